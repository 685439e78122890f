import type { CreateLanguage } from '~/lib/languages';

import { type Guide, type GuideRequest, guideSchema } from '../guide';
import type { English } from './english.server';
import { englishQuestionTitle, goalQuestions, type GoalReading, readGoal, readRest, tailoredProbes, topicQuestions } from './english-guide';
import { germanGoalWording } from './german-goal';
import { type GoalWording, type Item, PHRASEBOOKS } from './guide-phrasebooks';
import { spanishGoalWording } from './spanish-goal';
import { findTopics } from './topic-lists';

const MAX_QUESTIONS = 12;
// A goal's title is kept whole up to here (the schema allows 120), so "… einen neuen Zahnarzt gewählt haben" keeps its verb.
const TITLE_MAX = 100;
const LEADING_VERB =
  /^(?:to\s+)?(?:understand|explore|learn|find out|discover|research|investigate|identify|determine|assess|evaluate|measure|uncover|study|know)\s+(?:more\s+)?(?:about\s+)?/i;
// The same research verbs in the other drafting languages ("Entender cómo …" → "cómo …", "…を知る" → "…").
const LEADING_VERBS_ELSEWHERE =
  /^(?:(?:entender|comprender|conocer|explorar|averiguar|descubrir|investigar|saber|estudiar|comprendre|explorer|découvrir|savoir|étudier|identifier|connaître|verstehen|herausfinden|erforschen|untersuchen|erfahren|ermitteln|понять|узнать|выяснить|изучить|исследовать|определить)(?:\s+(?:mejor|mieux|besser|лучше))?[\s,]+|(?:了解|理解|探索|研究|弄清楚?|调查|探讨)\s*)/iu;
const TRAILING_VERB_JA = /(?:を|について)(?:知る|理解する|探る|明らかにする|調べる)$/u;

// The languages whose goals are read for their action besides English (read with the tagger, below).
const GOAL_WORDING: Partial<Record<CreateLanguage, (topic: string) => GoalWording | null>> = {
  Spanish: spanishGoalWording,
  German: germanGoalWording,
};

/** Splits "potential questions" into one question per line (or per question mark when written on one line). */
export function splitQuestions(text: string): string[] {
  // A list marker is a bullet, or a number or letter with ")" or "." followed by a space ("1.5 hours" is not one).
  const lines = text.split(/\r?\n/).map((line) => line.replace(/^\s*(?:[-*•·]\s*|(?:\d+|[a-z])[.)]\s+)/i, '').trim());
  // Several questions on one line are split after each question mark; text after the last one is kept too.
  const pieces = lines.flatMap((line) =>
    line.split(/[?？]/).length > 2 ? (line.match(/[^?？]+[?？]?/g) ?? []).map((q) => q.trim()) : [line],
  );
  return [...new Set(pieces.filter((piece) => piece.length > 1))];
}

// Words a phrase may be cut before (so what is kept reads whole) and that never end a title.
const JOINING_WORDS = new Set(
  [
    'and or but because so that which who whom whose while when where whether if than as to of in on at by for from with within without over under during after before into about through between among the a an their its his her our your my',
    // The same in the other drafting languages, so a French title never ends "… ont choisi un".
    'un une le la les des de du à au aux en et ou que qui dans sur pour par avec sans',
    'el los las del y e o u por para con sin que',
    'ein eine einen einem einer der die das den dem des und oder mit von zu für in im nach bei aus',
    'в во на с со и или о об по к для из от что как',
  ]
    .join(' ')
    .split(' '),
);

/**
 * A title of at most `max` characters that is a whole phrase: never cut inside a word and never given an ellipsis.
 * A long text is cut at a comma or before a joining word ("…software to buy | and why they switch").
 */
