import { Link } from '@remix-run/react';

import { buttonClass } from '~/components/ui/Button';

import type { Selection } from './use-participant-selection';

/** The actions on the checked rows: sent as a plain GET form, which opens their confirmation without JavaScript. */
export function ParticipantsToolbar({ selection }: { selection: Selection }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="submit" name="delete-selected" value="" className={buttonClass('secondary', 'px-3 py-1 text-red-700')}>
        Delete selected
      </button>
      <button type="submit" name="uncount-selected" value="" className={buttonClass('secondary', 'px-3 py-1')}>
        Don’t count towards quota
      </button>
      <button type="submit" name="count-selected" value="" className={buttonClass('ghost', 'px-3 py-1')}>
        Count again
      </button>
      {selection.count > 0 && (
        <span className="text-sm text-slate-600" aria-live="polite">
          {selection.count} selected
        </span>
      )}
    </div>
  );
}

/** Respondents' dialogs that hold no answer (opened and left), with the way to delete them. */
export function UnansweredNotice({ unanswered, deleteHref }: { unanswered: number; deleteHref: string }) {
  return (
    <p className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-700">
      <span>
        {unanswered} {unanswered === 1 ? 'dialog holds' : 'dialogs hold'} no answer: opened, then left. They do not count against your
        monthly participants.
      </span>
      <Link to={deleteHref} preventScrollReset className={buttonClass('secondary', 'px-3 py-1')}>
        Delete dialogs without answers
      </Link>
    </p>
  );
}
