/**
 * The plans of the spec (free 50 participants a month, pro 5000, enterprise custom). Which one a new account gets is
 * the operator's choice (`DEFAULT_PLAN`); `npm run user:plan` moves an account to another.
 */
export const PLANS = ['free', 'pro', 'enterprise'] as const;
export type Plan = (typeof PLANS)[number];

export const isPlan = (value: string): value is Plan => (PLANS as readonly string[]).includes(value);

/** What an operator reads when a plan name is not one of ours. */
export const unknownPlanMessage = (value: string) => `Unknown plan "${value}": use free, pro or enterprise.`;

/** Participants a plan allows each calendar month. */
export const MONTHLY_PARTICIPANTS: Record<Plan, number> = { free: 50, pro: 5000, enterprise: Number.POSITIVE_INFINITY };

/** "free plan (50 participants a month)": how the account commands name a plan. */
export function planLine(plan: Plan): string {
  const cap = MONTHLY_PARTICIPANTS[plan];
  return `${plan} plan (${Number.isFinite(cap) ? `${cap} participants a month` : 'no monthly limit'})`;
}
