import type { SerializeFrom } from '@remix-run/node';
import { Form, Link, useActionData, useLocation, useNavigation } from '@remix-run/react';
import { useId, useState } from 'react';
import { Badge } from '~/components/ui/Badge';
import { buttonClass } from '~/components/ui/Button';
import { controlClass } from '~/components/ui/Field';
import { Modal } from '~/components/ui/Modal';
import { BUILTIN_LABEL, BUILTIN_MODEL } from '~/ai/models';
import { CitationList } from '../citations/CitationList';
import { CollapsibleSection } from '../ui/CollapsibleSection';
import { HowThisWasMade } from '../ui/HowThisWasMade';
import type { codingPageData } from './coding-page.server';
import { useModalHref } from './CodingToolbar';
import { SectionGrounding } from './SectionGrounding';

type Data = SerializeFrom<typeof codingPageData>;
type Answer = Data['answers'][number]['items'][number];

const engineName = (model: string | null) => (!model ? null : model === BUILTIN_MODEL ? BUILTIN_LABEL : model);

/** Individual Answers, grouped by question (coding block), with the 'Edit Answer' modal. */
export function AnswersSection({ data }: { data: Data }) {
  const location = useLocation();
  const { modal, href, close } = useModalHref();
  const params = new URLSearchParams(location.search);
  const editing = modal === 'edit-answer' ? data.answers.flatMap((g) => g.items.map((item) => ({ item, blockId: g.blockId, title: g.title }))).find((a) => a.item.dialogId === params.get('dialog') && a.blockId === params.get('block')) : undefined;
  const editHref = (dialogId: string, blockId: string) => {
    const next = new URLSearchParams(location.search);
    next.set('modal', 'edit-answer');
    next.set('dialog', dialogId);
    next.set('block', blockId);
    return `${location.pathname}?${next}`;
  };
  return (
    <CollapsibleSection id="individual-answers" title="Individual Answers">
      <SectionGrounding tally={data.grounding.answers} />
      {data.answers.length === 0 ? (
        <p className="text-sm text-slate-600">{data.dialogs.length === 0 ? data.evidenceError ?? 'No responses or dialogs found for analysis' : 'Run the analysis to see each dialog’s answer to every question here.'}</p>
      ) : (
        <div className="space-y-6">
          {data.answers.map((group) => (
            <section key={group.blockId} aria-label={group.title}>
              <h3 className="text-base font-semibold break-words text-slate-900">{group.title}</h3>
              <ul className="mt-2 space-y-3">
                {group.items.map((item) => (
                  <AnswerItem key={item.id} item={item} interviewId={data.interviewId} editHref={editHref(item.dialogId, group.blockId)} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      {editing && (
        <Modal title="Edit Answer" onClose={close} closeHref={href(null)}>
          <EditAnswer item={editing.item} blockId={editing.blockId} question={editing.title} closeHref={href(null)} onDone={close} />
        </Modal>
      )}
      <HowThisWasMade madeBy={data.madeBy.answers} note={data.madeBy.editedAnswers ? `${data.madeBy.editedAnswers} ${data.madeBy.editedAnswers === 1 ? 'answer was' : 'answers were'} edited by a researcher; the AI’s answer is kept beside each edit.` : null} />
    </CollapsibleSection>
  );
}

function AnswerItem({ item, interviewId, editHref }: { item: Answer; interviewId: string; editHref: string }) {
  return (
    <li className="min-w-0 rounded-md p-3 ring-1 ring-slate-200" data-answer={item.id}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Link to={`/interview/setup/${interviewId}/participants/${item.dialogId}`} className="font-medium text-brand-700 underline">
          {item.label}
        </Link>
        {item.status === 'error' ? <Badge tone="red">Error</Badge> : item.edited ? <Badge tone="violet">Edited</Badge> : null}
        {item.model && <span className="text-xs text-slate-500">{engineName(item.model)} · {new Date(item.createdAt).toISOString().slice(0, 10)}</span>}
        {item.status === 'success' && (
          <Link to={editHref} preventScrollReset className={buttonClass('ghost', 'ml-auto px-2 py-1 text-xs')} aria-label={`Edit answer of ${item.label}`}>
            Edit Answer
          </Link>
        )}
      </div>
      {item.status === 'error' ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {item.error}
        </p>
      ) : item.answer ? (
        <p className="mt-2 text-sm break-words whitespace-pre-wrap text-slate-900">{item.answer}</p>
      ) : (
        <p className="mt-2 text-sm text-slate-600">Not answered in this dialog.</p>
      )}
      {item.edited && item.originalAnswer !== null && (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer text-slate-700">Show the AI’s original answer</summary>
          <p className="mt-1 rounded bg-slate-50 p-2 break-words whitespace-pre-wrap text-slate-700">{item.originalAnswer || '(empty)'}</p>
        </details>
      )}
      {item.status === 'success' && (
        <div className="mt-3">
          <CitationList citations={item.citations} interviewId={interviewId} />
        </div>
      )}
    </li>
  );
}

/** Save is disabled while the text is blank or while saving (spec §2, §5). */
// A navigation form: the action returns to the page without the dialog, with or without JavaScript.
function EditAnswer({ item, blockId, question, closeHref, onDone }: { item: Answer; blockId: string; question: string; closeHref: string; onDone: () => void }) {
  const navigation = useNavigation();
  const actionData = useActionData<{ error?: string; intent?: string }>();
  const [text, setText] = useState(item.answer ?? '');
  const id = useId();
  const saving = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'coding-answer-edit';
  return (
    <Form method="post" preventScrollReset className="space-y-3">
      <input type="hidden" name="intent" value="coding-answer-edit" />
      <input type="hidden" name="dialogId" value={item.dialogId} />
      <input type="hidden" name="blockId" value={blockId} />
      <p className="text-sm text-slate-600">
        {item.label} · {question}
      </p>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        Answer
      </label>
      <textarea id={id} name="answer" required rows={8} maxLength={10000} value={text} onChange={(event) => setText(event.currentTarget.value)} className={controlClass('sm')} />
      {actionData?.error && actionData.intent === 'coding-answer-edit' && (
        <p role="alert" className="text-sm text-red-700">
          {actionData.error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <a
          href={closeHref}
          className={buttonClass('secondary')}
          onClick={(event) => {
            event.preventDefault();
            onDone();
          }}
        >
          Cancel
        </a>
        <button type="submit" disabled={saving || text.trim() === ''} className={buttonClass('primary')}>
          {saving ? 'Saving...' : 'Save Answer'}
        </button>
      </div>
    </Form>
  );
}
