import type { MemberCheckPoint } from '@db/schema';
import { cjkCount, countWords, STOPWORDS } from '~/ai/text/words';
import { type MemberCheckPhrases, memberCheckPhrases } from '~/features/member-check/phrases';
import { quotableWords } from '~/features/member-check/quoted-words';
import { languageCode } from '~/lib/languages';

import { isClosingQuestion, isWarmUpQuestion } from './answer-kinds';
import { isBareYesNo, isBareYesNoToOpenQuestion } from './bare-yes-no';
import { isNonAnswer } from './non-answers';
import { tellsByItself } from './told-early';

/** A message of the dialog as the summary reads it. */
export type SummaryMessage = { id: string; role: 'user' | 'assistant'; content: string; questionIndex: number | null; isFlagged: boolean };
export type SummaryQuestion = { title: string; description: string };

export const MAX_POINTS = 5;
/** A correction read back holds about this many of the respondent's words. */
export const POINT_WORDS = 25;
/** A point holds at most this many of the respondent's words: the gist of the answer, not all of it. */
export const GIST_WORDS = 20;
/** A question named by its description is named by this many words of it. */
const QUESTION_NAME_WORDS = 12;

/** The respondent's real answers to each guide question, in order: what the summary may rest on. */
export function answersByQuestion(messages: readonly SummaryMessage[]): Map<number, SummaryMessage[]> {
  const answers = new Map<number, SummaryMessage[]>();
  let asked: number | null = null;
  let askedText = '';
  for (const message of messages) {
    if (message.role === 'assistant') {
      asked = message.questionIndex;
      askedText = message.content;
      continue;
    }
    if (asked === null || message.isFlagged || !message.content.trim()) continue;
    // A refusal, thanks, "nothing more", "I don't know" or "I have said it all" says nothing about the question; a
    // bare yes or no does only to a yes-or-no question.
    if (isNonAnswer(message.content) || isBareYesNoToOpenQuestion(message.content, askedText)) continue;
    answers.set(asked, [...(answers.get(asked) ?? []), message]);
  }
  return answers;
}

/**
 * The built-in member check: each point names one guide question and quotes the gist of the respondent's answer to
 * it (`gistOf`): their words as written, in a few. A question answered only with non-answers ("nothing else comes to
 * mind", "I don't know", "I have told you the most important things") has no point. A question the interviewer passed
 * because the respondent told it before it was asked (`tellers`: question index → the message that told it,
 * `GuidePosition.toldBy`), and not answered on its own, is read back too, by the sentence of that message that tells
 * it (never a sentence another point quotes): a respondent who tells everything at once is summed up as fully as one
 * asked question by question. Up to five points, in the guide's order; with more questions answered, the warm-up and
 * the closing question give way first, then the shortest answers.
 */
export function builtinSummaryPoints(
  questions: readonly SummaryQuestion[],
  messages: readonly SummaryMessage[],
  language: string,
  tellers: ReadonlyMap<number, string> = new Map(),
): MemberCheckPoint[] {
  // "Anything else?" "Yes.": to the closing question a bare yes or no only says whether more is coming.
  const answers = [...answersByQuestion(messages)]
    .filter(([index]) => questions[index])
    .map(([index, said]) => [index, isClosingQuestion(questions, index) ? said.filter((m) => !isBareYesNo(m.content)) : said] as const)
    .filter(([, said]) => said.length > 0);
  // Questions told early first, each by the sentence that tells it (one sentence, one point), which is then not the
  // gist of another answer; unless that answer has no other sentence: its own answer wins.
  const quoted = new Map<string, number>();
  const gists: { index: number; words: string; messageId: string; weight: number; sentence: string }[] = [];
  const own = new Set(answers.map(([index]) => index));
  for (const [index, messageId] of tellers) {
    const message = messages.find((m) => m.id === messageId && m.role === 'user' && !m.isFlagged);
    if (!message || !questions[index] || own.has(index) || isWarmUpQuestion(questions, index) || isClosingQuestion(questions, index))
      continue;
    const tells = (sentence: string) => tellsByItself(questions, index, sentence);
    const gist = gistOf([message], language, questions[index]!.description, { tells, taken: quoted });
    if (!gist || !tells(gist.sentence)) continue;
    quoted.set(gist.sentence, index);
    gists.push({ index, ...gist, weight: countWords(gist.sentence) });
  }
  for (const [index, said] of answers) {
    const { description } = questions[index]!;
    const gist = gistOf(said, language, description, { taken: quoted }) ?? gistOf(said, language, description);
    if (!gist) continue;
    // A sentence a question told early took, which is this answer's only one, is this answer's point.
    const early = gists.findIndex((other) => other.sentence === gist.sentence && quoted.get(other.sentence) === other.index);
    if (early >= 0) gists.splice(early, 1);
    gists.push({ index, ...gist, weight: words(said) });
  }
  // Nothing told about the study's own questions: a read-back of the warm-up ("Introduction: “google”") or the closing
  // question alone sums up nothing, and the interview closes without one.
  if (gists.every(({ index }) => isWarmUpQuestion(questions, index) || isClosingQuestion(questions, index))) return [];
  let chosen = gists;
  if (chosen.length > MAX_POINTS)
    chosen = chosen.filter(({ index }) => !isWarmUpQuestion(questions, index) && !isClosingQuestion(questions, index));
  if (chosen.length > MAX_POINTS) {
    const longest = new Set(
      [...chosen]
        .sort((a, b) => b.weight - a.weight)
        .slice(0, MAX_POINTS)
        .map(({ index }) => index),
    );
    chosen = chosen.filter(({ index }) => longest.has(index));
  }
  const phrases = memberCheckPhrases(language);
  return [...chosen]
    .sort((a, b) => a.index - b.index)
    .map(({ index, words, messageId }) => quotingPoint(phrases, questionName(questions[index]!), words, index, [messageId]));
}

