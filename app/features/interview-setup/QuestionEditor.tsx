import { Link } from '@remix-run/react';
import { type FormEvent, useState } from 'react';

import type { Question } from '@db/schema';
import { buttonClass } from '~/components/ui/Button';
import { useHydrated } from '~/lib/use-hydrated';

import { moveQuestion } from './question-list';
import { QuestionForm } from './QuestionForm';
import { DragHandle, type Intercept, QuestionSummary } from './QuestionItem';
import { SETTINGS_FORM_ID } from './SettingsForm';
import { type QuestionList, useQuestionList } from './use-question-list';

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

const newLocalId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `q-${Date.now()}-${Math.random()}`;

/** A form's title and description, trimmed. */
const fieldsOf = (form: FormData) => ({ title: String(form.get('title')).trim(), description: String(form.get('description')).trim() });

type HeaderProps = {
  hydrated: boolean;
  autoSave: boolean;
  onAutoSave: (on: boolean) => void;
  dirty: boolean;
  saving: boolean;
  onSave: () => void;
};

/** The heading, and with scripts the Auto-save switch and Save Questions. */
function QuestionsHeader({ hydrated, autoSave, onAutoSave, dirty, saving, onSave }: HeaderProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 id="questions-heading" className="text-lg font-semibold">
        Interview Questions
      </h2>
      {hydrated && (
        <div className="flex items-center gap-3">
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              role="switch"
              checked={autoSave}
              onChange={(e) => onAutoSave(e.target.checked)}
              className="h-4 w-4 accent-brand-600"
            />
            Auto-save
          </label>
          <button type="button" disabled={!dirty || saving} onClick={onSave} className={buttonClass('primary', 'px-3 py-1.5')}>
            {saving ? 'Saving...' : 'Save Questions'}
          </button>
        </div>
      )}
    </div>
  );
}

type AddProps = {
  open: boolean;
  base: string;
  tabId: string;
  onOpen: () => void;
  onCancel: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
};

/** Add Question, a link that opens the add form (by the URL without scripts). */
function AddQuestion({ open, base, tabId, onOpen, onCancel, onSubmit }: AddProps) {
  return (
    <div className="mt-4">
      {open ? (
        <div className="rounded-md border border-dashed border-slate-300 p-3">
          <QuestionForm intent="add-question" submitLabel="Add" cancelHref={base} tabId={tabId} onCancel={onCancel} onSubmit={onSubmit} />
        </div>
      ) : (
        <Link
          to={`${base}?add=1#questions-heading`}
          preventScrollReset
          onClick={(event) => {
            event.preventDefault();
            onOpen();
          }}
          className={buttonClass('secondary')}
        >
          Add Question
        </Link>
      )}
    </div>
  );
}

type RowProps = {
  question: Question;
  index: number;
  editor: QuestionList;
  isEditing: boolean;
  tabId: string;
  intercept: Intercept;
  onMove: (direction: 'up' | 'down') => void;
};

/** One question: its drag handle, and either its edit form or how it reads with its buttons. */
function QuestionRow({ question, index, editor, isEditing, tabId, intercept, onMove }: RowProps) {
  const { questions, base, change } = editor;
  return (
    <li data-id={question.id} className="flex gap-3 rounded-md border border-slate-200 bg-white p-3">
      <DragHandle
        question={question}
        index={index}
        register={(element) => {
          if (element) editor.handles.current.set(question.id, element);
          else editor.handles.current.delete(question.id);
        }}
        onMove={onMove}
      />
      {isEditing ? (
        <QuestionForm
          intent="update-question"
          questionId={question.id}
          initial={question}
          submitLabel="Save"
          cancelHref={base}
          tabId={tabId}
          onCancel={() => editor.setEditingId(null)}
          // Save stores the list with the edit, as it does without scripts: a button named Save leaves nothing unsaved.
          onSubmit={intercept((form) => {
            change(
              questions.map((q) => (q.id === question.id ? { ...q, ...fieldsOf(form) } : q)),
              { store: true },
            );
            editor.setEditingId(null);
          })}
        />
      ) : (
        <QuestionSummary
          question={question}
          index={index}
          base={base}
          intercept={intercept}
          isLast={index === questions.length - 1}
          onEdit={() => editor.setEditingId(question.id)}
          onMove={onMove}
          onDelete={() => change(questions.filter((q) => q.id !== question.id))}
        />
      )}
    </li>
  );
}

/**
 * 'Interview Questions'. With JavaScript, edits change a local list that 'Save Questions' (or auto-save) stores, and
 * a drag or keyboard move saves the order at once. Without it, every form posts and the page reloads.
 */
export function QuestionEditor({ interviewId, questions: initial, tabId, notify, editFromUrl, addFromUrl, synced }: Props) {
  const hydrated = useHydrated();
  const editor = useQuestionList({ interviewId, initial, tabId, notify, hydrated, synced });
  const { questions, base, change } = editor;
  const [adding, setAdding] = useState(false);

  const intercept = (handler: (form: FormData) => void) => (event: FormEvent<HTMLFormElement>) => {
    if (!hydrated) return;
    event.preventDefault();
    handler(new FormData(event.currentTarget));
  };
  const move = (question: Question, direction: 'up' | 'down') => {
    const next = moveQuestion(questions, question.id, direction);
    if (next !== questions) editor.reorderTo(next, question.id);
  };
  const editing = hydrated ? editor.editingId : editFromUrl;

  return (
    <section aria-labelledby="questions-heading" className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <QuestionsHeader
        hydrated={hydrated}
        autoSave={editor.autoSave}
        onAutoSave={editor.setAutoSave}
        dirty={editor.dirty}
        saving={editor.saving}
        onSave={() => editor.save(questions, 'edit')}
      />
      {editor.dirty && !editor.saving && <p className="mt-2 text-sm text-amber-700">You have unsaved changes to the questions.</p>}
      {/* Save and Publish in the action bar send the settings form: an unsaved list goes with it, so neither leaves it behind. */}
      {editor.dirty && <input type="hidden" form={SETTINGS_FORM_ID} name="questions" value={JSON.stringify(questions)} />}

      {questions.length === 0 && <p className="mt-4 text-sm text-slate-600">No questions yet. Add the first one below.</p>}
      <ol ref={editor.list} className="mt-4 space-y-2">
        {questions.map((question, index) => (
          <QuestionRow
            key={question.id}
            question={question}
            index={index}
            editor={editor}
            isEditing={editing === question.id}
            tabId={tabId}
            intercept={intercept}
            onMove={(direction) => move(question, direction)}
          />
        ))}
      </ol>

      <AddQuestion
        open={hydrated ? adding : addFromUrl}
        base={base}
        tabId={tabId}
        onOpen={() => setAdding(true)}
        onCancel={() => setAdding(false)}
        onSubmit={intercept((form) => {
          change([...questions, { id: newLocalId(), ...fieldsOf(form) }]);
          setAdding(false);
        })}
      />
    </section>
  );
}
