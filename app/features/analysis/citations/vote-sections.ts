// Shared by the server and the browser.

/** The parts of the AI Analysis page a quote can be voted on in: where a vote from an earlier run is listed. */
export type VoteSection =
  'dialogs' | 'answers' | 'recommendations' | 'key-topics' | 'blocks' | 'coding-insights' | 'question-insights' | 'business-insights';
