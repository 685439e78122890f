import type { ReactNode } from 'react';

import { memberCheckRest, memberCheckSentence, OUTCOME_LABELS } from '~/features/member-check/format';
import type { RespondentChecks } from '~/features/member-check/respondent-checks.server';
import {
  CAPTURED_VIEWS,
  CAPTURED_VIEWS_LABELS,
  PREFERRED_MODE_LABELS,
  PREFERRED_MODES,
  PUBLISHED_REFERENCE,
} from '~/features/member-check/verdict-scale';

import { BarList } from './charts';

const percent = (part: number, whole: number) => (whole ? `${Math.round((part / whole) * 1000) / 10} %` : '—');
const counted = (n: number, whole: number) => `${n} (${percent(n, whole)})`;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 md:p-6">
      <h2 className="mb-4 text-base font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function Reference({ children }: { children: ReactNode }) {
  return <p className="text-xs text-slate-500">{children}</p>;
}

/**
 * The Overview's member check ("N of M confirmed, K corrected, L skipped") and the respondents' verdict: both
 * distributions with their counts, beside the published figures for AI interviews so the study can be compared.
 */
export function RespondentChecksPanel({ checks }: { checks: RespondentChecks }) {
  const { memberCheck, verdict } = checks;
  const rest = memberCheckRest(memberCheck);
  const views = verdict.capturedViews;
  const modes = verdict.preferredMode;
  return (
    <div className="grid items-start gap-4 lg:grid-cols-2">
      <Card title="Summary confirmed by respondents">
        <p className="text-lg font-semibold text-slate-900">{memberCheckSentence(memberCheck)}</p>
        {rest && <p className="mt-1 text-sm text-slate-600">{rest}.</p>}
        <div className="mt-4">
          <BarList
            label="How respondents answered the summary"
            rows={(['confirmed', 'corrected', 'skipped'] as const).map((outcome) => ({
              key: outcome,
              label: OUTCOME_LABELS[outcome],
              value: memberCheck[outcome],
            }))}
            total={memberCheck.dialogs}
            unit={(n) => counted(n, memberCheck.dialogs)}
          />
        </div>
      </Card>
      <Card title="Respondents’ verdict on the interview">
        <div className="space-y-5">
          <div className="space-y-2">
            <h3 className="text-sm font-medium text-slate-800">How well did this interview capture your views?</h3>
            <BarList
              label="How well the interview captured their views"
              rows={CAPTURED_VIEWS.map((v) => ({ key: v, label: CAPTURED_VIEWS_LABELS[v], value: views.counts[v] }))}
              total={views.answered}
              unit={(n) => counted(n, views.answered)}
            />
            <p className="text-sm text-slate-700">
              {views.mean === null
                ? 'No answers yet.'
                : `Mean ${(Math.round(views.mean * 100) / 100).toLocaleString('en-GB')} of 4 (${plural(views.answered, 'answer')}).`}
            </p>
            <Reference>
              Published reference: {PUBLISHED_REFERENCE.capturedViewsMean.toLocaleString('en-GB')} of 4 ({PUBLISHED_REFERENCE.source}).
            </Reference>
          </div>
          <div className="space-y-2">
            <h3 className="text-sm font-medium text-slate-800">
              If you took part in a study like this again, how would you prefer to answer?
            </h3>
            <BarList
              label="How they would prefer to answer next time"
              rows={PREFERRED_MODES.map((m) => ({ key: m, label: PREFERRED_MODE_LABELS[m], value: modes.counts[m] }))}
              total={modes.answered}
              unit={(n) => counted(n, modes.answered)}
            />
            <p className="text-sm text-slate-700">
              {modes.aiShare === null
                ? 'No answers yet.'
                : `An AI interviewer (chat or voice): ${percent(modes.aiShare, 1)}; a human interviewer: ${percent(modes.humanShare ?? 0, 1)} (${plural(modes.answered, 'answer')}).`}
            </p>
            <Reference>
              Published reference: {percent(PUBLISHED_REFERENCE.aiShare, 1)} would choose an AI interviewer,{' '}
              {percent(PUBLISHED_REFERENCE.humanShare, 1)} a human ({PUBLISHED_REFERENCE.source}).
            </Reference>
          </div>
          {verdict.skipped > 0 && (
            <p className="text-sm text-slate-600">{plural(verdict.skipped, 'respondent')} skipped these questions.</p>
          )}
        </div>
      </Card>
    </div>
  );
}
