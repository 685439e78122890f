/**
 * Answers that read like a chatbot's. Offline and transparent: each answer earns points for what a chatbot's answer
 * has and a person's chat answer rarely has, and reads like a chatbot from `MACHINE_THRESHOLD` points:
 *   - an assistant's words to its user ("Great question!", "I hope this helps", "In summary"): 2 each;
 *   - Markdown (a list, a heading, bold): 3;
 *   - stock style words ("Overall,", "Additionally,", "plays a crucial role", "As a nurse, I …"): 1 each, at most 3;
 *   - a dash between words (—), which a phone keyboard does not offer: 1;
 *   - the question restated before the answer: 1;
 *   - long polished sentences without one personal detail (a number, a name or place, a time): 1.5, and 0.5 more
 *     without "I" or "my", and 0.5 more when the sentences are all of a length;
 *   - in the dialog: the same opening or stock phrase in three answers or more (1), and every answer long (1);
 *   - less 1.5 for the marks of typing in a chat (no capital at the start, no full stop at the end, "lol", "!!").
 * Points, not a model: a researcher can read why an answer was flagged. The labelled set of `npm run bench:quality`
 * measures it; a person's answers from the project's corpora must stay below the threshold.
 */
import { normaliseForMatching } from '~/ai/injection';
import { countWords } from '~/ai/text/words';

import { ASSISTANT_PATTERNS, STYLE_PATTERNS } from './machine-phrases';

/** One respondent answer and the interviewer's words it answers. `number` counts the dialog's answers from 1. */
export type GuardAnswer = { number: number; text: string; question: string };
/**
 * `isTelling`: the answer has a sign a person's answer rarely has (an assistant's words, Markdown, stock phrases, a
 * typeset dash, the question restated, the dialog's repeated phrasing), not only polish without a personal detail,
 * which a thoughtful person's answer may have too.
 */
export type MachineReading = { number: number; points: number; reasons: string[]; quote: string; isTelling: boolean };

export const MACHINE_THRESHOLD = 3;
const MIN_WORDS = 5;
const LONG_ANSWER_WORDS = 35;
const LONG_ANSWER_CHARS = 200;
const LONG_SENTENCE_WORDS = 13;
const LONG_SENTENCE_CHARS = 80;

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;

const sentencesOf = (text: string) =>
  text
    .replace(/\n[ \t]{0,8}[-*•][ \t]{1,8}/g, '\n')
    .split(/(?<=[.!?。！？])\s*|\n+/u)
    .map((s) => s.trim())
    .filter((s) => countWords(s) > 0);

// ------------------------------------------------------------------------------------------------ Markdown

const MARKDOWN_LIST_LINE = /^\s*(?:[-*•]|\d{1,2}[.)])\s+\S/u;
const MARKDOWN_HEADING = /^[ \t]{0,8}#{1,6}[ \t]{1,8}\S/mu;
const MARKDOWN_BOLD = /\*\*[^*\n]{1,80}\*\*|__[^_\n]{1,80}__/u;

function markdownOf(text: string): string | null {
  if (MARKDOWN_HEADING.test(text)) return 'a Markdown heading';
  if (text.split('\n').filter((line) => MARKDOWN_LIST_LINE.test(line)).length >= 2) return 'a Markdown list';
  if (MARKDOWN_BOLD.test(text)) return 'Markdown bold';
  return null;
}

// ------------------------------------------------------------------------------------------------ personal detail

const NUMBER_WORDS =
  'two three four five six seven eight nine ten eleven twelve fifteen twenty thirty forty fifty hundred half dozen couple ' +
  'dos tres cuatro cinco seis siete ocho nueve diez once doce quince veinte treinta cien media mitad ' +
  'eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf fünfzehn zwanzig dreißig hundert halb halbe hälfte ' +
  'deux trois quatre cinq six sept huit neuf dix douze quinze vingt trente cent demi moitié ' +
  'один одна два две три четыре пять шесть семь восемь девять десять двадцать сто половина ' +
  'bir ikki uch to‘rt besh olti yetti sakkiz to‘qqiz o‘n yigirma yuz yarim';
const TIME_WORDS =
  'yesterday today tonight morning mornings evening evenings night weekend weekends monday tuesday wednesday thursday friday saturday sunday ' +
  'january february march april may june july august september october november december christmas easter summer winter spring autumn ' +
  'ayer hoy mañana mañanas tarde tardes noche noches finde lunes martes miércoles jueves viernes sábado domingo enero febrero marzo abril ' +
  'mayo junio julio agosto septiembre octubre noviembre diciembre navidad verano invierno ' +
  'gestern heute morgen morgens abend abends nacht wochenende montag dienstag mittwoch donnerstag freitag samstag sonntag januar februar ' +
  'märz mai juni juli oktober dezember weihnachten sommer winter frühling herbst feierabend ' +
  'hier matin soir nuit lundi mardi mercredi jeudi vendredi samedi dimanche été hiver ' +
  'вчера сегодня утром вечером ночью выходные понедельник вторник среду четверг пятницу субботу воскресенье летом зимой ' +
  'kecha bugun ertalab kechqurun dushanba shanba yakshanba';
