import { type AgreementFigure, AgreementFigureList, shareText } from '../theme-review/AgreementFigureList';
import { AgreementTableHead } from '../theme-review/AgreementTableHead';
type Agreement = { decisions: number; percent: number | null; kappa: number | null; ac1: number | null; alpha: number | null };

const statistic = (value: number | null) => (value === null ? '–' : value.toFixed(2));

/** Each figure of a row: its label, the label's full name (for an abbreviation), its value; the counts, then the statistics. */
const figures = (a: Agreement): AgreementFigure[] => [
  ['Decisions', null, String(a.decisions)],
  ['Agree', null, shareText(a.percent)],
  ['κ', "Cohen's kappa", statistic(a.kappa)],
  ['AC1', "Gwet's AC1", statistic(a.ac1)],
  ['α', "Krippendorff's alpha", statistic(a.alpha)],
];

/**
 * How far the engine's (or model's) suggestions agree with the researcher's decisions, per reviewed theme and over
 * all of them: the decisions counted, percent agreement, Cohen's κ, Gwet's AC1 and Krippendorff's α.
 */
export function ThemeAgreementTable({
  themes,
  overall,
  suggester,
}: {
  themes: readonly { id: string; topic: string; reviewAgreement: Agreement | null }[];
  overall: Agreement;
  /** Who suggested the themes, in words ("the built-in engine", a model's name). */
  suggester: string;
}) {
  const reviewed = themes.filter((t) => t.reviewAgreement !== null);
  if (reviewed.length === 0 || overall.decisions === 0)
    return (
      <p className="mt-3 text-sm text-slate-600">
        Mark a theme reviewed to see how far the suggestions of {suggester} agree with your decisions.
      </p>
    );
  const rows = [
    ...reviewed.map((t) => ({ key: t.id, name: t.topic, agreement: t.reviewAgreement! })),
    { key: 'all', name: 'All reviewed themes', agreement: overall },
  ];
  return (
    <section aria-labelledby="theme-agreement-title" className="mt-4">
      <h3 id="theme-agreement-title" className="text-sm font-semibold text-slate-900">
        Agreement between {suggester} and you
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        Each decision is one dialog of a reviewed theme: did {suggester} suggest it there, and did you keep it there? Percent is how often
        the two agree; κ, AC1 and α take out the agreement chance alone would give (1 is full agreement, 0 no better than chance). A theme
        holds few of the dialogs, so κ falls low even when nearly every decision agrees; Gwet’s AC1 does not, so it is shown beside κ.
      </p>
      <AgreementFigureList rows={rows.map(({ key, name, agreement }) => ({ key, name, figures: figures(agreement) }))} />
      <div className="mt-2 hidden sm:block">
        <table className="w-full text-left text-sm">
          <AgreementTableHead counted="Decisions" />
          <tbody className="divide-y divide-slate-200 tabular-nums">
            {rows.map(({ key, name, agreement }) => (
              <tr key={key} className={key === 'all' ? 'font-semibold text-slate-900' : 'text-slate-800'}>
                <th scope="row" className="min-w-[6rem] py-1 pr-2 text-left font-normal [overflow-wrap:break-word]">
                  {key === 'all' ? <strong>{name}</strong> : name}
                </th>
                <td className="whitespace-nowrap px-1.5 py-1 text-right">{agreement.decisions}</td>
                <td className="whitespace-nowrap px-1.5 py-1 text-right">{shareText(agreement.percent)}</td>
                <td className="whitespace-nowrap px-1.5 py-1 text-right">{statistic(agreement.kappa)}</td>
                <td className="whitespace-nowrap px-1.5 py-1 text-right">{statistic(agreement.ac1)}</td>
                <td className="whitespace-nowrap py-1 pl-1.5 text-right">{statistic(agreement.alpha)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
