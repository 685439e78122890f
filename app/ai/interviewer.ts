/** A question of the guide as a directive names it; `role` marks the warm-up and the closing question. */
export type DirectiveQuestion = { title: string; description: string; role?: 'warm-up' | 'closing' };

/** What the interviewer acknowledges before its next question: an ordinary answer, or one of the answers never probed. */
/** `said-before`: asked again, the respondent said they had told it already ("As I said."). */
export type Acknowledgement = 'greeting' | 'answer' | 'introduction' | 'refusal' | 'thanks' | 'no-more' | 'not-known' | 'said-before';

/** What a required-info item asks about, so the built-in interviewer can ask it in the respondent's words. */
export type InfoKind = 'age' | 'occupation' | 'place' | 'family' | 'name' | 'frequency' | 'when' | 'other';

/** What the interviewer must do in its next message; the dialog's position in the guide decides it. */
export type Directive =
  /**
   * `answer` is the respondent's last answer when it was an ordinary one (the interviewer may use its words);
   * `toldEarlier` when the respondent touched on the question's subject before it was asked; `buildsOn` when, asked
   * whether they would do it again and why, they already gave their verdict ('yes' or 'no') but not its reason.
   */
  | {
      kind: 'ask';
      question: DirectiveQuestion;
      isFirst: boolean;
      after?: Acknowledgement;
      answer?: string;
      toldEarlier?: boolean;
      buildsOn?: { verdict: 'yes' | 'no' };
    }
  /** `guide`: the titles and descriptions of the guide's other questions, whose subjects a follow-up leaves to them. */
  /** `reAsk`: the respondent does not know; the question is asked once more, gently (an example, a simpler angle). */
  /** `goAhead`: the respondent said "yes" to "anything else?"; they are invited to say it. */
  /** `clarify`: the respondent asked what the question means; it is put again in other words. */
  | { kind: 'probe'; question: DirectiveQuestion; answer: string; guide?: string; reAsk?: boolean; goAhead?: boolean; clarify?: boolean }
  /** Ask for one item of the interview's required info the respondent has not given, before the next question. */
  | { kind: 'collect'; item: string; info: InfoKind; after?: Acknowledgement; answer?: string }
  /** `farewell` when the respondent said goodbye; `answer` as for `ask`; `given`: the respondent's answers and their words. */
  | { kind: 'close'; farewell?: boolean; answer?: string; given?: { answers: number; words: number } }
  | { kind: 'stay-on-topic'; question: DirectiveQuestion | null };

/** One candidate message with its score out of 10 and the reason; `decision` says why this step was taken. */
export type Candidate = { response: string; score: number; reason: string; decision?: string };
