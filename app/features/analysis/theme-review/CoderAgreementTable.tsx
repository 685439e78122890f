import type { Agreement } from './agreement';
import { type AgreementFigure, AgreementFigureList, coderStatisticText, shareText } from './AgreementFigureList';
import { AgreementTableHead } from './AgreementTableHead';
import { bothCodedText } from './coder-agreement';

/** `dialogs`: the dialogs both coded (per theme, its decisions; over all themes, the dialogs behind the pooled pairs). */
const figures = (a: Agreement, dialogs: number): AgreementFigure[] => [
  ['Dialogs', null, String(dialogs)],
  ['Agree', null, shareText(a.percent)],
  ['κ', "Cohen's kappa", coderStatisticText(a.kappa, a.decisions)],
  ['AC1', "Gwet's AC1", coderStatisticText(a.ac1, a.decisions)],
  ['α', "Krippendorff's alpha", coderStatisticText(a.alpha, a.decisions)],
];

export type CoderAgreementRow = { id: string; name: string; agreement: Agreement };

/**
 * Two coders' agreement per theme and over all themes: the dialogs both coded for each theme, percent agreement,
 * Cohen's κ, Gwet's AC1 and Krippendorff's α; each says what it counts.
 */
export function CoderAgreementTable({
  themes,
  overall,
  dialogsBothCoded,
  caption,
}: {
  themes: readonly CoderAgreementRow[];
  overall: Agreement;
  dialogsBothCoded: number;
  caption: string;
}) {
  const undefinedShown = [...themes.map((t) => t.agreement), overall].some((a) => a.decisions > 0 && a.kappa === null);
  const rows = [
    ...themes.map((t) => ({ key: t.id, name: t.name, agreement: t.agreement, dialogs: t.agreement.decisions })),
    {
      key: 'all',
      name: `All themes: ${overall.decisions} ${overall.decisions === 1 ? 'decision' : 'decisions'}, ${bothCodedText(dialogsBothCoded)}`,
      agreement: overall,
      dialogs: dialogsBothCoded,
    },
  ];
  return (
    <div className="mt-2">
      <p className="text-sm text-slate-700">
        {caption} Per theme, each of the dialogs both coded for it is one decision: in the theme or not. Percent is how often the two agree;
        κ, AC1 and α take out the agreement chance alone would give (1 is full agreement, 0 no better than chance).
      </p>
      {undefinedShown && (
        <p className="mt-1 text-sm text-slate-700">
          κ and α are undefined where both coders put every dialog on the same side of a theme: chance alone would agree as often. AC1 is
          defined there.
        </p>
      )}
      <AgreementFigureList rows={rows.map(({ key, name, agreement, dialogs }) => ({ key, name, figures: figures(agreement, dialogs) }))} />
      <div className="mt-2 hidden sm:block">
        <table className="w-full text-left text-sm">
          <AgreementTableHead counted="Dialogs both coded" />
          <tbody className="divide-y divide-slate-200 tabular-nums">
            {rows.map(({ key, name, agreement, dialogs }) => (
              <tr key={key} className={key === 'all' ? 'font-semibold text-slate-900' : 'text-slate-800'}>
                <th scope="row" className="min-w-[6rem] py-1 pr-2 text-left font-normal [overflow-wrap:break-word]">
                  {key === 'all' ? <strong>{name}</strong> : name}
                </th>
                {figures(agreement, dialogs).map(([label, , value], index) => (
                  <td key={label} className={`whitespace-nowrap py-1 text-right ${index === 4 ? 'pl-1.5' : 'px-1.5'}`}>
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
