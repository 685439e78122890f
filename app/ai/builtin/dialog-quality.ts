/**
 * The built-in sample score: does a dialog hold real, usable evidence for the study? Transparent heuristics, out of 10,
 * with a reason a researcher can check at a glance ("Answered 4 of 5 questions in their own words (avg 38 words); one
 * answer off-topic") and flags naming each problem found.
 *
 * Each respondent answer is read against the guide question it answers (the interviewer message's `questionIndex`, or
 * the guide question that message matches best; a follow-up answers the question before it) and classed, first match
 * wins: an attempt to instruct the interviewer, keyboard mashing, the question copied back, a few words or a stock
 * non-answer ("idk"), off-topic talk (see `offTopicAnswers`), else substantive. The score is coverage
 * of the guide by substantive answers plus their depth (words), less a share for bad answers; manipulation, mashing,
 * copying, off-topic talk and near-duplicates of an earlier dialog cap it below the default threshold.
 *
 * Pure: the caller passes the guide, the messages, precomputed fingerprints of the interview's earlier dialogs and the
 * interview's vocabulary (`studyVocabulary`).
 */
// Named imports: the package is CommonJS without a default export.
import { deu, eng, fra, rus, spa } from 'stopword';

import { looksLikeInjection } from '~/ai/injection';
import { countWords, stem, STOPWORDS } from '~/ai/text/words';

export type GuideQuestion = { title: string; description?: string | null };
export type QualityMessage = { role: 'user' | 'assistant'; content: string; questionIndex?: number | null; isFlagged?: boolean | null };
/** Word 3-gram hashes of a dialog's respondent text, sorted and unique: compute once per dialog with `dialogFingerprint`. */
export type DialogFingerprint = { shingles: Uint32Array };
export type OtherDialog = { label: string; fingerprint: DialogFingerprint };

export type QualityInput = {
  goal: string;
  questions: GuideQuestion[];
  messages: QualityMessage[];
  /** Dialogs of the same interview held before this one: a dialog that repeats one of them is the copy. */
  earlier?: OtherDialog[];
  /** Similarity of two texts in 0..1 (embeddings); when given, an answer with no shared words is off-topic only if this is low too. */
  similarity?: (a: string, b: string) => number;
  /** The words the interview's respondents use (`studyVocabulary`, this dialog included): an answer in them is not off-topic. */
  vocabulary?: StudyVocabulary;
};

export type QualityFlag =
  'no-answers' | 'low-effort' | 'gibberish' | 'copies-question' | 'off-topic' | 'manipulation' | 'duplicate' | 'low-coverage';
export type QualityScore = { score: number; reason: string; flags: QualityFlag[] };
/** The heuristics' score, with the flags found so clearly that they capped it (a model's score is capped by them too). */
export type HeuristicScore = QualityScore & { decisive: QualityFlag[] };

/** The flags that mean a dialog is not real evidence, whatever a model says about it: they cap any score. */
export const CAPPING_FLAGS: Record<string, number> = { gibberish: 2, duplicate: 3, 'copies-question': 3, 'off-topic': 3, manipulation: 4 };

type AnswerKind = 'manipulation' | 'gibberish' | 'copies-question' | 'low-effort' | 'off-topic' | 'substantive';
type Answer = {
  text: string;
  kind: AnswerKind;
  words: number;
  group: number;
  /** What was asked: the interviewer's words and the guide question. */ context: string;
};

const DUPLICATE_CONTAINMENT = 0.5;
const MIN_SHINGLES_FOR_DUPLICATE = 8;
const LOW_EFFORT_MAX_WORDS = 3;

// ------------------------------------------------------------------------------------------------ words and stems

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;
const words = (text: string) => (text.normalize('NFKC').toLowerCase().match(WORD) ?? []).map((w) => w.replace(/’/g, "'"));

const contentStems = (text: string) =>
  words(text)
    .filter((w) => !STOPWORDS.has(w) && w.length > 2)
    .map(stem);

// ------------------------------------------------------------------------------------------------ answer kinds

