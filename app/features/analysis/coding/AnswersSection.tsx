import type { SerializeFrom } from '@remix-run/node';
import { Form, Link, useActionData, useLocation, useNavigation } from '@remix-run/react';
import { useId, useState } from 'react';

import { engineLabel } from '~/ai/model-label';
import { Badge } from '~/components/ui/Badge';
import { buttonClass } from '~/components/ui/Button';
import { TextArea } from '~/components/ui/Field';
import { FormError } from '~/components/ui/FormError';
import { HowThisWasMade } from '~/components/ui/HowThisWasMade';
import { Modal } from '~/components/ui/Modal';
import { RespondentCorrection } from '~/features/member-check/RespondentCorrection';

import { CitationList } from '../citations/CitationList';
import { EarlierAnswerNote, EarlierVotes, FromEarlierRun } from '../reports/EarlierRun';
import { CollapsibleSection } from '../ui/CollapsibleSection';
import { useSectionIndex } from '../ui/SectionIndex';
import { useModalHref } from '../ui/use-modal-href';
import type { codingPageData } from './coding-page.server';
import { SectionGrounding } from './SectionGrounding';

type Data = SerializeFrom<typeof codingPageData>;
type Group = Data['answers'][number];
type Answer = Group['items'][number];

const answerAnchor = (item: Answer) => `answer-${item.id}`;

/**
 * Individual Answers, grouped by question (coding block), with the 'Edit Answer' modal. Each question is a disclosure
 * with its counts, collapsed on a long report.
 */
export function AnswersSection({ data }: { data: Data }) {
  const location = useLocation();
  const { modal, href, close } = useModalHref();
  const params = new URLSearchParams(location.search);
  const editing =
    modal === 'edit-answer'
      ? data.answers
          .flatMap((g) => g.items.map((item) => ({ item, blockId: g.blockId, title: g.title })))
          .find((a) => a.item.dialogId === params.get('dialog') && a.blockId === params.get('block') && !a.item.fromEarlierRun)
      : undefined;
  const editHref = (dialogId: string, blockId: string) => {
    const next = new URLSearchParams(location.search);
    next.set('modal', 'edit-answer');
    next.set('dialog', dialogId);
    next.set('block', blockId);
    return `${location.pathname}?${next}`;
  };
  // Back to the answer: where Cancel goes without JavaScript.
  const closeHref = editing ? `${href(null)}#${answerAnchor(editing.item)}` : href(null);
  return (
    <div>
      <CollapsibleSection id="individual-answers">
        <SectionGrounding tally={data.grounding.answers} />
        {data.answers.length === 0 ? (
          <p className="text-sm text-slate-600">
            {data.dialogs.length === 0
              ? (data.evidenceError ?? 'No responses or dialogs found for analysis')
              : 'Run the analysis to see each dialog’s answer to every question here.'}
          </p>
        ) : (
          <div className="space-y-3">
            {data.answers.map((group) => (
              <QuestionAnswers
                key={group.blockId}
                group={group}
                interviewId={data.interviewId}
                editHref={editHref}
                corrections={data.corrections[group.blockId] ?? {}}
              />
            ))}
          </div>
        )}
        <EarlierVotes votes={data.earlierVotes.answers} interviewId={data.interviewId} />
        <HowThisWasMade
          madeBy={data.madeBy.answers}
          note={
            data.madeBy.editedAnswers
              ? `${data.madeBy.editedAnswers} ${data.madeBy.editedAnswers === 1 ? 'answer was' : 'answers were'} edited by a researcher; the AI’s answer is kept beside each edit.`
              : null
          }
        />
      </CollapsibleSection>
      {/* Outside the section: a page opened on the dialog shows it even with the section collapsed. */}
      {editing && (
        <Modal title="Edit Answer" onClose={close} closeHref={closeHref}>
          <EditAnswer item={editing.item} blockId={editing.blockId} question={editing.title} closeHref={closeHref} onDone={close} />
        </Modal>
      )}
    </div>
  );
}