/** Sentences another point quotes already (`taken`), and the sentence that tells the question, which comes first. */
type GistOptions = { taken?: { has(sentence: string): boolean }; tells?: (sentence: string) => boolean };
// Outweighs any count of words: the sentence that tells the question is its gist.
const TELLING = 1000;

/**
 * The gist of an answer (one or more messages): its most informative sentence, the one with the most different words
 * of four letters or more, a sentence that takes up words of the question counting more (the first of equals), the
 * sentences that say nothing (`isNonAnswer`) left out. Quoted as
 * written, from one message, so the quote is a span of it: a sentence of more than `GIST_WORDS` words is cut at its
 * last clause break within them (or after them) and ends with "…"; opening clauses that carry no point ("Well, like I
 * just described, …") are left out. A terse answer gives what it says: "Yes. google. dunno." is read back as
 * “google”, a word without the full stop of a sentence.
 */
export function gistOf(
  said: readonly SummaryMessage[],
  language: string,
  asked = '',
  options: GistOptions = {},
): { words: string; messageId: string; sentence: string } | null {
  // A sentence that takes up the question's own words ("Para mí lo más importante era …" to "¿Qué es lo más
  // importante para ti?") is the answer to it, before a longer one beside it.
  const askedWords = new Set((asked.toLocaleLowerCase().match(/\p{L}{4,}/gu) ?? []).filter((w) => !STOPWORDS.has(w)));
  let best: { sentence: string; messageId: string; score: number } | null = null;
  const seen = new Set<string>();
  for (const message of said) {
    for (const piece of sentencesOf(message.content, language)) {
      const sentence = dropEmptyOpening(piece.replace(/\s+/gu, ' ').trim());
      const key = sentence.toLocaleLowerCase();
      // A question the respondent asks back ("can they charge a restocking fee?") is not what they told.
      if (!sentence || seen.has(key) || options.taken?.has(sentence) || isNonAnswer(sentence) || /[?？¿]\s*$/u.test(sentence)) continue;
      seen.add(key);
      const echoes = new Set((sentence.toLocaleLowerCase().match(/\p{L}{4,}/gu) ?? []).filter((w) => askedWords.has(w))).size;
      const score = informativeWords(sentence) + 5 * Math.min(echoes, 2) + (options.tells?.(sentence) ? TELLING : 0);
      if (!best || score > best.score) best = { sentence, messageId: message.id, score };
    }
  }
  if (!best) return null;
  const { sentence } = best;
  const count = countWords(sentence);
  const words = count > GIST_WORDS ? cutAtClause(sentence, GIST_WORDS) : count <= TERSE_WORDS ? sentence.replace(/\.$/u, '') : sentence;
  return { words, messageId: best.messageId, sentence };
}

/** A gist of this many words or fewer is quoted as words, not as a sentence. */
const TERSE_WORDS = 1;
// A full stop before a word in lower case ends a sentence too ("Yes. google. dunno."), bar common abbreviations.
const LOWER_CASE_SENTENCE = /(?<!\b(?:e\.g|i\.e|etc|vs|approx|ca|bzw|usw|z\.b|d\.h|т\.е|т\.д|т\.п))(?<=[.!?…])\s+(?=\p{Ll})/iu;

/** The sentences of a text, as the language's sentence rules split them, and at a full stop before a small letter. */
function sentencesOf(text: string, language: string): string[] {
  return [...new Intl.Segmenter(languageCode(language), { granularity: 'sentence' }).segment(text)].flatMap(({ segment }) =>
    segment.split(LOWER_CASE_SENTENCE),
  );
}