const DETAIL_WORDS = new Set(`${NUMBER_WORDS} ${TIME_WORDS}`.split(' '));
const FIRST_PERSON = new Set(
  (
    "i i'm i've i'd i'll my me mine myself we our us yo mi mis me conmigo nosotros nuestro nuestra ich mein meine meinen meinem meiner mir mich wir unser unsere " +
    "je j' moi mon ma mes nous notre я мой моя моё мои мне меня мы наш men mening menga biz"
  ).split(' '),
);
const CJK_FIRST_PERSON = /[我私僕俺]/u;
const CJK_DETAIL = /[0-9０-９一二三四五六七八九十百千万两]|(?:昨日|今日|明日|週末|月曜|昨天|今天|周末|星期)/u;

/** A number, a time, or (outside German, which capitalises every noun) a name or place in mid-sentence. */
function hasPersonalDetail(text: string, sentences: readonly string[]): boolean {
  if (/\d/u.test(text) || CJK_DETAIL.test(text)) return true;
  const words = normaliseForMatching(text).match(WORD) ?? [];
  if (words.some((w) => DETAIL_WORDS.has(w))) return true;
  const german = /\b(?:und|nicht|ich|ist|die|der|das)\b/u.test(text);
  if (german) return false;
  return sentences.some((sentence) => {
    const inner = sentence.match(/(?<=[\p{L},;] )\p{Lu}[\p{Ll}]+/gu) ?? [];
    return inner.some((word) => word !== 'I' && !/^I['’]/u.test(word));
  });
}

const hasFirstPerson = (text: string) =>
  CJK_FIRST_PERSON.test(text) || (normaliseForMatching(text).match(WORD) ?? []).some((w) => FIRST_PERSON.has(w));

// ------------------------------------------------------------------------------------------------ chat typing

const CHAT_MARKS = /(?:\.\.(?!\.)|!!|\?\?|\blol\b|\bhaha|\btbh\b|\bidk\b|\bgonna\b|\bkinda\b|\bwanna\b|\bjaja|\bxd\b|:\)|:D|;\))/iu;

/** Typed in a chat rather than composed: no capital at the start, no full stop at the end, or a chat mark. */
function looksTyped(text: string): boolean {
  const trimmed = text.trim();
  if (CHAT_MARKS.test(trimmed)) return true;
  const first = trimmed.match(/\p{L}/u)?.[0];
  if (first && first !== first.toUpperCase() && /[\p{Script=Latin}\p{Script=Cyrillic}]/u.test(first)) return true;
  return !/[.!?。！？)"”»]$/u.test(trimmed);
}

// ------------------------------------------------------------------------------------------------ the question restated

const QUESTION_STOPWORDS = new Set(
  (
    'the a an and or of to in on at for with from is are was were be do does did you your yours what which how why when where who ' +
    'that this it its as about any anything else would could can there have has had me my i el la los las de y en que un una por ' +
    'con para es tu tus qué cómo cuál por der die das und ist ein eine sie ihr ihre ihrem ihren was wie wo warum zu mit für von'
  ).split(' '),
);
const contentWords = (text: string) =>
  (normaliseForMatching(text).match(WORD) ?? []).filter((w) => w.length > 2 && !QUESTION_STOPWORDS.has(w)).map((w) => w.slice(0, 6));

function restatesQuestion(sentences: readonly string[], question: string): boolean {
  const asked = new Set(contentWords(question));
  if (asked.size < 3 || sentences.length < 2) return false;
  const opening = new Set(contentWords(sentences[0]!));
  const shared = [...asked].filter((w) => opening.has(w)).length;
  return shared >= 3 && shared / asked.size >= 0.5;
}

// ------------------------------------------------------------------------------------------------ one answer

type Reading = MachineReading & { openers: string[]; long: boolean; generic: boolean; considered: boolean };

const POLISH = 'long polished sentences without a personal detail';

/** The answer from `at` (a place in its whitespace-collapsed form), 48 characters at most, "…" where cut. */
const quoteOf = (text: string, at = 0) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  const rest = flat.slice(at);
  const quote = rest.length > 48 ? `${rest.slice(0, 47).trimEnd()}…` : rest;
  return at > 0 ? `…${quote}` : quote;
};

/** Where a match starts, past the sentence end a `^` pattern matches before it. */
const matchStart = (m: RegExpExecArray) => m.index + (/^[^\p{L}\p{N}]*/u.exec(m[0])?.[0].length ?? 0);

