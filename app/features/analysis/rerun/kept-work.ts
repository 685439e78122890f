// Shared by the server and the browser.

/** The researcher's own work that a re-run keeps, counted. */
export type KeptWork = {
  editedAnswers: number;
  votes: number;
  customRecommendations: number;
  editedRecommendations: number;
  manualOverrides: number;
};

export const NO_KEPT_WORK: KeptWork = {
  editedAnswers: 0,
  votes: 0,
  customRecommendations: 0,
  editedRecommendations: 0,
  manualOverrides: 0,
};

const NAMES: [keyof KeptWork, string, string][] = [
  ['editedAnswers', 'edited answer', 'edited answers'],
  ['votes', 'vote', 'votes'],
  ['customRecommendations', 'custom recommendation', 'custom recommendations'],
  ['editedRecommendations', 'edited recommendation', 'edited recommendations'],
  ['manualOverrides', 'manual override', 'manual overrides'],
];

/** "3 edited answers and 12 votes will be kept."; null when there is nothing to keep. */
export function keptSentence(work: KeptWork): string | null {
  const parts = NAMES.filter(([key]) => work[key] > 0).map(([key, one, many]) => `${work[key]} ${work[key] === 1 ? one : many}`);
  if (parts.length === 0) return null;
  const list = parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
  return `${list} will be kept.`;
}
