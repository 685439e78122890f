import { CJK, countWords } from '~/ai/text/words';

import type { Candidate, Directive, DirectiveQuestion } from '../interviewer';
import { buildOnVerdict } from './build-on-questions';
import { closingWords } from './closing-words';
import { followUps } from './follow-up-questions';
import { goAheadsFor } from './go-aheads';
import { instructionQuestion, isInstruction } from './guide-instructions';
import { infoQuestion } from './info-questions';
import { type InterviewerPhrases, phrasesFor } from './interviewer-phrases';
import { neutralAcknowledgements } from './neutral-acknowledgements';
import { saidSentences, withoutRepeats } from './no-repeated-sentence';
import { reAsksFor } from './re-asks';
import { scoreCandidates } from './reply-scoring';

export { infoQuestion } from './info-questions';
export { scoreCandidates } from './reply-scoring';

/**
 * A description as the interviewer asks it: a question or a request ("Tell me about …", "Расскажите …") as written; a
 * bare topic ("Your coffee habits on weekdays") turned into a question about it; an instruction to the interviewer
 * ("Probe for how they searched") asked in the interviewer's own words.
 */
export function asQuestion(description: string, language: string, title = ''): string {
  const text = spokenPart(description.trim().replace(/\s+/g, ' '), language);
  if (/[?？]\s*$/.test(text)) return text;
  // An instruction to the interviewer or a screening criterion is the researcher's, never read out.
  if (isInstruction(text, language)) return instructionQuestion(text, title, language);
  if (phrasesFor(language).request.test(text)) return /[.。!！]$/u.test(text) ? text : `${text}${CJK.test(text) ? '。' : '.'}`;
  const topic = /^[\p{Lu}][\p{Ll}]/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
  return phrasesFor(language).tellMeAbout(topic.replace(/(?<![.。!！])[.。!！]+$/u, ''));
}

/**
 * The sentences of a description meant for the respondent: a description often adds a note for the interviewer to its
 * question ("How do you feel about what you pay? Listen for NHS versus private fees."), which is never read out. Its
 * questions and requests when it has any; else its sentences that are not instructions; else the whole text.
 */
function spokenPart(text: string, language: string): string {
  const sentences = text.split(/(?<=[.!?。！？])\s*(?=\S)/u);
  if (sentences.length < 2) return text;
  const request = phrasesFor(language).request;
  const asked = sentences.filter((s) => /[?？]$/u.test(s) || request.test(s));
  if (asked.length) return asked.join(' ');
  const told = sentences.filter((s) => !isInstruction(s, language));
  return told.length ? told.join(' ') : text;
}

/** A few words of the answer to quote back, or null when it is too short to quote well. */
export function quoteFrom(answer: string): string | null {
  const whole = answer.trim().replace(/\s+/g, ' ');
  // A first sentence of up to three words ("Hmm.", "Let me think.") says nothing to quote: the next one does.
  const sentences = whole.split(/(?<=[.!?。！？])\s*/u).filter(Boolean);
  const said = sentences.length > 1 && countWords(sentences[0]!) <= 3 ? sentences.slice(1).join(' ') : whole;
  const text = said.replace(/(?<![.!?。！？])[.!?。！？]+$/u, '');
  const words = text.split(' ').filter(Boolean);
  // Unspaced scripts: a few characters, not words.
  if (words.length === 1 && CJK.test(text)) {
    const chars = [...text];
    if (chars.length < 2) return null;
    return chars.length <= 12 ? text : `${chars.slice(0, 10).join('')}…`;
  }
  if (words.length < 2) return null;
  return words.length <= 6
    ? words.join(' ')
    : `${words
        .slice(0, 5)
        .join(' ')
        .replace(/[,;:.!?]$/u, '')}…`;
}

const lowerFirst = (text: string) => (/^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);

