/** Percent agreement in words: "83 %", or "–" when nothing was decided. */
export const shareText = (value: number | null) => (value === null ? '–' : `${Math.round(value * 100)} %`);

/**
 * A chance-corrected statistic between coders: "–" before any decision; "undefined" for decisions that leave chance
 * nothing to explain (every dialog on one side for both).
 */
export const coderStatisticText = (value: number | null, decisions: number) =>
  value === null ? (decisions === 0 ? '–' : 'undefined') : value.toFixed(2);

/** One figure of an agreement: its label, the label's full name (an abbreviation's title), and its value. */
export type AgreementFigure = [label: string, title: string | null, value: string];

/**
 * Agreement on a phone: one theme under another, its figures beneath its name (the tables show them from a tablet
 * up). The row keyed `all` is the overall one.
 */
export function AgreementFigureList({ rows }: { rows: { key: string; name: string; figures: AgreementFigure[] }[] }) {
  return (
    <ul className="mt-2 divide-y divide-slate-200 sm:hidden">
      {rows.map(({ key, name, figures }) => (
        <li key={key} className="py-2">
          <p className={`text-sm [overflow-wrap:anywhere] ${key === 'all' ? 'font-semibold text-slate-900' : 'text-slate-800'}`}>{name}</p>
          <dl className="mt-1 grid grid-cols-6 gap-x-3 gap-y-1 text-sm tabular-nums">
            {figures.map(([label, title, value], index) => (
              <div key={label} className={`flex items-baseline gap-1.5 ${index < 2 ? 'col-span-3' : 'col-span-2'}`}>
                <dt className="text-xs text-slate-600">{title ? <abbr title={title}>{label}</abbr> : label}</dt>
                <dd className="text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
