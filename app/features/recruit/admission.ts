import type { RecruitSettings, ScreenerAnswer, ScreenerQuestion } from '@db/schema';

import { isWebAddress } from './link-variables';
import { DIALOG_PLACEHOLDER } from './recruit-settings-schema';

/** Where a respondent of a panel study ends up once the rules have spoken. */
export type AdmissionOutcome = 'admitted' | 'screened_out' | 'quota_full' | 'full';

/** Whether an interview is set up for a panel at all; without it its public link behaves as it always did. */
export function isRecruiting(settings: RecruitSettings): boolean {
  return (
    settings.urlVariables.length > 0 ||
    settings.screener.length > 0 ||
    settings.targetCompletes !== null ||
    settings.completionUrl !== null ||
    settings.screenoutUrl !== null ||
    settings.quotaFullUrl !== null
  );
}

/**
 * The screener form as answered: each question's chosen option with the texts as asked, or null when the post is not
 * one the form could send (a question unanswered, an option that is not that question's, a field repeated).
 */
export function readScreenerAnswers(questions: readonly ScreenerQuestion[], fields: Record<string, unknown>): ScreenerAnswer[] | null {
  const answers: ScreenerAnswer[] = [];
  for (const question of questions) {
    const chosen = fields[`q_${question.id}`];
    const option = typeof chosen === 'string' ? question.options.find((o) => o.id === chosen) : undefined;
    if (!option) return null;
    answers.push({ questionId: question.id, question: question.question, optionId: option.id, label: option.label });
  }
  return answers;
}

/** The places already held: towards the target, and per option with a quota. */
export type HeldPlaces = { total: number; byOption: ReadonlyMap<string, number> };

/**
 * The admission rule, pure: an answer that does not qualify screens out; then the target (no place left: full); then
 * the quota of each chosen option (none left: quota full). Anything else is admitted and takes a place.
 */
export function admissionDecision(
  settings: Pick<RecruitSettings, 'screener' | 'targetCompletes'>,
  answers: readonly ScreenerAnswer[],
  held: HeldPlaces,
): AdmissionOutcome {
  const chosen = answers.map((answer) =>
    settings.screener.find((q) => q.id === answer.questionId)?.options.find((o) => o.id === answer.optionId),
  );
  if (chosen.some((option) => !option || !option.qualifies)) return 'screened_out';
  if (settings.targetCompletes !== null && held.total >= settings.targetCompletes) return 'full';
  if (chosen.some((option) => option!.quota !== null && (held.byOption.get(option!.id) ?? 0) >= option!.quota!)) return 'quota_full';
  return 'admitted';
}

/** The owner's address for an outcome that ends the study for a respondent: the quota-full address falls back to the screen-out one. */
export function endAddressOf(settings: RecruitSettings, outcome: Exclude<AdmissionOutcome, 'admitted'>): string | null {
  if (outcome === 'screened_out') return settings.screenoutUrl;
  return settings.quotaFullUrl ?? settings.screenoutUrl;
}

/**
 * An owner's address with its placeholders filled in: each declared `{VARIABLE}` by its captured value (empty when
 * absent) and `{dialog}` by the dialog's short link, each URL-encoded. Only an http(s) address survives; anything
 * else gives null, so a page never links to a scheme the owner could not have saved.
 */
export function fillPlaceholders(
  template: string,
  variables: Readonly<Record<string, string>>,
  declared: readonly string[],
  dialogLink: string,
): string | null {
  const filled = template.replace(/\{([A-Za-z0-9_]+)\}/g, (whole, name: string) => {
    if (name === DIALOG_PLACEHOLDER) return encodeURIComponent(dialogLink);
    return declared.includes(name) ? encodeURIComponent(variables[name] ?? '') : whole;
  });
  try {
    const url = new URL(filled);
    return isWebAddress(url) ? url.href : null;
  } catch {
    return null;
  }
}