// Stock non-answers, in the eight interview languages.
const NON_ANSWERS = new Set(
  [
    'idk',
    'i dont know',
    "i don't know",
    'dunno',
    'no idea',
    'not sure',
    'nothing',
    'none',
    'n/a',
    'na',
    'whatever',
    'ok',
    'okay',
    'yes',
    'no',
    'yeah',
    'nope',
    'maybe',
    'sure',
    'fine',
    'good',
    'same',
    'no comment',
    'pass',
    'skip',
    'nah',
    'yep',
    'k',
    'lol',
    'не знаю',
    'да',
    'нет',
    'ничего',
    'нормально',
    'хз',
    'sí',
    'si',
    'no sé',
    'nada',
    'oui',
    'non',
    'je ne sais pas',
    'rien',
    'ja',
    'nein',
    'weiß nicht',
    'keine ahnung',
    'nichts',
    'bilmayman',
    "yo'q",
    'ha',
    '不知道',
    '没有',
    'わかりません',
    'いいえ',
    'はい',
  ].map((s) => s.normalize('NFKC')),
);

const KEYBOARD_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm', 'йцукенгшщзхъ', 'фывапролджэ', 'ячсмитьбю', '1234567890'];
const KEYBOARD_RUNS = new Set<string>();
for (const row of KEYBOARD_ROWS) {
  for (const line of [row, [...row].reverse().join('')]) for (let i = 0; i + 5 <= line.length; i++) KEYBOARD_RUNS.add(line.slice(i, i + 5));
}
const VOWEL = /[aeiouyàáâäèéêëìíîïòóôöùúûüаеёиоуыэюя]/u;
const LATIN_OR_CYRILLIC = /^[\p{Script=Latin}\p{Script=Cyrillic}]+$/u;
const ABBREVIATIONS = new Set([
  'tv',
  'pc',
  'dvd',
  'cd',
  'gps',
  'sms',
  'mr',
  'mrs',
  'dr',
  'st',
  'nhs',
  'bbq',
  'html',
  'css',
  'www',
  'ltd',
  'hr',
  'pm',
  'cv',
]);

/** A word no language has: a keyboard run, one letter or syllable over and over, or no vowel at all. */
function isMashed(word: string): boolean {
  if (!LATIN_OR_CYRILLIC.test(word) || ABBREVIATIONS.has(word)) return false;
  if (/(.{1,3})\1{2,}/u.test(word)) return true;
  for (let i = 0; i + 5 <= word.length; i++) if (KEYBOARD_RUNS.has(word.slice(i, i + 5))) return true;
  if (word.length >= 3 && !VOWEL.test(word)) return true;
  return /[^aeiouyàáâäèéêëìíîïòóôöùúûüаеёиоуыэюя\d]{6,}/u.test(word);
}

function isGibberish(text: string): boolean {
  const all = words(text).filter((w) => !/^\d+$/.test(w));
  if (all.length === 0) return text.replace(/\s/g, '').length >= 3; // only symbols: "....", ";;;;"
  return all.filter(isMashed).length / all.length >= 0.5;
}

// "my" in an answer mirrors "your" in the question.
const MIRROR: Record<string, string> = { i: 'you', me: 'you', my: 'your', mine: 'yours', we: 'you', our: 'your', us: 'you' };

function copiesQuestion(answer: string, asked: string): boolean {
  const answerWords = words(answer).map((w) => MIRROR[w] ?? w);
  if (answerWords.length < 3) return false;
  const questionWords = new Set(words(asked).map((w) => MIRROR[w] ?? w));
  return answerWords.filter((w) => questionWords.has(w)).length / answerWords.length >= 0.8;
}

function isLowEffort(text: string): boolean {
  const normal = words(text).join(' ');
  return (
    countWords(text) <= LOW_EFFORT_MAX_WORDS ||
    NON_ANSWERS.has(normal) ||
    NON_ANSWERS.has(
      text
        .trim()
        .toLowerCase()
        .replace(/(?<![.!?…])[.!?…]+$/u, ''),
    )
  );
}

// ------------------------------------------------------------------------------------------------ fingerprints

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Word 3-grams of everything the respondent wrote, hashed: cheap to store and compare across a whole interview. */
export function dialogFingerprint(messages: Pick<QualityMessage, 'role' | 'content'>[]): DialogFingerprint {
  const all = messages.filter((m) => m.role === 'user').flatMap((m) => words(m.content));
  const set = new Set<number>();
  for (let i = 0; i + 3 <= all.length; i++) set.add(fnv1a(`${all[i]} ${all[i + 1]} ${all[i + 2]}`));
  return { shingles: Uint32Array.from([...set].sort((a, b) => a - b)) };
}