// Opening clauses that carry no point of their own: a filler ("Well,"), a pointer back ("like I just described,").
// "Um" and "uh" only with their comma: German "um die 7000" is "about 7,000".
const EMPTY_OPENING =
  /^(?:(?:um|uh)[,.…]+\s+|(?:well|umm+|uhh+|hm+|so|oh|okay|ok|honestly|to be honest|i mean|you know|like i (?:just )?(?:said|described|mentioned|told you)|as i (?:just )?(?:said|described|mentioned)|na ja|also|bon|eh bien|pues|bueno|ну|вот|в общем|как я (?:уже )?(?:сказал|сказала|говорил|говорила))[,.!:;—–]?\s+)+/iu;

/** The sentence without its empty opening clauses, unless nothing would be left. */
function dropEmptyOpening(sentence: string): string {
  const rest = sentence.replace(EMPTY_OPENING, '');
  return rest.trim() ? rest : sentence;
}

/** A point that quotes the respondent: the question's name, their words made quotable, and both apart as well. */
export function quotingPoint(
  phrases: MemberCheckPhrases,
  question: string,
  said: string,
  questionIndex: number | null,
  messageIds: string[],
): MemberCheckPoint {
  const words = quotableWords(said);
  return { text: phrases.point(question, words), question, words, questionIndex, messageIds };
}

/** Words that carry sense: those of four letters or more (scripts written without spaces: a word to two characters). */
function informativeWords(text: string): number {
  const spaceless = cjkCount(text);
  const words = new Set(text.toLocaleLowerCase().match(/\p{L}{4,}/gu) ?? []);
  return words.size + Math.floor(spaceless / 2);
}

const words = (said: readonly SummaryMessage[]) => said.reduce((sum, m) => sum + countWords(m.content), 0);

// "Question 3" and the like name nothing: the question's own words do.
const NUMBERED_TITLE = /^(?:question|q|вопрос|pregunta|frage|savol|问题|質問|设问)\s*(?:#\s*)?\d+\.?$/iu;

/** How a point names its question: the title, or the start of the question itself when the title is only a number. */
export function questionName(question: SummaryQuestion): string {
  const title = question.title.trim();
  if (title && !NUMBERED_TITLE.test(title)) return title;
  return cutToWords(question.description.trim(), QUESTION_NAME_WORDS) || title;
}

// Openers that carry no sense of their own, left out of the point.
const FILLER_START = /^(?:(?:um|uh)[,.…]+\s+|(?:well|umm+|uhh+|hm+|so|oh|okay|ok)[,.!]?\s+)+/iu;
const CLAUSE_END = /[,;:—–]\s|[，；：、]/gu;

/**
 * The respondent's answer shortened without changing its sense: whole sentences from the start while they fit in
 * about 25 words; a first sentence that is longer is cut at its last clause break that fits (or at the word limit) and
 * ends with an ellipsis, so the reader sees that words were left out.
 */
export function shortenAnswer(answer: string, language: string): string {
  const text = answer.replace(/\s+/g, ' ').trim();
  const sentences = [...new Intl.Segmenter(languageCode(language), { granularity: 'sentence' }).segment(text)]
    .map((s) => s.segment.trim())
    .filter(Boolean);
  const kept: string[] = [];
  let total = 0;
  for (const sentence of sentences) {
    // A sentence said again adds nothing to the point.
    if (kept.some((k) => k.toLocaleLowerCase() === sentence.toLocaleLowerCase())) continue;
    const count = countWords(sentence);
    if (kept.length > 0 && total + count > POINT_WORDS) break;
    kept.push(sentence);
    total += count;
  }
  let shortened = kept.join(' ').replace(FILLER_START, '');
  if (countWords(shortened) > POINT_WORDS + 5) shortened = cutAtClause(shortened, POINT_WORDS);
  return shortened.charAt(0).toLocaleUpperCase(languageCode(language)) + shortened.slice(1);
}

/** The longest start of `text` ending at a clause break within `limit` words, else the first `limit` words; with "…". */
function cutAtClause(text: string, limit: number): string {
  let best = '';
  for (const match of text.matchAll(CLAUSE_END)) {
    const head = text.slice(0, match.index).trim();
    const count = countWords(head);
    if (count > limit) break;
    if (count >= 5) best = head;
  }
  return `${best || cutToWords(text, limit, false)}…`;
}

const CUT_PUNCTUATION = new Set([' ', ',', ';', ':', '—', '–', '-']);

/** The first `limit` words (characters two to a word in scripts written without spaces). */
function cutToWords(text: string, limit: number, ellipsis = true): string {
  if (countWords(text) <= limit) return text;
  const spaced = text.split(' ');
  const head = spaced.length > 1 ? spaced.slice(0, limit).join(' ') : [...text].slice(0, limit * 2).join('');
  let end = head.length;
  while (end > 0 && CUT_PUNCTUATION.has(head[end - 1]!)) end -= 1;
  const trimmed = head.slice(0, end);
  return ellipsis ? `${trimmed}…` : trimmed;
}