// Titles that name no topic: "Question 3", "Q1", a number.
const NUMBERED = /^(?:q|question|frage|вопрос|pregunta|savol|问题|質問|問題)?\s*(?:#\s*)?\d+[.)]?$/iu;

function meaningfulTitle(title: string): string | null {
  const clean = title.trim().replace(/(?<![.:;!?。！？])[.:;!?。！？]+$/u, '');
  if (NUMBERED.test(clean) || [...clean.replace(/[^\p{L}]/gu, '')].length < 2) return null;
  return clean;
}

// Things a respondent has or does, which "your" names well: "your ordering routine", "your current supplier".
const PERSONAL_HEADS =
  /^(?:routines?|experiences?|habits?|suppliers?|providers?|situations?|triggers?|problems?|motivations?|frustrations?|reasons?|needs?|choices?|decisions?|preferences?|priorities|priority|budgets?|workflows?|process(?:es)?|days?|weeks?|weekends?|life|lives|home|work|jobs?|commutes?|journeys?|plans?|goals?|expectations?|concerns?|worries|worry|feelings?|opinions?|views?|thoughts?|use|usage|wishes|wish|ideas?|suggestions?|story|stories|background|roles?|team|family|household|diet|health|finances|spending|savings|schedule|mornings?|evenings?|purchases?|orders?|subscriptions?|accounts?|setup|car|bike|phone|devices?|equipment|tools?|questions?|challenges?|difficulties|issues?|complaints?|doubts?)$/i;
// Words that open a question or a request: a title that starts with one is not a noun phrase.
const ASKING_START =
  /^(?:how|what|why|when|where|who|whom|which|whether|is|are|do|does|did|can|could|would|will|should|have|has|tell|describe|think|walk|share|explain|talk|imagine|picture|compare|list|name|recall|remember|give|rate|show|consider|reflect|look|take|try|let|help|say|outline|mention|please)\b/i;
const CLAUSE_AFTER_GERUND =
  /^(?:the|a|an|your|my|our|their|this|that|these|those|it|them|you|me|to|from|with|at|in|on|for|of|about|online|abroad|home|alone|together|out|up|down|back|away|more|less|well)\b/i;

/**
 * An English title as a topic in a sentence, whatever its shape: a question or a request names none ("Why did you
 * cancel?", "Tell me about …"); a gerund clause stays as it is ("choosing a place"); a noun phrase of what the
 * respondent has or does takes "your" ("your ordering routine"); another plural reads bare ("monthly premiums"); any
 * other is not named (it could only be quoted).
 */
function englishTitleTopic(title: string): string | null {
  const clean = meaningfulTitle(title);
  if (!clean || /[?？]/.test(title) || ASKING_START.test(clean)) return null;
  const words = clean.split(' ');
  if (/^(?:the|a|an|your|my|our|their)\b/i.test(clean)) return lowerFirst(clean);
  if (/ing$/i.test(words[0]!) && (words.length === 1 || CLAUSE_AFTER_GERUND.test(words[1]!))) return lowerFirst(clean);
  // The head of a noun phrase: its last word before a preposition ("Pet insurance for dogs" → insurance).
  const beforePreposition = clean.split(/ (?:for|of|at|in|on|with|from|about|during|after|before|between|by|to) /i)[0]!;
  const head = beforePreposition
    .split(' ')
    .at(-1)!
    .replace(/[^\p{L}-]/gu, '');
  if (PERSONAL_HEADS.test(head)) return `your ${lowerFirst(clean)}`;
  if (/[^s]s$/i.test(head) && words.length <= 4) return lowerFirst(clean);
  // Any other title would have to be quoted ("the topic “Price”"): a title is never read out as such.
  return null;
}

/**
 * An English question as a topic in a sentence: "How do you order flour?" → "how you order flour"; "Could you tell me
 * about your supplier?" → "your supplier". Questions that cannot be turned round simply fall back to the title.
 */
function englishTopic(question: DirectiveQuestion): string | null {
  // A warm-up or closing question's title ("Introduction", "Closing") names no topic; its wording may.
  const fallback = question.role ? null : englishTitleTopic(question.title);
  const sentences = question.description
    .trim()
    .replace(/\s+/g, ' ')
    .split(/(?<=[.?!])\s+/);
  for (const sentence of sentences) {
    const s = sentence
      .replace(/(?<![?.!])[?.!]+$/, '')
      .replace(/^(?:to start|to begin|first|firstly|next|now|finally|lastly|and|so)[,:]?\s+/i, '');
    let topic: string | null = null;
    let m: RegExpExecArray | null;
    if (/,\s*(?:and|or)\b|\b(?:and|or) (?:why|how|what|when|where|who)\b/i.test(s)) topic = null;
    else if (
      (m =
        /^(?:please )?(?:(?:could|can|would) you (?:please )?)?(?:tell me|describe|walk me through|talk about|share)(?: (?:a little|a bit|briefly))?(?: more)?(?: about)? (.+)$/i.exec(
          s,
        ))
    )
      topic = m[1]!;
    else if ((m = /^(?:please )?think (?:back )?(?:to|about) ((?:when|the last time|the most recent time|a time) .+)$/i.exec(s)))
      topic = m[1]!;
    else if ((m = /^(how|why|when|where|what|which \w+|who) do you (.+)$/i.exec(s))) topic = `${m[1]!.toLowerCase()} you ${m[2]}`;
    else if ((m = /^(how|why|when|where|what|which \w+|who) (would|could|should|will|can) (you|they|we|people) (.+)$/i.exec(s)))
      topic = `${m[1]!.toLowerCase()} ${m[3]} ${m[2]} ${m[4]}`;
    else if ((m = /^(how|why|when|where|what|who) (is|are|was|were) ((?:your|the|their|our|this|that) .+)$/i.exec(s)))
      topic = `${m[1]!.toLowerCase()} ${m[3]} ${m[2]}`;
    else if (
      /^(?:what|who|which \w+) (?:would|could|will|can|makes?|made|matters?|frustrates?|stops?|helps?|gets?|influences?|decides?)\b/i.test(
        s,
      )
    )
      topic = lowerFirst(s);
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

/**
 * The topic named as a subject to turn to ("your ordering routine"), or null: in the other languages a title could only
 * be quoted («Цена»), and a quoted title is never read out.
 */
function titleTopic(question: DirectiveQuestion | null, language: string): string | null {
  if (!question || question.role) return null;
  return language === 'English' ? englishTitleTopic(question.title) : null;
}

const join = (...parts: (string | null | undefined | false)[]) =>
  parts
    .filter(Boolean)
    .join(' ')
    .replace(/([。！？])\s+/gu, '$1');

/** A candidate: its approach, its text, and the question it asks (what makes two candidates different questions). */
type Approach = { approach: string; text: string; asks: string };

/** The openers of a message: the acknowledgement the directive calls for first, then the others for variety. */
function openers(p: InterviewerPhrases, directive: Directive, seed: number, language: string): string[] {
  // After "I don't know" no praise fits: a neutral word, or none.
  if (directive.kind === 'probe' && directive.reAsk) return neutralAcknowledgements(language);
  // Putting the question another way opens by owning the unclear wording: nothing goes before it.
  if (directive.kind === 'probe' && directive.clarify) return [''];
  const rotated = p.transitions.map((_, i) => p.transitions[(seed + i) % p.transitions.length]!);
  if (directive.kind !== 'ask' && directive.kind !== 'collect') return rotated;
  const after = directive.after ?? (directive.kind === 'ask' && directive.isFirst ? 'greeting' : 'answer');
  if (after === 'greeting') return ['', p.begin];
  if (after === 'answer') return rotated;
  if (after === 'not-known') return neutralAcknowledgements(language);
  if (after === 'said-before') return [...p.saidBefore];
  // "You are welcome." or "That is fine, we can leave that one." says all there is to say before the question.
  return [p.acknowledge[after]];
}

/** Other questions about the guide question's subject, so candidates can differ in what they ask. */
function questionVariants(question: DirectiveQuestion, p: InterviewerPhrases, language: string): string[] {
  if (question.role === 'warm-up') return p.warmUpVariants;
  if (question.role === 'closing') return p.closingVariants;
  const topic = topicOf(question, language);
  return topic ? [p.variants.concrete(topic), p.variants.firstThoughts(topic), p.variants.experience(topic)] : [];
}

/**
 * The question put again in other words after "What do you mean?": the simpler angles of a re-ask (an example, the
 * first thing that comes to mind), opened by owning the unclear wording.
 */
function clarificationsFor(p: InterviewerPhrases, language: string): string[] {
  return reAsksFor(language)
    .slice(0, 2)
    .map((q) => join(p.clearer, q));
}

/** Every message the built-in interviewer could send for a directive, one per approach, the preferred first. */
function approachesFor(directive: Directive, p: InterviewerPhrases, language: string, opener: string): Approach[] {
  const of = (approach: string, asks: string, ...parts: (string | null | undefined | false)[]): Approach => ({
    approach,
    asks,
    text: join(opener, ...parts),
  });
  switch (directive.kind) {
    case 'ask': {
      const question = asQuestion(directive.question.description, language, directive.question.title);
      const subject = titleTopic(directive.question, language);
      // The guide's question comes first, framed in different ways (an invitation to give examples, the topic named),
      // then other questions about its subject, which the scores put after it. Quoting the last answer before an
      // unrelated question reads like a non-sequitur, so the respondent's own words are left to follow-ups and the close.
      // A subject the respondent touched on already: the question says so before it asks.
      // After an apology for asking again, a second "you told me" about the next subject would say it twice over.
      const told = directive.toldEarlier && directive.after !== 'said-before' ? p.toldEarlier : null;
      // A verdict on doing it again, given before its question: its reason is asked, built on what was said.
      const builtOn = directive.buildsOn ? buildOnVerdict(directive.buildsOn.verdict, language) : [];
      if (builtOn.length > 0) return builtOn.map((q, i) => of(`builds on the verdict ${i + 1}`, q, q));
      return [
        !directive.question.role && of('example', question, told, question, p.examplesWelcome),
        subject && !directive.isFirst && !told && of('signpost', question, p.turnTo(subject), question),
        directive.question.role === 'closing' && of('signpost', question, p.lastQuestion, question),
        of('plain', question, told, question),
        ...questionVariants(directive.question, p, language).map((variant, i) => of(`another question ${i + 1}`, variant, variant)),
      ].filter((a): a is Approach => Boolean(a));
    }
    case 'probe':
      if (directive.goAhead) return goAheadsFor(language).map((q, i) => of(`go ahead ${i + 1}`, q, q));
      if (directive.clarify) return clarificationsFor(p, language).map((q, i) => of(`put another way ${i + 1}`, q, q));
      if (directive.reAsk) return reAsksFor(language).map((q, i) => of(`re-ask ${i + 1}`, q, q));
      return followUps(directive, p, language, topicOf(directive.question, language)).map((f) => of(f.approach, f.question, f.question));
    case 'collect': {
      // An item that cannot be put in the interviewer's words is never planned; a question about them stands in.
      const question = infoQuestion(directive.item, directive.info, language) ?? p.warmUpVariants[0];
      return [of('plain', question, p.info.lead, question), of('short', question, question), of('reason', question, question, p.info.why)];
    }
    case 'close': {
      // The thanks fit what the respondent gave: no "thoughtful answers" after three words.
      const [full, short] = directive.farewell ? [p.farewell, p.farewellShort] : closingWords(language, directive.given);
      return [of('plain', '', full), of('short', '', short)];
    }
    case 'stay-on-topic': {
      const question = directive.question ? asQuestion(directive.question.description, language, directive.question.title) : null;
      const subject = titleTopic(directive.question, language);
      return [
        { approach: 'plain', asks: question ?? '', text: join(p.stayOnTopic, question) },
        subject && question && { approach: 'back to the topic', asks: question, text: join(p.backTo(subject), question) },
        { approach: 'reassure', asks: question ?? '', text: join(p.stayOnTopicAlt, question) },
      ].filter((a): a is Approach => Boolean(a));
    }
  }
}

/** True when every question the directive could ask was said before in the dialog: a follow-up then has nothing new to ask. */
export function asksOnlyRepeats(directive: Directive, language: string, previous: string[]): boolean {
  const said = saidSentences(previous);
  return approachesFor(directive, phrasesFor(language), language, '').every((c) => withoutRepeats(c.text, c.asks, said) === null);
}

/**
 * The built-in interviewer's candidate messages for a directive, in the interview language: different approaches (an
 * example, the reason, a consequence, a detail the respondent gave, naming the topic, as fits the directive), each
 * scored. The best of each approach comes first; more than there are approaches are filled with other openers.
 * Deterministic for a seed. `previous` are the interviewer's earlier messages, so repeating them costs points.
 */
export function builtinCandidates(directive: Directive, language: string, k: number, seed: number, previous: string[] = []): Candidate[] {
  const p = phrasesFor(language);
  // The plain opener first (no opener for probes and closes, the directive's acknowledgement for questions).
  const leads =
    directive.kind === 'ask' || directive.kind === 'collect'
      ? openers(p, directive, seed, language)
      : directive.kind === 'stay-on-topic'
        ? ['']
        : directive.kind === 'probe' && directive.goAhead
          ? ['']
          : directive.kind === 'probe' && directive.reAsk
            ? openers(p, directive, seed, language)
            : ['', ...openers(p, directive, seed, language)];
  const every: Approach[] = leads.flatMap((lead) => approachesFor(directive, p, language, lead));
  // No sentence said earlier in the dialog is said again: a repeated lead-in is left out, a repeated question rules
  // the candidate out (unless every candidate repeats one, when the least bad is still better than silence).
  const said = saidSentences(previous);
  const fresh = every.flatMap((c) => {
    const text = withoutRepeats(c.text, c.asks, said);
    return text === null ? [] : [{ ...c, text }];
  });
  const pool: Approach[] = [];
  const seen = new Set<string>();
  for (const candidate of fresh.length ? fresh : every) {
    if (!seen.has(candidate.text)) {
      seen.add(candidate.text);
      pool.push(candidate);
    }
  }
  const scored = scoreCandidates(
    pool.map((c) => c.text),
    directive,
    previous,
    directive.kind === 'ask' ? { guideQuestion: asQuestion(directive.question.description, language, directive.question.title) } : {},
  ).map((candidate, index) => ({ ...candidate, approach: pool[index]!.approach, asks: pool[index]!.asks, index }));
  const ranked = [...scored].sort((a, b) => b.score - a.score || a.index - b.index);
  // The best first; then a candidate for each other question asked, so the candidates differ in what they ask and not
  // only in the words around it; then each other approach; then the rest.
  const picked = ranked.slice(0, 1);
  const take = (fits: (c: (typeof ranked)[number]) => boolean) => {
    for (const c of ranked) if (!picked.includes(c) && fits(c)) picked.push(c);
  };
  take((c) => !picked.some((other) => other.asks === c.asks));
  take((c) => !picked.some((other) => other.approach === c.approach));
  take(() => true);
  return picked.slice(0, Math.max(1, k)).map(({ response, score, reason }) => ({ response, score, reason }));
}
