import { Link } from '@remix-run/react';

import type { Agreement } from './agreement';
import { coderStatisticText } from './AgreementFigureList';
import { bothCodedText } from './coder-agreement';

const linkClass = 'font-medium text-brand-700 underline-offset-2 hover:underline';

export type CoderSummary = { id: string; email: string; overall: Agreement; dialogsBothCoded: number; href: string };

/**
 * Beside the engine's agreement with the researcher: the blind coders' agreement with the theme review over all
 * themes, each saying what it counts, with the way to code blind and to the comparison per theme and its disagreements.
 */
export function CoderAgreementSummary({ coders, blindHref }: { coders: readonly CoderSummary[]; blindHref: string }) {
  return (
    <section aria-labelledby="coder-agreement-summary-title" className="mt-4">
      <h3 id="coder-agreement-summary-title" className="text-sm font-semibold text-slate-900">
        Agreement between coders
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        A second coder codes the same themes without seeing the suggestions or your decisions:{' '}
        <Link to={blindHref} className={linkClass}>
          Code the themes blind
        </Link>
        .
      </p>
      {coders.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">No one has coded these themes blind yet.</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm text-slate-800">
          {coders.map((c) => {
            const a = c.overall;
            return (
              <li key={c.id} className="[overflow-wrap:anywhere]">
                The theme review and {c.email}:{' '}
                {a.decisions === 0 ? (
                  'no dialog coded by both yet'
                ) : (
                  <span className="tabular-nums">
                    agree {Math.round((a.percent ?? 0) * 100)} %, <abbr title="Cohen's kappa">κ</abbr>{' '}
                    {coderStatisticText(a.kappa, a.decisions)}, <abbr title="Gwet's AC1">AC1</abbr> {coderStatisticText(a.ac1, a.decisions)}
                    , <abbr title="Krippendorff's alpha">α</abbr> {coderStatisticText(a.alpha, a.decisions)},{' '}
                    {bothCodedText(c.dialogsBothCoded)} ({a.decisions} decisions)
                  </span>
                )}
                .{' '}
                <Link to={c.href} className={linkClass}>
                  Per theme, and the disagreements
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
