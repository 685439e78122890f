import { DateTime } from '~/components/ui/DateTime';

/**
 * The dialogs respondents withdrew through their receipt link, under the participants: nothing of what they said, only
 * the dialog's label and when it went.
 */
export function WithdrawnDialogs({ list }: { list: { label: string; withdrawnAt: Date | string }[] }) {
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="withdrawn-heading" className="space-y-2">
      <h3 id="withdrawn-heading" className="text-sm font-semibold text-slate-900">
        Withdrawn by the respondent
      </h3>
      <p className="text-xs text-slate-500">
        Their answers and everything made from them were deleted; the reports that used them are marked to be run again.
      </p>
      <ul className="divide-y divide-slate-200 rounded-md bg-white text-sm ring-1 ring-slate-200">
        {list.map((row) => (
          <li key={`${row.label} ${String(row.withdrawnAt)}`} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2">
            <span className="font-medium text-slate-900">{row.label}</span>
            <span className="text-slate-600">
              withdrawn by the respondent on <DateTime value={row.withdrawnAt} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