/** Shared 3-grams over the smaller dialog's: 1 when one dialog's text is contained in the other's. */
export function containment(a: DialogFingerprint, b: DialogFingerprint): number {
  const x = a.shingles;
  const y = b.shingles;
  if (x.length === 0 || y.length === 0) return 0;
  let i = 0;
  let j = 0;
  let shared = 0;
  while (i < x.length && j < y.length) {
    if (x[i] === y[j]) {
      shared++;
      i++;
      j++;
    } else if (x[i]! < y[j]!) i++;
    else j++;
  }
  return shared / Math.min(x.length, y.length);
}

// ------------------------------------------------------------------------------------------------ the guide

/**
 * The guide question an interviewer message asks, when it does not say (dialogs recorded before the interviewer
 * stored it): the question whose words it shares most, by stems. A match needs two shared words (or a one-word title
 * said in full) and either a third of the message's words or half of the question title's; null when none fits,
 * and the caller keeps the question before (a follow-up stays on its question). The one matcher every reader uses.
 */
export function matchGuideQuestion(asked: string, guide: readonly GuideQuestion[]): number | null {
  const stems = new Set(contentStems(asked));
  if (stems.size === 0) return null;
  let best: { index: number; score: number; shared: number } | null = null;
  guide.forEach((question, index) => {
    const title = new Set(contentStems(question.title));
    const own = new Set([...title, ...contentStems(question.description ?? '')]);
    const shared = [...stems].filter((s) => own.has(s)).length;
    const titleShare = title.size ? [...title].filter((s) => stems.has(s)).length / title.size : 0;
    const enough = shared >= 2 || (title.size === 1 && titleShare === 1);
    const messageShare = shared / stems.size;
    if (!enough || (messageShare < 0.34 && titleShare < 0.5)) return;
    const score = Math.max(messageShare, titleShare);
    if (!best || score > best.score || (score === best.score && shared > best.shared)) best = { index, score, shared };
  });
  return (best as { index: number } | null)?.index ?? null;
}

/**
 * Each respondent message with the guide question it answers (-1 before the guide starts; a follow-up keeps the
 * question before it) and what was asked: the interviewer's last words and that guide question.
 */
function* answersToGuide(messages: readonly QualityMessage[], guide: readonly GuideQuestion[]) {
  let asked = '';
  let group = -1;
  for (const message of messages) {
    if (message.role === 'assistant') {
      asked = message.content;
      const index = message.questionIndex ?? matchGuideQuestion(message.content, guide);
      if (index !== null && index !== undefined && index >= 0 && index < guide.length) group = index;
      // A question about the respondent (required info) is none of the guide's: its answer is no answer to the guide.
      else if (message.questionIndex === -1) group = -1;
      continue;
    }
    const text = message.content.trim();
    if (!text) continue;
    const question = group >= 0 ? guide[group]! : null;
    yield { message, text, group, context: `${asked} ${question ? `${question.title} ${question.description ?? ''}` : ''}` };
  }
}

// ------------------------------------------------------------------------------------------------ off-topic talk

/*
 * An answer is off-topic when it has nothing to do with the study. Its topical words (stop words and everyday words
 * such as numbers, days and "honestly" left out) are looked up in what was asked (the question, the guide, the goal)
 * and, when the caller passes the interview's vocabulary, in what the other respondents said: each word counts 2 if
 * the question, guide or goal uses it, 2 if another respondent used it answering the same question, 1 if another
 * respondent used it anywhere. A long word also meets another by its leading or trailing part (German compounds:
 * "Klappstuhl" meets "Stuhl"). Then:
 *   - a word shared with what was asked makes the answer on-topic (the respondent's own words for the question's subject);
 *   - an answer no other respondent's words support either is off-topic;
 *   - an answer with some support is on-topic when the dialog engages the study somewhere (one of its answers scores
 *     at least CLEAR): respondents answer in their own framing, and other respondents' words confirm it. A dialog
 *     that never engages has its faintly supported answers counted off-topic too: off-topic talk shares the odd
 *     word with any interview.
 */

