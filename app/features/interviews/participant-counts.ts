// Shared by the server (export) and the browser (dashboard, participants list): no server imports here.

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "12 participants · 3 AI respondents": real participants first, AI respondents apart, and only when there are some. */
export function participantCounts(participants: number, aiRespondents: number): string {
  const real = counted(participants, 'participant', 'participants');
  return aiRespondents > 0 ? `${real} · ${counted(aiRespondents, 'AI respondent', 'AI respondents')}` : real;
}

/** "3 AI respondents". */
export const aiRespondentCount = (n: number) => counted(n, 'AI respondent', 'AI respondents');
