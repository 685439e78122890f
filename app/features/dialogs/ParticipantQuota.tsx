import { MONTHLY_PARTICIPANTS } from '~/lib/plans';

import type { ParticipantQuota as Quota } from './dialogs.server';

const PLAN_NAMES: Record<Quota['plan'], string> = { free: 'Free plan', pro: 'Pro plan', enterprise: 'Enterprise plan' };
const dayAndMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });

const TONES = {
  ok: { box: 'border-slate-200 bg-white text-slate-700', bar: 'bg-brand-600' },
  warning: { box: 'border-amber-300 bg-amber-50 text-amber-900', bar: 'bg-amber-500' },
  exhausted: { box: 'border-red-300 bg-red-50 text-red-800', bar: 'bg-red-600' },
} as const;

/**
 * The owner's participants this month (every interview of theirs) against the plan's monthly quota, with a warning
 * before it runs out and a clear message once it has: new respondents on public links are then turned away.
 */
export function ParticipantQuota({
  quota,
  className = '',
}: {
  quota: Omit<Quota, 'resetsAt'> & { resetsAt: Date | string };
  className?: string;
}) {
  const { used, limit, state } = quota;
  const resets = dayAndMonth.format(new Date(quota.resetsAt));
  const tone = TONES[state];
  const share = limit ? Math.min(100, Math.round((used / limit) * 100)) : 0;
  return (
    <section aria-label="Participants this month" className={`rounded-lg border px-4 py-3 text-sm ${tone.box} ${className}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p>
          <span className="font-medium">Participants this month: </span>
          {/* "used / allowed": "N of 50" is the dashboard's count of interviews. */}
          {limit === null ? `${used} (no monthly limit)` : `${used} / ${limit}`}
          <span> · {PLAN_NAMES[quota.plan]}</span>
        </p>
        {limit !== null && (
          <div className="hidden h-1.5 w-32 overflow-hidden rounded-full bg-slate-200 sm:block" aria-hidden="true">
            <div className={`h-full ${tone.bar}`} style={{ width: `${share}%` }} />
          </div>
        )}
      </div>
      {state === 'warning' && limit !== null && (
        <p className="mt-1">
          {limit - used === 1 ? 'One participant is' : `${limit - used} participants are`} left this month. Once all {limit} are used, new
          respondents on your public links are turned away until {resets}.
        </p>
      )}
      {state === 'exhausted' && limit !== null && (
        <p className="mt-1 font-medium">
          All {limit} participants of this month are used: new respondents on your public links are turned away until {resets}. Dialogs
          already started can finish, and individual links still work.
        </p>
      )}
      {state === 'exhausted' && limit !== null && (
        <p className="mt-1">
          {/* Self-hosted, no one sells a plan: the operator moves the account to another one from the server. */}
          On a self-hosted installation, whoever runs the server can raise the limit with{' '}
          <code className="break-words font-mono text-xs">npm run user:plan -- {'<your email>'} enterprise</code> (no monthly limit; pro
          allows {MONTHLY_PARTICIPANTS.pro}), or give every new account a plan with <code className="font-mono text-xs">DEFAULT_PLAN</code>.
        </p>
      )}
    </section>
  );
}
