/** What the interviewer must do in its next message; the dialog's position in the guide decides it. */
export type Directive =
  | { kind: 'ask'; question: { title: string; description: string }; isFirst: boolean }
  | { kind: 'probe'; question: { title: string; description: string }; answer: string }
  | { kind: 'close' }
  | { kind: 'stay-on-topic'; question: { title: string; description: string } | null };

export type Candidate = { response: string; score: number; reason: string };
