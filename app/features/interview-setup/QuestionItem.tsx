import { Form, Link } from '@remix-run/react';
import type { FormEvent } from 'react';

import type { Question } from '@db/schema';
import { buttonClass } from '~/components/ui/Button';

type Direction = 'up' | 'down';
/** Turns a form post into a local edit once scripts run; without them the form posts. */
export type Intercept = (handler: (form: FormData) => void) => (event: FormEvent<HTMLFormElement>) => void;

type HandleProps = {
  question: Question;
  index: number;
  register: (element: HTMLButtonElement | null) => void;
  onMove: (direction: Direction) => void;
};

/** The drag handle, which also moves its question with the up and down arrow keys. */
export function DragHandle({ question, index, register, onMove }: HandleProps) {
  return (
    <button
      type="button"
      data-drag-handle
      ref={register}
      aria-label={`Move question ${index + 1}, ${question.title}: drag, or press the up and down arrow keys`}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
        event.preventDefault();
        onMove(event.key === 'ArrowUp' ? 'up' : 'down');
      }}
      className="mt-0.5 h-8 w-6 shrink-0 cursor-grab rounded text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="mx-auto h-4 w-4">
        <path d="M7 4a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm0 6a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm-1.5 7.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3ZM16 4a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Zm-1.5 7.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3ZM16 16a1.5 1.5 0 1 1-3 0 1.5 1.5 0 0 1 3 0Z" />
      </svg>
    </button>
  );
}

type ActionProps = { question: Question; index: number; base: string; intercept: Intercept };

/** Up and Down as plain forms, which scripts turn into a local move. */
function MoveForm({
  question,
  index,
  base,
  intercept,
  direction,
  isLast,
  onMove,
}: ActionProps & { direction: Direction; isLast: boolean; onMove: (direction: Direction) => void }) {
  return (
    <Form method="post" action={`${base}?index`} preventScrollReset onSubmit={intercept(() => onMove(direction))}>
      <input type="hidden" name="intent" value="move-question" />
      <input type="hidden" name="questionId" value={question.id} />
      <input type="hidden" name="direction" value={direction} />
      <button
        type="submit"
        disabled={direction === 'up' ? index === 0 : isLast}
        className={buttonClass('ghost', 'px-2 py-1')}
        aria-label={`Move question ${index + 1} ${direction}`}
      >
        {direction === 'up' ? 'Up' : 'Down'}
      </button>
    </Form>
  );
}

function DeleteForm({ question, index, base, intercept, onDelete }: ActionProps & { onDelete: () => void }) {
  return (
    <Form method="post" action={`${base}?index`} preventScrollReset onSubmit={intercept(onDelete)}>
      <input type="hidden" name="intent" value="delete-question" />
      <input type="hidden" name="questionId" value={question.id} />
      <button type="submit" className={buttonClass('ghost', 'px-2 py-1 text-red-700')} aria-label={`Delete question ${index + 1}`}>
        Delete
      </button>
    </Form>
  );
}

type SummaryProps = ActionProps & { isLast: boolean; onEdit: () => void; onMove: (direction: Direction) => void; onDelete: () => void };

/** A question as read: number, title, description, and its Edit, Up, Down and Delete. */
export function QuestionSummary({ question, index, base, intercept, isLast, onEdit, onMove, onDelete }: SummaryProps) {
  const action = { question, index, base, intercept };
  return (
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
            onEdit();
          }}
          className={buttonClass('ghost', 'px-2 py-1')}
          aria-label={`Edit question ${index + 1}`}
        >
          Edit
        </Link>
        {(['up', 'down'] as const).map((direction) => (
          <MoveForm key={direction} {...action} direction={direction} isLast={isLast} onMove={onMove} />
        ))}
        <DeleteForm {...action} onDelete={onDelete} />
      </div>
    </div>
  );
}