function readAnswer(answer: GuardAnswer): Reading {
  const text = answer.text.trim();
  const words = countWords(text);
  const sentences = sentencesOf(text);
  const normal = normaliseForMatching(text);
  const reasons: string[] = [];
  let points = 0;
  let quoteAt: number | null = null;
  const openers: string[] = [];

  const markdown = markdownOf(text);
  if (markdown) {
    points += 3;
    reasons.push(markdown);
  }
  if (words < MIN_WORDS && !markdown)
    return {
      number: answer.number,
      points: 0,
      reasons: [],
      quote: '',
      isTelling: false,
      openers,
      long: false,
      generic: false,
      considered: false,
    };

  const assistant = ASSISTANT_PATTERNS.map((p) => ({ p, m: p.pattern.exec(normal) })).filter((x) => x.m);
  if (assistant.length) {
    points += Math.min(4, 2 * assistant.length);
    reasons.push('the words of an assistant');
    quoteAt = Math.min(...assistant.map((x) => matchStart(x.m!)));
    openers.push(...assistant.map((x) => x.p.source));
  }
  const style = STYLE_PATTERNS.map((p) => ({ p, m: p.pattern.exec(normal) })).filter((x) => x.m);
  if (style.length) {
    points += Math.min(3, style.length);
    reasons.push('stock phrases');
    quoteAt ??= Math.min(...style.map((x) => matchStart(x.m!)));
    openers.push(...style.map((x) => x.p.source));
  }
  if (/\p{L}\s?[—–]\s?\p{L}/u.test(text)) {
    points += 1;
    reasons.push('a typeset dash');
  }
  if (words >= 20 && restatesQuestion(sentences, answer.question)) {
    points += 1;
    reasons.push('the question restated');
  }
  const sentenceWords = sentences.map(countWords);
  const mean = sentenceWords.reduce((a, b) => a + b, 0) / Math.max(1, sentenceWords.length);
  const meanChars = sentences.reduce((sum, s) => sum + s.length, 0) / Math.max(1, sentences.length);
  const long = words >= LONG_ANSWER_WORDS || text.length >= LONG_ANSWER_CHARS;
  const polished = long && sentences.length >= 2 && (mean >= LONG_SENTENCE_WORDS || meanChars >= LONG_SENTENCE_CHARS) && !looksTyped(text);
  const generic = polished && !hasPersonalDetail(text, sentences);
  if (generic) {
    points += 1.5;
    reasons.push(POLISH);
    if (!hasFirstPerson(text)) points += 0.5;
    if (sentences.length >= 3) {
      const sd = Math.sqrt(sentenceWords.reduce((sum, n) => sum + (n - mean) ** 2, 0) / sentenceWords.length);
      if (sd / mean < 0.3) points += 0.5;
    }
  }
  // A Markdown list has no full stops either: that is no mark of typing.
  if (!markdown && looksTyped(text)) points -= 1.5;
  // How the answer opens, for the same phrasing across answers: its first three words.
  const start = (normal.match(WORD) ?? []).slice(0, 3).join(' ');
  if (start) openers.push(`start:${start}`);
  return {
    number: answer.number,
    points,
    reasons,
    isTelling: false,
    quote: quoteOf(text, quoteAt === null ? 0 : originalOffset(text, normal, quoteAt)),
    openers,
    long,
    generic,
    considered: true,
  };
}

/**
 * Where a quote of a match starts in the answer as written (whitespace collapsed): the start of its sentence when the
 * match is near it, else the word the match starts on. The normalised text is about as long, so its offset is close.
 */
function originalOffset(text: string, normal: string, at: number): number {
  const flat = text.replace(/\s+/g, ' ').trim();
  const guess = Math.min(flat.length, Math.round(at * (flat.length / Math.max(1, normal.length))));
  const before = flat.slice(0, guess);
  const ends = ['. ', '! ', '? ', ': ', '。', '！', '？'].map((end) => {
    const found = before.lastIndexOf(end);
    return found < 0 ? 0 : found + end.length;
  });
  const sentenceStart = Math.max(0, ...ends);
  if (guess - sentenceStart <= 30) return sentenceStart;
  return before.lastIndexOf(' ') + 1;
}

// ------------------------------------------------------------------------------------------------ the dialog

/** The answers that read like a chatbot, in order. */
export function machineWrittenAnswers(answers: readonly GuardAnswer[]): MachineReading[] {
  return dialogReadings(answers)
    .filter((r) => r.points >= MACHINE_THRESHOLD)
    .map(({ number, points, reasons, quote, isTelling }) => ({ number, points, reasons, quote, isTelling }));
}

/**
 * Each answer's reading, with the dialog's own signs added: the same opening or stock phrase in three answers or
 * more, every answer long, the same polish without a personal detail answer after answer.
 */
function dialogReadings(answers: readonly GuardAnswer[]): Reading[] {
  const readings = answers.map(readAnswer);
  const considered = readings.filter((r) => r.considered);

  const uses = new Map<string, number>();
  for (const reading of considered) for (const opener of new Set(reading.openers)) uses.set(opener, (uses.get(opener) ?? 0) + 1);
  for (const reading of considered) {
    if (reading.openers.some((opener) => (uses.get(opener) ?? 0) >= 3)) {
      reading.points += 1;
      reading.reasons.push('the same phrasing as other answers');
    }
  }
  if (considered.length >= 3 && considered.every((r) => r.long)) {
    for (const reading of considered) reading.points += 1;
  }
  // The same polish without a personal detail, answer after answer.
  if (considered.filter((r) => r.generic).length >= 3) {
    for (const reading of considered.filter((r) => r.generic)) reading.points += 1;
  }
  for (const reading of considered) reading.isTelling = reading.reasons.some((reason) => reason !== POLISH);
  return considered;
}