export function wholePhrase(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if ([...clean].length <= max) return clean;
  const trimEnd = (phrase: string) => {
    const words = phrase.replace(/(?<![\s,;:、，；\-–—])[\s,;:、，；\-–—]+$/u, '').split(' ');
    while (words.length > 1 && JOINING_WORDS.has(words.at(-1)!.toLowerCase())) words.pop();
    return words.join(' ');
  };
  if (!clean.includes(' ')) {
    // Unspaced scripts: the last clause boundary that fits, else whole characters up to the limit.
    const chars = [...clean].slice(0, max);
    const boundary = Math.max(...['、', '，', '。', ',', '；'].map((mark) => chars.lastIndexOf(mark)));
    return (boundary >= max / 3 ? chars.slice(0, boundary) : chars).join('');
  }
  const words = clean.split(' ');
  const kept: string[] = [];
  for (const word of words) {
    if ([...[...kept, word].join(' ')].length > max) break;
    kept.push(word);
  }
  if (kept.length === 0) return [...words[0]!].slice(0, max).join('');
  const next = words[kept.length];
  const endsClause = /[,;:]$/.test(kept.at(-1)!) || (next !== undefined && JOINING_WORDS.has(next.toLowerCase()));
  if (!endsClause) {
    // Cut before the last joining word in the second half, so the phrase does not stop in the middle of one.
    for (let i = kept.length - 1; i >= Math.max(2, Math.ceil(kept.length / 2)); i--) {
      if (JOINING_WORDS.has(kept[i]!.toLowerCase()) || /[,;:]$/.test(kept[i - 1]!)) {
        kept.length = i;
        break;
      }
    }
  }
  return trimEnd(kept.join(' '));
}

/** The goal's first sentence without the research verb: "Understand why X" → "why X". */
function goalTopic(goal: string): string {
  const sentence = goal
    .split(/(?<=[.!?])\s+(?=\p{Lu})|(?<=[。！？])/u)[0]!
    .replace(/(?<![.!?。！？])[.!?。！？]+$/u, '')
    .trim();
  return sentence.replace(LEADING_VERB, '').replace(LEADING_VERBS_ELSEWHERE, '').replace(TRAILING_VERB_JA, '').trim() || sentence;
}

export function titleFromGoal(goal: string): string {
  const topic = goalTopic(goal);
  const title = topic.charAt(0).toLocaleUpperCase() + topic.slice(1);
  if (!/[\p{L}\p{N}]/u.test(title)) return 'Untitled Interview';
  return wholePhrase(title, TITLE_MAX);
}

/** A name for a question: the question itself when it is short, else a key phrase of it (a whole phrase, never cut). */
export function questionTitle(question: string, language: CreateLanguage, english: English): string {
  const text = question.replace(/(?<![?？!.。！])[?？!.。！]+$/u, '').trim();
  const fromEnglish = language === 'English' ? englishQuestionTitle(text, english) : null;
  return wholePhrase(fromEnglish ?? text, 60);
}

const topicTitle = (topic: string) => wholePhrase(topic.charAt(0).toLocaleUpperCase() + topic.slice(1), 80);

/** Whether a researcher's own question already asks about a topic (its last word, the head, is in the question). */
function asksAbout(question: string, topic: string): boolean {
  const head = topic.toLocaleLowerCase().split(/\s+/).at(-1)!;
  const stem = [...head].length > 5 ? [...head].slice(0, -2).join('') : head;
  return question.toLocaleLowerCase().includes(stem);
}

/**
 * Drafts a guide offline, deterministically, from the study itself: a warm-up; the goal's own subject (for English,
 * the respondent's experience of what the goal asks about, read with a part-of-speech tagger); one open question
 * for every topic the description names; the researcher's own questions; closing probes when there is room; and a
 * closing question.
 */