const OFF_TOPIC_MIN_WORDS = 5;
const OFF_TOPIC_SIMILARITY = 0.2;
const WEIGHT = { asked: 2, sameQuestion: 2, anywhere: 1 };
/** The evidence of an answer that clearly engages the study. */
const CLEAR = 5;
const COMPOUND_MIN = 8;
const PART_MIN = 5;

const TOPIC_STOPWORDS = new Set([...STOPWORDS, ...eng, ...deu, ...spa, ...fra, ...rus]);
// Words any talk has, in the interview languages: sharing them with other respondents says nothing about the topic.
const EVERYDAY = new Set(
  (
    'one two three four five six seven eight nine ten eleven twelve twenty thirty forty fifty sixty seventy eighty ninety hundred thousand ' +
    'half quarter twice once first second third last next new old whole every each minute hour day week month year morning evening night ' +
    'today yesterday tomorrow tonight monday tuesday wednesday thursday friday saturday sunday weekend time honest honestly actually ' +
    'basically literally get got want wanted open turn turned round around best good great bad big small little long short lot ago always ' +
    'never often sometimes usually still already everyone everybody everything someone something anything nothing ' +
    'eins zwei drei vier fünf sechs sieben acht neun zehn zwanzig dreißig hundert halb halbe viertel tag tage tagen woche wochen stunde ' +
    'stunden minute minuten monat monate jahr jahre morgen morgens abend abends nacht heute gestern montag dienstag mittwoch donnerstag ' +
    'freitag samstag sonntag wochenende immer nie oft manchmal schon noch ganz ganze ganzen viel viele mehr gut gute neu alt groß klein ' +
    'lang kurz erste letzte letzten jeden jede ehrlich ' +
    'uno dos tres cuatro cinco seis siete ocho nueve diez veinte cien medio día días semana semanas mes meses año años mañana tarde noche ' +
    'hoy ayer lunes martes miércoles jueves viernes sábado domingo siempre nunca veces bueno buena nuevo viejo grande pequeño ' +
    'un deux trois quatre cinq six sept huit neuf dix vingt cent demi jour jours semaine semaines mois an ans année matin soir nuit ' +
    "aujourd'hui hier lundi mardi mercredi jeudi vendredi samedi dimanche toujours jamais souvent bon bonne nouveau vieux grand petit " +
    'один два три четыре пять шесть семь восемь девять десять двадцать сто половина день дни неделя недели месяц год года лет утро утром ' +
    'вечер вечером ночь сегодня вчера завтра понедельник вторник среда четверг пятница суббота воскресенье всегда никогда часто иногда ' +
    'хороший новый старый большой маленький'
  )
    .split(' ')
    .map(stem),
);

/** The topical words of a text, each once. */
const topicalWords = (text: string) =>
  [...new Set(words(text))].filter((w) => w.length > 2 && !/^\d+$/.test(w) && !TOPIC_STOPWORDS.has(w) && !EVERYDAY.has(stem(w)));

/** The stems a word may meet another by: its own, and for a long word those of its leading and trailing parts. */
function keysOf(word: string): string[] {
  const keys = [stem(word)];
  if (word.length >= COMPOUND_MIN)
    for (let k = PART_MIN; k <= word.length - 3; k++) keys.push(stem(word.slice(0, k)), stem(word.slice(-k)));
  return keys;
}

/** For each stem, how many dialogs use it: in answers to each guide question, and anywhere. Build it with `studyVocabulary`. */
export type StudyVocabulary = { byQuestion: Map<string, number>[]; anywhere: Map<string, number> };
type WordUse = { byQuestion: Set<string>[]; anywhere: Set<string> };

/** The stems one dialog's answers use, per guide question and anywhere. */
function wordUse(messages: readonly QualityMessage[], guide: readonly GuideQuestion[]): WordUse {
  const use: WordUse = { byQuestion: guide.map(() => new Set<string>()), anywhere: new Set() };
  for (const { text, group } of answersToGuide(messages, guide)) {
    for (const word of topicalWords(text)) {
      const key = stem(word);
      use.anywhere.add(key);
      if (group >= 0) use.byQuestion[group]!.add(key);
    }
  }
  return use;
}

