export const FLAG_LABELS: Record<string, string> = {
  'no-answers': 'No answers',
  'low-effort': 'Low effort',
  gibberish: 'Gibberish',
  'copies-question': 'Copies the question',
  'off-topic': 'Off-topic',
  manipulation: 'Manipulation attempt',
  duplicate: 'Near-duplicate',
  'low-coverage': 'Low coverage',
};