export function draftGuideOffline(request: GuideRequest, english: English): Guide {
  const { language } = request;
  const book = PHRASEBOOKS[language];
  const isEnglish = language === 'English';
  const reading: GoalReading | null = isEnglish ? readGoal(goalTopic(request.goal), english) : null;
  const wording = GOAL_WORDING[language]?.(goalTopic(request.goal)) ?? null;

  const own = splitQuestions(request.questions).map((question) => ({
    title: questionTitle(question, language, english),
    description: question,
  }));
  const found = findTopics(request.description, language);
  const rest = reading ? readRest(found.rest, reading, english) : null;
  const topics = rest ? [...found.topics, ...rest.phrases] : found.topics;
  const fresh = topics.filter((topic) => !own.some((question) => asksAbout(question.description, topic)));
  const fromGoal = reading ? goalQuestions(reading, english) : [];
  const opening = fromGoal.length ? fromGoal : (wording?.opening ?? [book.recent]);
  const topicItems = varied(
    fresh.map((topic) =>
      reading
        ? topicQuestions(topic, reading, english)
        : book.topicQuestions(topic).map((description) => ({ title: topicTitle(topic), description })),
    ),
    [book.warmUp, ...opening, ...own, book.closing],
  );
  const probeBook = (reading && tailoredProbes(reading, english)) || wording?.probes || book;
  const substantive = own.length + topicItems.length;
  const probes =
    substantive >= 4 ? [] : substantive >= 2 ? [probeBook.motivations] : [probeBook.motivations, probeBook.frustrations, probeBook.ideal];

  // The guide obeys the same limits as a model's answer: when there is too much, the probes go first, then the
  // goal's second question, then topics from the end; the researcher's own questions are kept longest.
  const room = MAX_QUESTIONS - 2;
  const keptOpening = opening.slice(0, Math.max(1, Math.min(opening.length, room - own.length)));
  const keptOwn = own.slice(0, room - keptOpening.length);
  const keptTopics = topicItems.slice(0, Math.max(0, room - keptOpening.length - keptOwn.length));
  const keptProbes = probes.slice(0, Math.max(0, room - keptOpening.length - keptOwn.length - keptTopics.length));
  const middle = [...keptOpening, ...keptOwn, ...keptTopics, ...keptProbes];

  const facts = reading
    ? englishRequiredInfo(reading, english, book.requiredInfo)
    : wording?.lastTime
      ? [...book.requiredInfo.slice(0, -1), wording.lastTime]
      : book.requiredInfo;
  const promptLines = [book.generalPrompt(request.description), ...(topics.length ? [book.topicsLine(topics)] : [])];
  return guideSchema.parse({
    title: titleFromGoal(request.goal),
    goal: clip(request.goal, 4000),
    generalPrompt: clip(promptLines.join('\n'), 8000),
    requiredInfo: facts.map((fact) => wholePhrase(fact, 300)),
    questions: [book.warmUp, ...middle, book.closing].map((q) => ({
      title: wholePhrase(q.title, 200),
      description: clip(q.description, 2000),
    })),
  });
}

/**
 * What to learn about each respondent, as questions put to them: age, occupation, and when they last did what the
 * study is about ("When did you last choose a new dentist?"). The study's population is a screening criterion of the
 * researcher's, never a question, so it is left out.
 */
function englishRequiredInfo(reading: GoalReading, english: English, generic: string[]): string[] {
  const [age, occupation, frequency] = generic as [string, string, string];
  if (!reading.action) return [age, occupation, frequency];
  const object = reading.action.object.replace(/\s+/g, ' ').trim();
  return [age, occupation, `When did you last ${reading.action.verb}${object ? ` ${object}` : ''}?`];
}

/** The opening of a question, its form, with a quoted topic left out: "what role did", "「…」について…". */
function openingOf(question: string): string {
  const text = question
    .replace(/«[^»]{0,300}»|„[^“]{0,300}“|“[^”]{0,300}”|「[^」]{0,300}」|"[^"]{0,300}"/gu, '…')
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}…\s]/gu, ' ')
    .trim();
  return text.includes(' ') ? text.split(/\s+/).slice(0, 3).join(' ') : [...text].slice(0, 4).join('');
}

/**
 * One question per topic, each of a form no other question of the guide opens with, so a guide never reads as five
 * questions of one template; a topic whose forms are all taken gets the form used least.
 */
function varied(choices: Item[][], fixed: Item[]): Item[] {
  const used = new Map<string, number>();
  const count = (item: Item) => used.get(openingOf(item.description)) ?? 0;
  for (const item of fixed) used.set(openingOf(item.description), count(item) + 1);
  return choices.map((options) => {
    const chosen = options.reduce((best, option) => (count(option) < count(best) ? option : best), options[0]!);
    used.set(openingOf(chosen.description), count(chosen) + 1);
    return chosen;
  });
}

/** Cuts a long description at a sentence or word boundary, never inside a word. */
function clip(text: string, max: number): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max).join('');
  const sentence = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('? '), cut.lastIndexOf('\n'));
  if (sentence > max / 2) return cut.slice(0, sentence + 1).trim();
  const space = cut.lastIndexOf(' ');
  return (space > max / 2 ? cut.slice(0, space) : cut).trim();
}