/** What the interview's respondents say: built once from every dialog the sample scores, and passed with each. */
export function studyVocabulary(guide: readonly GuideQuestion[], dialogs: readonly (readonly QualityMessage[])[]): StudyVocabulary {
  const vocabulary: StudyVocabulary = { byQuestion: guide.map(() => new Map()), anywhere: new Map() };
  const add = (counts: Map<string, number>, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
  for (const messages of dialogs) {
    const use = wordUse(messages, guide);
    use.anywhere.forEach((key) => add(vocabulary.anywhere, key));
    use.byQuestion.forEach((keys, q) => keys.forEach((key) => add(vocabulary.byQuestion[q]!, key)));
  }
  return vocabulary;
}

/** The substantive answers that are off-topic talk (see above). */
function offTopicAnswers(answers: readonly Answer[], input: QualityInput): Answer[] {
  const guide = input.questions;
  const studyWords = new Set([input.goal, ...guide.map((q) => `${q.title} ${q.description ?? ''}`)].flatMap(topicalWords).map(stem));
  const own = input.vocabulary ? wordUse(input.messages, guide) : null;
  // Other dialogs using a stem: the vocabulary counts this dialog too.
  const others = (counts: Map<string, number> | undefined, mine: Set<string> | undefined, key: string) =>
    (counts?.get(key) ?? 0) - (mine?.has(key) ? 1 : 0);

  const judged = answers.map((answer) => {
    const topical = topicalWords(answer.text);
    const asked = new Set([...studyWords, ...topicalWords(answer.context).map(stem)]);
    let evidence = 0;
    let sharesAsked = false;
    for (const word of topical) {
      const keys = keysOf(word);
      const inAsked = keys.some((k) => asked.has(k));
      sharesAsked ||= inAsked;
      if (inAsked) evidence += WEIGHT.asked;
      if (!input.vocabulary || !own || answer.group >= guide.length) continue;
      if (keys.some((k) => others(input.vocabulary!.byQuestion[answer.group], own.byQuestion[answer.group], k) > 0))
        evidence += WEIGHT.sameQuestion;
      if (keys.some((k) => others(input.vocabulary!.anywhere, own.anywhere, k) > 0)) evidence += WEIGHT.anywhere;
    }
    return { answer, judged: answer.kind === 'substantive' && topical.length >= OFF_TOPIC_MIN_WORDS, sharesAsked, evidence };
  });
  const engaged = judged.some((j) => j.evidence >= CLEAR);
  return judged
    .filter((j) => j.judged && !j.sharesAsked && (j.evidence === 0 || !engaged))
    .filter((j) => !input.similarity || input.similarity(j.answer.text, j.answer.context) < OFF_TOPIC_SIMILARITY)
    .map((j) => j.answer);
}

// ------------------------------------------------------------------------------------------------ the score

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const count = (n: number) => NUMBER_WORDS[n] ?? String(n);
const answersWord = (n: number) => `${count(n)} answer${n === 1 ? '' : 's'}`;
const quote = (text: string, max = 28) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return `“${flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat}”`;
};
const round1 = (n: number) => Math.round(Math.min(10, Math.max(0, n)) * 10) / 10;

