import { normalise } from '~/ai/quotes/grounding';

// How the built-in engine picks passages: the topic of a question and the part of a message that speaks to it.

const EXCERPT_CHARS = 280;

// Words of a question that say nothing about its topic ("what do respondents say about ...").
const QUESTION_WORDS = new Set(
  `a about above after again all also am an and any anyone anything are as ask asked at be been being both but by can could
  did do does doing done during each either else ever every few for from get got had has have having he her here hers him his
  how i if in into is it its just know like main many me mention mentioned mentions more most much my no nor not of off on
  once only or other our out over own people person please respondent respondents participant participants user users
  customer customers interviewee interviewees said say saying says same see she should so some such talk talked talking
  tell than that the their theirs them then there these they think thought this those through to too under until up us very
  was we were what whats when where which while who whom why will with would you your feel felt opinion opinions view views
  dialog dialogs interview interviews answer answers answered response responses common commonly often top key overall
  anybody someone something thing things want wants wanted wish need needs needed anyone's mention mentioning discuss discussed
  raise raised bring brought complain complained complaint complaints prefer prefers preferred preferring rather favour
  favor favours favors favoured favored choose chooses chose choosing`.split(/\s+/),
);

/** The question's topic words, lower-cased. */
export function topicWords(question: string): string[] {
  return [
    ...new Set(
      normalise(question)
        .text.split(' ')
        .filter((word) => word.length > 2 && !QUESTION_WORDS.has(word)),
    ),
  ];
}

/**
 * Two words of one root: equal, or sharing at least four leading letters and differing only in the last two letters
 * of the shorter ("price", "pricing"; "cancel", "cancelled"), a crude stemmer that needs no language data.
 */
export function sameRoot(a: string, b: string): boolean {
  if (a === b) return true;
  let shared = 0;
  while (shared < a.length && shared < b.length && a[shared] === b[shared]) shared++;
  return shared >= 4 && shared >= Math.min(a.length, b.length) - 2;
}

/** How many of the topic's words the text mentions. */
export function mentions(text: string, topic: readonly string[]): number {
  if (!topic.length) return 0;
  const words = normalise(text).text.split(' ');
  return topic.filter((word) => words.some((other) => sameRoot(word, other))).length;
}

/** A verbatim excerpt of a long message around the sentence that mentions the topic most; short messages whole. */
export function excerpt(text: string, topic: readonly string[]): string {
  const content = text.trim();
  if (content.length <= EXCERPT_CHARS) return content;
  const sentences = [...new Intl.Segmenter('en', { granularity: 'sentence' }).segment(content)].map((s) => ({
    start: s.index,
    end: s.index + s.segment.length,
  }));
  let best = 0;
  let bestScore = -1;
  sentences.forEach((sentence, i) => {
    const score = mentions(content.slice(sentence.start, sentence.end), topic);
    if (score > bestScore) {
      best = i;
      bestScore = score;
    }
  });
  const start = sentences[best]!.start;
  let end = sentences[best]!.end;
  for (let i = best + 1; i < sentences.length && sentences[i]!.end - start <= EXCERPT_CHARS; i++) end = sentences[i]!.end;
  if (end - start > EXCERPT_CHARS) {
    // One long sentence: cut at a word boundary.
    const cut = content.lastIndexOf(' ', start + EXCERPT_CHARS);
    end = cut > start ? cut : start + EXCERPT_CHARS;
  }
  const piece = content.slice(start, end).trim();
  return `${start > 0 ? '… ' : ''}${piece}${end < content.length ? ' …' : ''}`;
}
