import type { Candidate, Directive, DirectiveQuestion } from '../interviewer';
import { phrasesFor, type InterviewerPhrases } from './interviewer-phrases';
import { countWords, scoreCandidates } from './reply-scoring';

export { scoreCandidates } from './reply-scoring';

/** A statement-style description becomes a question; one that already asks stays as written. */
export function asQuestion(description: string, language: string): string {
  const text = description.trim().replace(/\s+/g, ' ');
  if (/[?？]\s*$/.test(text)) return text;
  const topic = /^[\p{Lu}][\p{Ll}]/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
  return phrasesFor(language).tellMeAbout(topic.replace(/(?<![.。!！])[.。!！]+$/u, ''));
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** A few words of the answer to quote back, or null when it is too short to quote well. */
export function quoteFrom(answer: string): string | null {
  const text = answer.trim().replace(/\s+/g, ' ').replace(/(?<![.!?。！？])[.!?。！？]+$/u, '');
  const words = text.split(' ').filter(Boolean);
  // Unspaced scripts: a few characters, not words.
  if (words.length === 1 && CJK.test(text)) {
    const chars = [...text];
    if (chars.length < 2) return null;
    return chars.length <= 12 ? text : `${chars.slice(0, 10).join('')}…`;
  }
  if (words.length < 2) return null;
  return words.length <= 6 ? words.join(' ') : `${words.slice(0, 5).join(' ').replace(/[,;:]$/u, '')}…`;
}

const lowerFirst = (text: string) => (/^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);

// Titles that name no topic: "Question 3", "Q1", a number.
const NUMBERED = /^(?:q|question|frage|вопрос|pregunta|savol|问题|質問|問題)?\s*(?:#\s*)?\d+[.)]?$/iu;

function meaningfulTitle(title: string): string | null {
  const clean = title.trim().replace(/(?<![.:;!?。！？])[.:;!?。！？]+$/u, '');
  if (NUMBERED.test(clean) || [...clean.replace(/[^\p{L}]/gu, '')].length < 2) return null;
  return clean;
}

/** An English title as a topic in a sentence: "Ordering routine" → "your ordering routine". */
function englishTitleTopic(title: string): string | null {
  const clean = meaningfulTitle(title);
  if (!clean) return null;
  return /^(?:the|a|an|your|my|our|their|how|what|why|when|where|who|which|whether)\b/i.test(clean) ? lowerFirst(clean) : `your ${lowerFirst(clean)}`;
}

/**
 * An English question as a topic in a sentence: "How do you order flour?" → "how you order flour"; "Could you tell me
 * about your supplier?" → "your supplier". Questions that cannot be turned round simply fall back to the title.
 */
function englishTopic(question: DirectiveQuestion): string | null {
  // A warm-up or closing question's title ("Introduction", "Closing") names no topic; its wording may.
  const fallback = question.role ? null : englishTitleTopic(question.title);
  const sentences = question.description.trim().replace(/\s+/g, ' ').split(/(?<=[.?!])\s+/);
  if (sentences.length === 1) {
    const s = sentences[0]!.replace(/(?<![?.!])[?.!]+$/, '').replace(/^(?:to start|to begin|first|firstly|next|now|finally|lastly|and|so)[,:]?\s+/i, '');
    let topic: string | null = null;
    let m: RegExpExecArray | null;
    if (/,\s*(?:and|or)\b|\b(?:and|or) (?:why|how|what|when|where|who)\b/i.test(s)) topic = null;
    else if ((m = /^(?:please )?(?:(?:could|can|would) you (?:please )?)?(?:tell me|describe|walk me through|talk about|share)(?: (?:a little|a bit|briefly))?(?: more)?(?: about)? (.+)$/i.exec(s))) topic = m[1]!;
    else if ((m = /^(how|why|when|where|what|which \w+|who) do you (.+)$/i.exec(s))) topic = `${m[1]!.toLowerCase()} you ${m[2]}`;
    else if ((m = /^(how|why|when|where|what|which \w+|who) (would|could|should|will|can) (you|they|we|people) (.+)$/i.exec(s))) topic = `${m[1]!.toLowerCase()} ${m[3]} ${m[2]} ${m[4]}`;
    else if ((m = /^(how|why|when|where|what|who) (is|are|was|were) ((?:your|the|their|our|this|that) .+)$/i.exec(s))) topic = `${m[1]!.toLowerCase()} ${m[3]} ${m[2]}`;
    else if (/^(?:what|who|which \w+) (?:would|could|will|can|makes?|made|matters?|frustrates?|stops?|helps?|gets?|influences?|decides?)\b/i.test(s)) topic = lowerFirst(s);
    if (topic && countWords(topic) <= 10) return topic;
  }
  return fallback;
}

/**
 * The question's topic as the phrases name it, or null when neither the question's wording (English) nor its title
 * names one: a warm-up or closing question's title, "Question 3".
 */
export function topicOf(question: DirectiveQuestion | null, language: string): string | null {
  if (!question) return null;
  if (language === 'English') return englishTopic(question);
  return question.role ? null : meaningfulTitle(question.title);
}

/** The topic named as a subject to turn to ("your ordering routine", or the title elsewhere). */
function titleTopic(question: DirectiveQuestion | null, language: string): string | null {
  if (!question || question.role) return null;
  return language === 'English' ? englishTitleTopic(question.title) : meaningfulTitle(question.title);
}

const join = (...parts: (string | null | undefined | false)[]) => parts.filter(Boolean).join(' ').replace(/([。！？])\s+/gu, '$1');

type Approach = { approach: string; text: string };

/** The openers of a message: the acknowledgement the directive calls for first, then the others for variety. */
function openers(p: InterviewerPhrases, directive: Directive, seed: number): string[] {
  const rotated = p.transitions.map((_, i) => p.transitions[(seed + i) % p.transitions.length]!);
  if (directive.kind !== 'ask') return rotated;
  const after = directive.after ?? (directive.isFirst ? 'greeting' : 'answer');
  if (after === 'greeting') return ['', p.begin];
  if (after === 'answer') return rotated;
  // "You are welcome." or "That is fine, we can leave that one." says all there is to say before the question.
  return [p.acknowledge[after]];
}

/** Every message the built-in interviewer could send for a directive, one per approach, the preferred first. */
function approachesFor(directive: Directive, p: InterviewerPhrases, language: string, opener: string): Approach[] {
  switch (directive.kind) {
    case 'ask': {
      const question = asQuestion(directive.question.description, language);
      const subject = titleTopic(directive.question, language);
      // The plain question comes last: each of the others adds something (an invitation to give examples, the topic
      // named), so the first candidates are different approaches. Quoting the last answer before an unrelated question
      // reads like a non-sequitur, so the respondent's own words are left to follow-ups and the close.
      return [
        !directive.question.role && { approach: 'example', text: join(opener, question, p.examplesWelcome) },
        subject && !directive.isFirst && { approach: 'signpost', text: join(opener, p.turnTo(subject), question) },
        directive.question.role === 'closing' && { approach: 'signpost', text: join(opener, p.lastQuestion, question) },
        { approach: 'plain', text: join(opener, question) },
      ].filter((a): a is Approach => Boolean(a));
    }
    case 'probe': {
      const topic = topicOf(directive.question, language);
      const quote = quoteFrom(directive.answer);
      const lead = (text: string) => join(opener, text);
      return [
        quote && { approach: 'own words', text: lead(topic ? p.probe.ownWords(quote, topic) : p.plainProbe.ownWords(quote)) },
        { approach: 'example', text: lead(topic ? p.probe.example(topic) : p.plainProbe.example) },
        { approach: 'reason', text: lead(topic ? p.probe.reason(topic) : p.plainProbe.reason) },
        { approach: 'consequence', text: lead(topic ? p.probe.consequence(topic) : p.plainProbe.consequence) },
      ].filter((a): a is Approach => Boolean(a));
    }
    case 'close': {
      const quote = directive.answer ? quoteFrom(directive.answer) : null;
      const [full, short] = directive.farewell ? [p.farewell, p.farewellShort] : [p.closing, p.closingShort];
      return [
        { approach: 'plain', text: join(opener, full) },
        { approach: 'short', text: join(opener, short) },
        quote && { approach: 'own words', text: join(p.thanksFor(quote), full) },
      ].filter((a): a is Approach => Boolean(a));
    }
    case 'stay-on-topic': {
      const question = directive.question ? asQuestion(directive.question.description, language) : null;
      const subject = titleTopic(directive.question, language);
      return [
        { approach: 'plain', text: join(p.stayOnTopic, question) },
        subject && question && { approach: 'back to the topic', text: join(p.backTo(subject), question) },
        { approach: 'reassure', text: join(p.stayOnTopicAlt, question) },
      ].filter((a): a is Approach => Boolean(a));
    }
  }
}

/**
 * The built-in interviewer's candidate messages for a directive, in the interview language: different approaches (an
 * example, the reason, a consequence, the respondent's own words, naming the topic, as fits the directive), each
 * scored. The best of each approach comes first; more than there are approaches are filled with other openers.
 * Deterministic for a seed. `previous` are the interviewer's earlier messages, so repeating them costs points.
 */
export function builtinCandidates(directive: Directive, language: string, k: number, seed: number, previous: string[] = []): Candidate[] {
  const p = phrasesFor(language);
  // The plain opener first (no opener for probes and closes, the directive's acknowledgement for questions).
  const leads = directive.kind === 'ask' ? openers(p, directive, seed) : directive.kind === 'stay-on-topic' ? [''] : ['', ...openers(p, directive, seed)];
  const pool: Approach[] = [];
  const seen = new Set<string>();
  for (const lead of leads) {
    for (const candidate of approachesFor(directive, p, language, lead)) {
      if (!seen.has(candidate.text)) {
        seen.add(candidate.text);
        pool.push(candidate);
      }
    }
  }
  const scored = scoreCandidates(
    pool.map((c) => c.text),
    directive,
    previous,
  ).map((candidate, index) => ({ ...candidate, approach: pool[index]!.approach, index }));
  const ranked = [...scored].sort((a, b) => b.score - a.score || a.index - b.index);
  const firstOfEach = ranked.filter((c, i) => ranked.findIndex((other) => other.approach === c.approach) === i);
  const rest = ranked.filter((c) => !firstOfEach.includes(c));
  return [...firstOfEach, ...rest].slice(0, Math.max(1, k)).map(({ response, score, reason }) => ({ response, score, reason }));
}
