import { hasCjk } from '~/ai/text/words';
import type { InterviewLanguage } from '~/lib/languages';

import type { Directive } from '../interviewer';
import { answerDetails, mostSpecificDetail, sameWord } from './answer-details';
import type { InterviewerPhrases } from './interviewer-phrases';

/** A second, plainer request for an example, for when the first was asked already (a terse respondent). */
const EXAMPLE_AGAIN: Record<InterviewLanguage, string> = {
  English: 'Could you give me an example?',
  Russian: 'Можете привести пример?',
  Spanish: '¿Podrías darme un ejemplo?',
  French: 'Pourriez-vous me donner un exemple ?',
  German: 'Können Sie ein Beispiel nennen?',
  Uzbek: 'Bir misol keltira olasizmi?',
  Chinese: '能举个例子吗？',
  Japanese: '例を一つ挙げていただけますか？',
};

/** One follow-up the built-in interviewer could ask: its approach and its question. */
export type FollowUp = { approach: string; question: string };

type Probe = Extract<Directive, { kind: 'probe' }>;

// A topic a follow-up names in a sentence of its own: a clause about the respondent ("how you order flour") or a noun
// phrase of theirs ("your current supplier"). "What your thoughts on the price are" or "what happened, step by step"
// read badly inside another sentence, so those follow-ups name no topic.
const NAMEABLE_TOPIC = /^(?:(?:how|why|when|where) you\b|your |the last time |the most recent time |a time |when )/i;

/** The question's topic as a follow-up may name it, or null. Only English topics are named: elsewhere they are titles. */
// The respondent's own particulars, asked once as required info: a follow-up that names them ("more about your
// household") after "Three of us." reads as asking again what was just said.
const PARTICULARS = /\b(?:household|family|families|kids|children|job|occupation|age|home ?town|city|town)\b/i;

export function followUpTopic(topic: string | null, language: string): string | null {
  if (language !== 'English' || !topic || /[,;:“”"«»]/u.test(topic) || PARTICULARS.test(topic)) return null;
  return NAMEABLE_TOPIC.test(topic) ? topic : null;
}

/**
 * The follow-ups to an answer, the preferred first: a question about the most specific thing the respondent said that
 * the guide does not already ask about ("What happened when they kept suggesting whitening?"), then a request for an
 * example (first when the answer names nothing specific), then a plainer request for one, the reason and the consequence. None quotes the
 * respondent's words back or a title of the guide.
 */
export function followUps(directive: Probe, p: InterviewerPhrases, language: string, topic: string | null): FollowUp[] {
  const asked = `${directive.question.title} ${directive.question.description}`;
  const detail = mostSpecificDetail(directive.answer, language, directive.guide ?? '', asked);
  const named = followUpTopic(topic, language);
  return [
    ...(detail
      ? [detail.question, ...(detail.alternatives ?? otherWording(detail.question))].map((question) => ({
          approach: `a detail (${detail.kind})`,
          question,
        }))
      : []),
    { approach: 'example', question: named ? p.probe.example(named) : p.plainProbe.example },
    { approach: 'another example', question: EXAMPLE_AGAIN[language as InterviewLanguage] ?? EXAMPLE_AGAIN.English },
    { approach: 'reason', question: p.plainProbe.reason },
    { approach: 'consequence', question: p.plainProbe.consequence },
  ];
}

/**
 * A second wording of an English "What happened when …?", for a dialog whose last follow-up began so already: without
 * it the repeated opening costs the detail its place, and a generic request for an example is asked instead.
 */
function otherWording(question: string): string[] {
  const event = /^What happened when (.+\?)$/u.exec(question);
  return event ? [`What was it like when ${event[1]}`] : [];
}

/** The languages an answer may be in, by its script. */
function languagesOf(answer: string): string[] {
  if (hasCjk(answer)) return ['Chinese', 'Japanese'];
  if (/\p{Script=Cyrillic}/u.test(answer)) return ['Russian'];
  return ['English', 'Spanish', 'French', 'German', 'Uzbek'];
}

/**
 * The detail of `answer` a message follows up on, as said, or null: the message asks a detail's own question, or uses
 * a word of one (five letters or more) that the guide's question does not. Any language, as a model may write it.
 */
export function detailFollowedUp(message: string, answer: string | undefined, questionText: string): string | null {
  if (!answer) return null;
  const lowered = message.toLowerCase();
  const wordsOf = (text: string) => text.toLowerCase().match(/\p{L}{5,}/gu) ?? [];
  // The message's words by their first five letters, each once, so a long answer is read in linear time.
  const byStart = (list: string[]) => {
    const index = new Map<string, Set<string>>();
    for (const w of list) index.set(w.slice(0, 5), (index.get(w.slice(0, 5)) ?? new Set()).add(w));
    return index;
  };
  const guideWords = byStart(wordsOf(questionText));
  const messageWords = byStart(wordsOf(message));
  const has = (index: Map<string, Set<string>>, w: string) => [...(index.get(w.slice(0, 5)) ?? [])].some((m) => sameWord(w, m));
  // One word when most of the shorter is shared: "compañeros" is not "compartirlo", "Zahnaufhellung" not "Zahnarzt".
  const inMessage = (w: string) => has(messageWords, w) && !has(guideWords, w);
  for (const language of languagesOf(answer)) {
    for (const detail of answerDetails(answer, language)) {
      if (message.includes(detail.question) || lowered.includes(detail.said.toLowerCase())) return detail.said;
      if (wordsOf(detail.said).some(inMessage)) return detail.said;
    }
  }
  return null;
}