export function scoreDialogQuality(input: QualityInput): HeuristicScore {
  const guide = input.questions;
  const all: Answer[] = [];
  let nextFreeGroup = guide.length;

  for (const { message, text, group, context } of answersToGuide(input.messages, guide)) {
    let kind: AnswerKind;
    if (message.isFlagged || looksLikeInjection(text)) kind = 'manipulation';
    else if (isGibberish(text)) kind = 'gibberish';
    else if (group < 0)
      continue; // small talk before the guide starts ("Sure, go ahead") is neither evidence nor a fault
    else if (copiesQuestion(text, context)) kind = 'copies-question';
    else if (isLowEffort(text)) kind = 'low-effort';
    else kind = 'substantive';
    all.push({ text, kind, words: countWords(text), group: group >= 0 ? group : nextFreeGroup++, context });
  }
  for (const answer of offTopicAnswers(all, input)) answer.kind = 'off-topic';

  if (all.length === 0) return { score: 0, reason: 'No answers from the respondent', flags: ['no-answers'], decisive: ['no-answers'] };

  // A short reply to a follow-up on a question already answered ("No, that's all") is normal, not a lack of effort.
  const covered = new Set(all.filter((a) => a.kind === 'substantive').map((a) => a.group));
  const answers = all.filter((a) => !(a.kind === 'low-effort' && covered.has(a.group)));
  const byKind = (kind: AnswerKind) => answers.filter((a) => a.kind === kind);
  const substantive = byKind('substantive');
  const groups = guide.length > 0 ? guide.length : new Set(answers.map((a) => a.group)).size;
  const coverage = Math.min(1, covered.size / groups);
  // Words per covered question (a question answered over a follow-up counts once, with both answers' words).
  const avgWords = covered.size ? Math.round(substantive.reduce((sum, a) => sum + a.words, 0) / covered.size) : 0;
  const depth = Math.min(1, Math.max(0, (avgWords - 5) / 20));

  const bad = answers.length - substantive.length;
  let score = 6.5 * coverage + 3.5 * depth * Math.min(1, coverage * 2) - 2 * (bad / answers.length);

  const flags: QualityFlag[] = [];
  const decisive: QualityFlag[] = [];
  const cap = (flag: QualityFlag) => {
    decisive.push(flag);
    score = Math.min(score, CAPPING_FLAGS[flag]!);
  };
  const parts: string[] = [];
  parts.push(
    covered.size === 0
      ? 'No question answered in their own words'
      : guide.length > 0
        ? `Answered ${count(covered.size)} of ${count(guide.length)} questions in their own words (avg ${avgWords} words)`
        : `${count(covered.size)} of ${answersWord(groups)} in their own words (avg ${avgWords} words)`,
  );
  const share = (list: Answer[]) => list.length / answers.length;

  const manipulation = byKind('manipulation');
  if (manipulation.length) {
    flags.push('manipulation');
    parts.push(
      `tried to instruct the interviewer ${manipulation.length === 1 ? 'once' : `${count(manipulation.length)} times`} (${quote(manipulation[0]!.text)})`,
    );
    cap('manipulation');
  }
  const gibberish = byKind('gibberish');
  if (gibberish.length) {
    flags.push('gibberish');
    parts.push(`${answersWord(gibberish.length)} look like keyboard mashing (${quote(gibberish[0]!.text, 20)})`);
    if (share(gibberish) >= 0.3) cap('gibberish');
    else score -= 1.5;
  }
  const copies = byKind('copies-question');
  if (copies.length) {
    flags.push('copies-question');
    parts.push(`${answersWord(copies.length)} copy the question back`);
    if (share(copies) >= 0.5) cap('copies-question');
  }
  const lowEffort = byKind('low-effort');
  if (lowEffort.length) {
    flags.push('low-effort');
    const examples = [...new Set(lowEffort.map((a) => quote(a.text, 16)))].slice(0, 3).join(', ');
    parts.push(`${answersWord(lowEffort.length)} of a few words (${examples})`);
  }
  const offTopic = byKind('off-topic');
  if (offTopic.length) {
    flags.push('off-topic');
    parts.push(
      `${answersWord(offTopic.length)} off-topic${offTopic.length > 1 || share(offTopic) >= 0.5 ? ` (${quote(offTopic[0]!.text)})` : ''}`,
    );
    if (share(offTopic) >= 0.5) cap('off-topic');
  }

  const duplicate = findDuplicate(input);
  if (duplicate) {
    flags.push('duplicate');
    parts.push(`near-duplicate of ${duplicate.label} (${Math.round(duplicate.containment * 100)}% of its phrasing)`);
    cap('duplicate');
  }
  if (guide.length > 0 && coverage < 0.5) flags.push('low-coverage');

  return { score: round1(score), reason: parts.join('; '), flags, decisive };
}

function findDuplicate(input: QualityInput): { label: string; containment: number } | null {
  if (!input.earlier?.length) return null;
  const own = dialogFingerprint(input.messages);
  if (own.shingles.length < MIN_SHINGLES_FOR_DUPLICATE) return null;
  let best: { label: string; containment: number } | null = null;
  for (const other of input.earlier) {
    if (other.fingerprint.shingles.length < MIN_SHINGLES_FOR_DUPLICATE) continue;
    const value = containment(own, other.fingerprint);
    if (value >= DUPLICATE_CONTAINMENT && value > (best?.containment ?? 0)) best = { label: other.label, containment: value };
  }
  return best;
}
