import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';

import { EmptyState } from '~/components/ui/EmptyState';

import { GuardSummary } from '../sample/GuardFlags';
import { BarList, ScoreHistogram } from './charts';
import type { Overview } from './overview.server';
import { RespondentChecksPanel } from './RespondentChecksPanel';
import type { SaturationView } from './saturation.server';
import { SaturationSection } from './SaturationSection';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const percent = (part: number, whole: number) => (whole ? `${Math.round((part / whole) * 100)} %` : '—');
const oneDecimal = (n: number) => (Math.round(n * 10) / 10).toLocaleString('en-GB');

function Stat({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums text-slate-900">{value}</dd>
      {detail && <dd className="mt-1 text-xs text-slate-500">{detail}</dd>}
    </div>
  );
}

function Section({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <section id={id} className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 md:p-6">
      <h2 className="mb-4 text-base font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/**
 * The Overview sub-tab: counts, completion, answer length and duration, drop-off, coverage, saturation and the score
 * histogram.
 */
export function OverviewPanel({
  overview,
  saturation,
  links,
}: {
  overview: Overview;
  saturation: SaturationView;
  links: { sample: string; recruit: string; aiAnalysis: string };
}) {
  const { analysed, all } = overview;
  if (all.real + all.generated === 0) {
    return (
      <EmptyState title="No dialogs to analyse yet">
        Once respondents answer, their dialogs are counted here.{' '}
        <Link to={links.recruit} className="font-medium text-brand-700 underline">
          Share the interview
        </Link>{' '}
        to collect some.
      </EmptyState>
    );
  }
  const scope = analysed.bySample
    ? 'included by the sample'
    : analysed.includesGenerated
      ? 'AI respondents included'
      : 'real participants only';
  const duration = overview.medianDurationMinutes;
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label="Dialogs in this report" value={String(analysed.total)} detail={scope} />
        <Stat
          label="Completion rate"
          value={analysed.completionRate === null ? '—' : percent(analysed.completed, analysed.total)}
          detail={`${analysed.completed} completed · ${analysed.inProgress} in progress`}
        />
        <Stat
          label="Median answer length"
          value={overview.medianAnswerWords === null ? '—' : `${oneDecimal(overview.medianAnswerWords)} words`}
        />
        <Stat
          label="Median duration"
          value={duration === null ? '—' : duration < 1 ? '< 1 min' : `${oneDecimal(duration)} min`}
          detail="completed dialogs"
        />
      </dl>
      <p className="text-sm text-slate-600">
        {all.generated === 0
          ? `The interview has ${plural(all.real, 'real participant')}.`
          : `The interview has ${plural(all.real, 'real participant')} and ${plural(all.generated, 'AI respondent')}${analysed.includesGenerated ? '.' : '; simulated dialogs are left out of this report.'}`}
      </p>

      <div className="grid gap-4 lg:grid-cols-2">
        <Section title="Where unfinished dialogs stopped">
          {analysed.inProgress === 0 ? (
            <p className="text-sm text-slate-600">Every dialog in this report is completed.</p>
          ) : (
            <BarList
              label="Unfinished dialogs by the question they stopped at"
              rows={overview.stoppedAt.map((r) => ({
                key: r.index,
                label: r.index < 0 ? r.title : `${r.index + 1}. ${r.title}`,
                value: r.count,
              }))}
              total={analysed.inProgress}
              unit={(n) => String(n)}
            />
          )}
        </Section>
        <Section title="Coverage per question">
          {overview.coverage.length === 0 ? (
            <p className="text-sm text-slate-600">The interview has no questions.</p>
          ) : (
            <BarList
              label="Dialogs that answered each question"
              rows={overview.coverage.map((r) => ({ key: r.index, label: `${r.index + 1}. ${r.title}`, value: r.count }))}
              total={analysed.total}
              unit={(n) => `${n} (${percent(n, analysed.total)})`}
            />
          )}
        </Section>
      </div>

      <Section title="Saturation" id="saturation">
        <SaturationSection saturation={saturation} aiAnalysis={links.aiAnalysis} />
      </Section>

      <RespondentChecksPanel checks={overview.respondentChecks} />

      <Section title="Quality scores">
        {overview.sample ? (
          <div className="space-y-3">
            <ScoreHistogram bins={overview.sample.bins} threshold={overview.sample.threshold} />
            <p className="text-sm text-slate-700">
              {plural(overview.sample.scored, 'dialog')} scored; {overview.sample.included} included at threshold{' '}
              {overview.sample.threshold}.
            </p>
            <GuardSummary counts={overview.sample.guard} />
          </div>
        ) : (
          <p className="text-sm text-slate-600">
            No sample yet.{' '}
            <Link to={links.sample} className="font-medium text-brand-700 underline">
              Score the dialogs
            </Link>{' '}
            to see their quality here and choose which ones count.
          </p>
        )}
      </Section>
    </div>
  );
}
