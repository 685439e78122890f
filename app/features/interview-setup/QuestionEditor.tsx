import { Form, Link, useFetcher } from '@remix-run/react';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { Question } from '@db/schema';
import { buttonClass } from '~/components/ui/Button';
import { TextArea, TextInput } from '~/components/ui/Field';
import { useHydrated } from '~/lib/use-hydrated';
import { moveQuestion, moveTo } from './question-list';
import { ScriptFields } from './ScriptFields';

type Props = {
  interviewId: string;
  questions: Question[];
  tabId: string;
  notify: (text: string) => void;
  /** Without JavaScript the edit and add forms are opened by the URL. */
  editFromUrl: string | null;
  addFromUrl: boolean;
  /** A list that arrived from another tab; replaces the local one. */
  synced: { questions: Question[]; at: number } | null;
};

type SaveResult = { ok: boolean; toast: string; questions?: Question[] };
const newLocalId = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `q-${Date.now()}-${Math.random()}`);

/**
 * 'Interview Questions'. With JavaScript, edits change a local list that 'Save Questions' (or auto-save) stores, and
 * a drag or keyboard move saves the order at once. Without it, every form posts and the page reloads.
 */
export function QuestionEditor({ interviewId, questions: initial, tabId, notify, editFromUrl, addFromUrl, synced }: Props) {
  const hydrated = useHydrated();
  const [questions, setQuestions] = useState(initial);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [autoSave, setAutoSave] = useState(false);
  const [focusId, setFocusId] = useState<string | null>(null);
  const saver = useFetcher<SaveResult>();
  const latest = useRef(questions);
  latest.current = questions;
  const list = useRef<HTMLOListElement>(null);
  const handles = useRef(new Map<string, HTMLButtonElement>());
  const base = `/interview/setup/${interviewId}`;

  const save = useCallback(
    (next: Question[], reason: 'edit' | 'order') => {
      saver.submit({ intent: 'save-questions', reason, questions: JSON.stringify(next), js: '1', tabId }, { method: 'post', action: `${base}?index` });
    },
    [saver, tabId, base],
  );

  // A saved answer from the server: toast it and, on success, the local list is the stored one.
  useEffect(() => {
    if (saver.state !== 'idle' || !saver.data) return;
    notify(saver.data.toast);
    if (saver.data.ok) setDirty(false);
  }, [saver.state, saver.data, notify]);

  useEffect(() => {
    if (!synced) return;
    setQuestions(synced.questions);
    setEditingId(null);
    setDirty(false);
  }, [synced]);

  const change = (next: Question[]) => {
    setQuestions(next);
    if (autoSave) save(next, 'edit');
    else setDirty(true);
  };
  const reorderTo = (next: Question[], movedId: string) => {
    setQuestions(next);
    setFocusId(movedId);
    save(next, 'order');
  };

  useEffect(() => {
    if (!focusId) return;
    handles.current.get(focusId)?.focus();
    setFocusId(null);
  }, [focusId, questions]);

  // Drag and drop: loaded only in the browser, and React stays the owner of the DOM order.
  useEffect(() => {
    if (!hydrated || !list.current) return;
    let sortable: { destroy(): void } | undefined;
    let cancelled = false;
    void import('sortablejs').then(({ default: Sortable }) => {
      if (cancelled || !list.current) return;
      sortable = Sortable.create(list.current, {
        handle: '[data-drag-handle]',
        animation: 150,
        onEnd(event) {
          const { oldIndex, newIndex, item, from } = event;
          if (oldIndex === undefined || newIndex === undefined || oldIndex === newIndex) return;
          from.insertBefore(item, from.children[oldIndex > newIndex ? oldIndex + 1 : oldIndex] ?? null);
          const moved = latest.current[oldIndex]!;
          reorderTo(moveTo(latest.current, oldIndex, newIndex), moved.id);
        },
      });
    });
    return () => {
      cancelled = true;
      sortable?.destroy();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const intercept = (handler: (form: FormData) => void) => (event: FormEvent<HTMLFormElement>) => {
    if (!hydrated) return;
    event.preventDefault();
    handler(new FormData(event.currentTarget));
  };

  const editing = hydrated ? editingId : editFromUrl;
  const addOpen = hydrated ? adding : addFromUrl;

  return (
    <section aria-labelledby="questions-heading" className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="questions-heading" className="text-lg font-semibold">
          Interview Questions
        </h2>
        {hydrated && (
          <div className="flex items-center gap-3">
            <label className="flex items-center gap-2 text-sm text-slate-700">
              <input type="checkbox" role="switch" checked={autoSave} onChange={(e) => setAutoSave(e.target.checked)} className="h-4 w-4 accent-brand-600" />
              Auto-save
            </label>
            <button type="button" disabled={!dirty || saver.state !== 'idle'} onClick={() => save(questions, 'edit')} className={buttonClass('primary', 'px-3 py-1.5')}>
              {saver.state !== 'idle' ? 'Saving...' : 'Save Questions'}
            </button>
          </div>
        )}
      </div>
      {dirty && <p className="mt-2 text-sm text-amber-700">You have unsaved changes to the questions.</p>}

      {questions.length === 0 && <p className="mt-4 text-sm text-slate-600">No questions yet. Add the first one below.</p>}
      <ol ref={list} className="mt-4 space-y-2">
        {questions.map((question, index) => (
          <li key={question.id} data-id={question.id} className="flex gap-3 rounded-md border border-slate-200 bg-white p-3">
            <button
              type="button"
              data-drag-handle
              ref={(element) => {
                if (element) handles.current.set(question.id, element);
                else handles.current.delete(question.id);
              }}
              aria-label={`Move question ${index + 1}, ${question.title}: drag, or press the up and down arrow keys`}
              onKeyDown={(event) => {
                if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
                event.preventDefault();
                const next = moveQuestion(questions, question.id, event.key === 'ArrowUp' ? 'up' : 'down');
                if (next !== questions) reorderTo(next, question.id);
              }}
              className="mt-0.5 h-8 w-6 shrink-0 cursor-grab rounded text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="mx-auto h-4 w-4">
                <path d="M7 4a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm0 6a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm-1.5 7.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3ZM16 4a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm-1.5 7.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3ZM16 16a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Z" />
              </svg>
            </button>
            {editing === question.id ? (
              <QuestionForm
                intent="update-question"
                questionId={question.id}
                initial={question}
                submitLabel="Save"
                cancelHref={base}
                tabId={tabId}
                onCancel={() => setEditingId(null)}
                onSubmit={intercept((form) => {
                  change(questions.map((q) => (q.id === question.id ? { ...q, title: String(form.get('title')).trim(), description: String(form.get('description')).trim() } : q)));
                  setEditingId(null);
                })}
              />
            ) : (
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900">
                  <span className="text-slate-500">{index + 1}.</span> {question.title}
                </p>
                <p className="mt-1 whitespace-pre-line text-sm text-slate-600">{question.description}</p>
                <div className="mt-2 flex flex-wrap gap-1">
                  <Link
                    to={`${base}?edit=${question.id}#questions-heading`}
                    preventScrollReset
                    onClick={(event) => {
                      event.preventDefault();
                      setEditingId(question.id);
                    }}
                    className={buttonClass('ghost', 'px-2 py-1')}
                    aria-label={`Edit question ${index + 1}`}
                  >
                    Edit
                  </Link>
                  {(['up', 'down'] as const).map((direction) => (
                    <Form
                      key={direction}
                      method="post"
                      action={`${base}?index`}
                      preventScrollReset
                      onSubmit={intercept(() => {
                        const next = moveQuestion(questions, question.id, direction);
                        if (next !== questions) reorderTo(next, question.id);
                      })}
                    >
                      <input type="hidden" name="intent" value="move-question" />
                      <input type="hidden" name="questionId" value={question.id} />
                      <input type="hidden" name="direction" value={direction} />
                      <button
                        type="submit"
                        disabled={direction === 'up' ? index === 0 : index === questions.length - 1}
                        className={buttonClass('ghost', 'px-2 py-1')}
                        aria-label={`Move question ${index + 1} ${direction}`}
                      >
                        {direction === 'up' ? 'Up' : 'Down'}
                      </button>
                    </Form>
                  ))}
                  <Form
                    method="post"
                    action={`${base}?index`}
                    preventScrollReset
                    onSubmit={intercept(() => change(questions.filter((q) => q.id !== question.id)))}
                  >
                    <input type="hidden" name="intent" value="delete-question" />
                    <input type="hidden" name="questionId" value={question.id} />
                    <button type="submit" className={buttonClass('ghost', 'px-2 py-1 text-red-700')} aria-label={`Delete question ${index + 1}`}>
                      Delete
                    </button>
                  </Form>
                </div>
              </div>
            )}
          </li>
        ))}
      </ol>

      <div className="mt-4">
        {addOpen ? (
          <div className="rounded-md border border-dashed border-slate-300 p-3">
            <QuestionForm
              intent="add-question"
              submitLabel="Add"
              cancelHref={base}
              tabId={tabId}
              onCancel={() => setAdding(false)}
              onSubmit={intercept((form) => {
                change([...questions, { id: newLocalId(), title: String(form.get('title')).trim(), description: String(form.get('description')).trim() }]);
                setAdding(false);
              })}
            />
          </div>
        ) : (
          <Link
            to={`${base}?add=1#questions-heading`}
            preventScrollReset
            onClick={(event) => {
              event.preventDefault();
              setAdding(true);
            }}
            className={buttonClass('secondary')}
          >
            Add Question
          </Link>
        )}
      </div>
    </section>
  );
}

type FormProps = {
  intent: 'add-question' | 'update-question';
  questionId?: string;
  initial?: { title: string; description: string };
  submitLabel: string;
  cancelHref: string;
  tabId: string;
  onCancel: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
};

/** The add and edit form: its button stays disabled until both fields have text. */
function QuestionForm({ intent, questionId, initial, submitLabel, cancelHref, tabId, onCancel, onSubmit }: FormProps) {
  const hydrated = useHydrated();
  const [title, setTitle] = useState(initial?.title ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const complete = title.trim() !== '' && description.trim() !== '';
  const prefix = questionId ?? 'new';
  return (
    <Form method="post" action={`${cancelHref}?index`} preventScrollReset onSubmit={onSubmit} className="min-w-0 flex-1 space-y-2">
      <input type="hidden" name="intent" value={intent} />
      {questionId && <input type="hidden" name="questionId" value={questionId} />}
      <ScriptFields tabId={tabId} />
      <label htmlFor={`${prefix}-title`} className="block text-sm font-medium text-slate-700">
        Question title
      </label>
      <TextInput
        id={`${prefix}-title`}
        name="title"
        required
        maxLength={200}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        autoFocus
      />
      <label htmlFor={`${prefix}-description`} className="block text-sm font-medium text-slate-700">
        Question description
      </label>
      <TextArea
        id={`${prefix}-description`}
        name="description"
        required
        maxLength={2000}
        rows={3}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
      />
      <div className="flex gap-2">
        <button type="submit" disabled={hydrated && !complete} className={buttonClass('primary', 'px-3 py-1.5')}>
          {submitLabel}
        </button>
        <Link
          to={cancelHref}
          preventScrollReset
          onClick={(event) => {
            event.preventDefault();
            onCancel();
          }}
          className={buttonClass('secondary', 'px-3 py-1.5')}
        >
          Cancel
        </Link>
      </div>
    </Form>
  );
}