function QuestionAnswers({
  group,
  interviewId,
  editHref,
  corrections,
}: {
  group: Group;
  interviewId: string;
  editHref: (dialogId: string, blockId: string) => string;
  corrections: Record<string, Correction>;
}) {
  const index = useSectionIndex();
  const [defaultOpen] = useState(() => !index?.isLong);
  const edited = group.items.filter((item) => item.edited).length;
  const errors = group.items.filter((item) => item.status === 'error').length;
  const counts = [
    `${group.items.length} ${group.items.length === 1 ? 'answer' : 'answers'}`,
    edited && `${edited} edited`,
    errors && `${errors} ${errors === 1 ? 'error' : 'errors'}`,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <details open={defaultOpen} className="group/question rounded-md ring-1 ring-slate-200">
      <summary className="flex cursor-pointer list-none flex-wrap items-baseline gap-x-3 gap-y-1 px-3 py-2 [&::-webkit-details-marker]:hidden">
        <span aria-hidden="true" className="text-xs text-slate-500 transition group-open/question:rotate-90">
          ▶
        </span>
        <h3 className="min-w-0 flex-1 text-base font-semibold break-words text-slate-900">{group.title}</h3>
        <span className="text-sm text-slate-600">{counts}</span>
      </summary>
      <ul aria-label={group.title} className="space-y-3 border-t border-slate-200 p-3">
        {group.items.map((item) => (
          <AnswerItem
            key={item.id}
            item={item}
            question={group.title}
            interviewId={interviewId}
            blockId={group.blockId}
            editHref={editHref(item.dialogId, group.blockId)}
            correction={corrections[item.dialogId]}
          />
        ))}
      </ul>
    </details>
  );
}

/** A respondent's correction, at the member check, of the point on this question. */
type Correction = { messageId: string; text: string };

function AnswerItem({
  item,
  question,
  interviewId,
  blockId,
  editHref,
  correction,
}: {
  item: Answer;
  question: string;
  interviewId: string;
  blockId: string;
  editHref: string;
  correction?: Correction;
}) {
  return (
    <li id={answerAnchor(item)} className="min-w-0 rounded-md p-3 ring-1 ring-slate-200" data-answer={item.id}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Link to={`/interview/setup/${interviewId}/participants/${item.dialogId}`} className="font-medium text-brand-700 underline">
          {item.label}
        </Link>
        {item.status === 'error' ? <Badge tone="red">Error</Badge> : item.edited ? <Badge tone="violet">Edited</Badge> : null}
        {item.fromEarlierRun && <FromEarlierRun />}
        {item.model && (
          <span className="text-xs text-slate-500">
            {engineLabel(item.model)} · {new Date(item.createdAt).toISOString().slice(0, 10)}
          </span>
        )}
        {item.status === 'success' && !item.fromEarlierRun && (
          <Link
            to={editHref}
            preventScrollReset
            className={buttonClass('ghost', 'ml-auto px-2 py-1 text-xs')}
            aria-label={`Edit answer of ${item.label} to “${question}”`}
          >
            Edit Answer
          </Link>
        )}
      </div>
      {item.status === 'error' ? (
        <FormError live inline className="mt-2 text-sm" message={item.error} />
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
      {correction && (
        <RespondentCorrection
          correction={correction}
          href={`/interview/setup/${interviewId}/participants/${item.dialogId}#message-${correction.messageId}`}
        />
      )}
      {item.fromEarlierRun && <EarlierAnswerNote dialogId={item.dialogId} blockId={blockId} />}
      {item.status === 'success' && !item.fromEarlierRun && (
        <div className="mt-3">
          <CitationList citations={item.citations} interviewId={interviewId} />
        </div>
      )}
    </li>
  );
}

/** Save is disabled while the text is blank or while saving: a blank answer is refused anyway. */
// A navigation form: the action returns to the page without the dialog, with or without JavaScript.
function EditAnswer({
  item,
  blockId,
  question,
  closeHref,
  onDone,
}: {
  item: Answer;
  blockId: string;
  question: string;
  closeHref: string;
  onDone: () => void;
}) {
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
      <input type="hidden" name="anchor" value={answerAnchor(item)} />
      <p className="text-sm text-slate-600">
        {item.label} · {question}
      </p>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        Answer
      </label>
      <TextArea
        id={id}
        name="answer"
        required
        rows={8}
        maxLength={10000}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      {actionData?.error && actionData.intent === 'coding-answer-edit' && <FormError inline message={actionData.error} />}
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
