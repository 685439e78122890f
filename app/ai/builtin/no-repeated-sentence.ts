/**
 * The interviewer never says the same sentence twice in one dialog: "Could you give me an example?" or "That is
 * helpful, thank you." heard a second time reads like a machine that does not listen. Sentences are compared
 * normalised (case, spaces, punctuation and quote marks aside). Pure.
 */

/** A sentence as compared: lower case, letters, digits and single spaces only. */
export function normalisedSentence(sentence: string): string {
  return sentence
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The sentences of a message, as said (a sentence ends with . ! ? … or their full-width forms, or a line break; a point
 * inside a number, "16.500 €", ends none).
 */
export function sentencesOf(message: string): string[] {
  return message
    .split(/(?<=[.!?…。！？])(?!\d)\s*|\n+/u)
    .map((s) => s.trim())
    .filter((s) => normalisedSentence(s) !== '');
}

/** The normalised sentences of the earlier messages. */
export function saidSentences(previous: readonly string[]): Set<string> {
  return new Set(previous.flatMap(sentencesOf).map(normalisedSentence));
}

/** The sentences of `message` said before, in the order they come. */
export function repeatedSentences(message: string, said: ReadonlySet<string>): string[] {
  return sentencesOf(message).filter((s) => said.has(normalisedSentence(s)));
}

/**
 * The message without the sentences said before, or null when what it asks (`asks`, its question) was said before or
 * nothing is left: an acknowledgement or a lead-in said before is left out, a question said before rules the message out.
 */
export function withoutRepeats(message: string, asks: string, said: ReadonlySet<string>): string | null {
  if (asks && sentencesOf(asks).some((s) => said.has(normalisedSentence(s)))) return null;
  const kept = sentencesOf(message).filter((s) => !said.has(normalisedSentence(s)));
  if (!kept.length) return null;
  // Unspaced scripts join sentences without a space.
  return kept.join(' ').replace(/([。！？])\s+/gu, '$1');
}

/** How many sentences of the interviewer's messages repeat one of its own earlier sentences, in one dialog. */
export function sentencesSaidTwice(messages: readonly string[]): number {
  const said = new Set<string>();
  let twice = 0;
  for (const message of messages) {
    const own = sentencesOf(message).map(normalisedSentence);
    twice += own.filter((s) => said.has(s)).length;
    own.forEach((s) => said.add(s));
  }
  return twice;
}
