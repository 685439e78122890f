/** The steps of Run Analysis, in their order: each reads what the ones before it stored. */
export const RUN_STEPS = [
  'Coding dialogs',
  'Topics across dialogs',
  'Recommendations',
  'Question insights summary',
  'Business insights summary',
  'Executive summary',
] as const;

/** "Step 2 of 6: Topics across dialogs". */
export function stepLabel(index: number): string {
  const step = Math.min(Math.max(index, 0), RUN_STEPS.length - 1);
  return `Step ${step + 1} of ${RUN_STEPS.length}: ${RUN_STEPS[step]}`;
}

/** A step as a failure names it: "Recommendations (step 3 of 6)". */
export function stepName(index: number): string {
  return `${RUN_STEPS[index] ?? 'A step'} (step ${index + 1} of ${RUN_STEPS.length})`;
}

/** How far the whole run is, 0 to 100: the steps done and the share done of the one under way. */
export function runPercent(step: number, progress: number, total: number): number {
  const within = total > 0 ? Math.min(progress / total, 1) : 0;
  return Math.round(((Math.min(step, RUN_STEPS.length) + within) / RUN_STEPS.length) * 100);
}
