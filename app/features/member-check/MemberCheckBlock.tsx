import type { MemberCheckPoint } from '@db/schema';
import type { MadeBy } from '~/ai/provenance';
import { DateTime } from '~/components/ui/DateTime';
import { HowThisWasMade } from '~/components/ui/HowThisWasMade';

import { correctsLine, type MemberCheckOutcome, OUTCOME_HEADINGS, summaryEngineNote } from './format';

/** A dialog's member check as the owner's transcript shows it. */
export type MemberCheckBlockData = {
  outcome: MemberCheckOutcome;
  points: MemberCheckPoint[];
  correctedPoints: MemberCheckPoint[] | null;
  correction: { messageId: string; text: string; questions?: number[] } | null;
  engine: string;
  madeBy: MadeBy | null;
  droppedPoints: number;
  answeredAt: Date | string | null;
};

const tones: Record<Exclude<MemberCheckOutcome, 'not-reached'>, string> = {
  confirmed: 'border-green-200 bg-green-50',
  corrected: 'border-amber-200 bg-amber-50',
  skipped: 'border-slate-200 bg-slate-50',
  pending: 'border-slate-200 bg-slate-50',
};

/**
 * A point's text, the respondent's words in a quote element of their own (the language's quotation marks stay the
 * point's), so they read as the respondent's and never as the product's.
 */
function PointText({ point }: { point: MemberCheckPoint }) {
  const at = point.words ? point.text.lastIndexOf(point.words) : -1;
  if (!point.words || at < 0) return <span className="break-words whitespace-pre-wrap">{point.text}</span>;
  return (
    <span className="break-words">
      {point.text.slice(0, at)}
      <q data-respondent-words className="text-slate-700 italic" style={{ quotes: 'none' }}>
        {point.words}
      </q>
      {point.text.slice(at + point.words.length)}
    </span>
  );
}

function Points({ points }: { points: MemberCheckPoint[] }) {
  return (
    <ul className="mt-1 space-y-1.5">
      {points.map((point, index) => (
        <li key={index} className="text-sm text-slate-800">
          <PointText point={point} />{' '}
          <span className="text-xs whitespace-nowrap text-slate-500">
            (from{' '}
            {point.messageIds.map((id, i) => (
              <span key={id}>
                {i > 0 && ', '}
                <a href={`#message-${id}`} className="font-medium text-brand-700 hover:underline">
                  {point.messageIds.length > 1 ? `answer ${i + 1}` : 'the answer'}
                </a>
              </span>
            ))}
            )
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * "Summary confirmed by the respondent" (or corrected, skipped, waiting): what the interviewer read back, each point
 * linked to the messages it rests on, the respondent's correction in their own words, and who wrote the points.
 */
export function MemberCheckBlock({ check }: { check: MemberCheckBlockData }) {
  if (check.outcome === 'not-reached') return null;
  const heading = OUTCOME_HEADINGS[check.outcome];
  return (
    <section aria-label={heading} className={`w-full rounded-lg border p-4 ${tones[check.outcome]}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 className="text-sm font-semibold text-slate-900">{heading}</h3>
        {check.answeredAt && <DateTime value={check.answeredAt} className="text-xs text-slate-500" />}
      </div>
      <p className="mt-2 text-xs font-medium tracking-wide text-slate-600 uppercase">What the interviewer read back</p>
      <Points points={check.points} />
      {check.correction && (
        <>
          <p className="mt-3 text-xs font-medium tracking-wide text-slate-600 uppercase">The respondent’s correction</p>
          <blockquote className="mt-1 border-l-4 border-amber-400 pl-3 text-sm break-words whitespace-pre-wrap text-slate-900">
            <a href={`#message-${check.correction.messageId}`} className="hover:underline">
              {check.correction.text}
            </a>
          </blockquote>
          {correctsLine(check.points, check.correction) && (
            <p className="mt-1 text-xs text-slate-600">{correctsLine(check.points, check.correction)}.</p>
          )}
        </>
      )}
      <p className="mt-3 text-xs text-slate-500">{summaryEngineNote(check.engine, check.droppedPoints)}</p>
      <HowThisWasMade madeBy={check.madeBy ? [check.madeBy] : []} className="mt-3" />
    </section>
  );
}
