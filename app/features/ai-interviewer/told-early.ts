import { toldEarlier } from './already-told';

type GuideQuestion = { title: string; description: string };
type Spoken = { id: string; content: string };

/**
 * The respondent message that told each of the guide `questions` at `indexes` before it was asked: the first message
 * that tells it by itself, at length before in passing. A question told only by several messages together (or by the
 * bio of an individual link) has none: its answer is not pinned on one message it may not be in.
 */
export function tellersOf(questions: readonly GuideQuestion[], indexes: readonly number[], spoken: readonly Spoken[]): Map<number, string> {
  const tellers = new Map<number, string>();
  if (indexes.length === 0) return tellers;
  const readings = spoken.map((message) => ({ id: message.id, told: toldEarlier(questions, [message.content]) }));
  for (const index of indexes) {
    const teller = readings.find((r) => r.told[index] === 'at-length') ?? readings.find((r) => r.told[index] !== null);
    if (teller) tellers.set(index, teller.id);
  }
  return tellers;
}

/** Whether a text tells guide question `index` by itself (at length or in passing). */
export const tellsByItself = (questions: readonly GuideQuestion[], index: number, text: string): boolean =>
  toldEarlier(questions, [text])[index] !== null;

/**
 * The part of a message that told guide question `index`: from the first to the last of its sentences that tell it by
 * themselves, a span of the message as written; the whole message when no sentence does alone.
 */
export function toldPart(questions: readonly GuideQuestion[], index: number, message: string): string {
  const sentences = [...new Intl.Segmenter(undefined, { granularity: 'sentence' }).segment(message)].map(({ segment, index: start }) => ({
    start,
    end: start + segment.length,
    text: segment,
  }));
  const telling = sentences.filter((sentence) => tellsByItself(questions, index, sentence.text.trim()));
  if (telling.length === 0) return message;
  return message.slice(telling[0]!.start, telling.at(-1)!.end).trim();
}
