import { CJK } from '~/ai/text/words';

import type { English } from './english.server';
import { asksAboutOccasion, englishReason, questionKind, type SpokenFacts, spokenFacts } from './persona-reading';
import { withoutRepeats } from './persona-repeats';
import { type Stance, voiceFor } from './persona-voices';

/**
 * The built-in engine playing a persona, in any interview language. The description is read into facts (an English one
 * with the tagger: name, age, role, place, family, habits, each put in the first person; the others by their shape:
 * name, age, occupation, place and reasons, see persona-reading), and every answer is made for the kind of question
 * asked, in the interview's language (persona-voices), with an attitude, a way of talking and an amount to say of this
 * respondent's own. Deterministic for a seed, and different respondents of one persona (different seeds) answer
 * differently. The description itself is never repeated.
 */

export type PersonaFacts = {
  name: string | null;
  age: string | null;
  /** "a night-shift nurse", "a retired teacher". */
  role: string | null;
  place: string | null;
  /** First-person sentences: "I’m a father of two", "I have two kids". */
  family: string[];
  /** First-person sentences: "I work night shifts at a hospital", "I’m price-conscious". */
  habits: string[];
};

// A small deterministic generator (mulberry32), so a seed always gives the same respondent.
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function seedOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) && !/^I\b/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);
const article = (phrase: string) =>
  /^(?:an?|the|my)\s/i.test(phrase)
    ? phrase.replace(/^(?:An?|The|My)\b/, (word) => word.toLowerCase())
    : `${/^[aeiou]/i.test(phrase) ? 'an' : 'a'} ${phrase}`;

/** Third person to first: "walks her dog" → "walks my dog". */
function toFirstPerson(text: string): string {
  const swaps: Record<string, string> = {
    his: 'my',
    her: 'my',
    their: 'my',
    him: 'me',
    them: 'me',
    himself: 'myself',
    herself: 'myself',
    themselves: 'myself',
    he: 'I',
    she: 'I',
    they: 'I',
  };
  return text.replace(/\b(his|her|their|him|them|himself|herself|themselves|he|she|they)\b/gi, (word) => swaps[word.toLowerCase()]!);
}

const IRREGULAR: Record<string, string> = { is: 'I’m', has: 'I have', does: 'I do', was: 'I was', goes: 'I go' };

/** A clause that starts with a verb ("drinks strong coffee", "living in Leeds") in the first person, or null. */
function asFirstPersonAction(clause: string, english: English): string | null {
  const words = clause.split(/\s+/);
  const first = words[0]!.toLowerCase();
  const rest = toFirstPerson(words.slice(1).join(' '));
  if (IRREGULAR[first]) return `${IRREGULAR[first]} ${rest}`.trim();
  // "Renting in a new city" is what they are doing now: "I’m renting in a new city", not "I rent …" nor "I’m a renting …".
  if (/^\p{L}{3,}ing$/iu.test(first) && english.terms(`she is ${first}`).at(-1)?.tags.has('Gerund')) return `I’m ${first} ${rest}`.trim();
  // Tagged after a subject, so "Works night shifts" reads as a verb and not as a plural noun.
  const terms = english.terms(`she ${first} ${words.slice(1, 3).join(' ')}`);
  const verb = terms[1];
  if (!verb || !verb.tags.has('Verb') || verb.tags.has('Auxiliary') || verb.tags.has('Modal')) return null;
  if (verb.tags.has('PastTense')) {
    // "Retired teacher" describes a person; "Cancelled the subscription last month" is something they did.
    if (terms[2]?.tags.has('Noun') && !terms[2].tags.has('Pronoun') && words.length <= 3) return null;
    return `I ${first} ${rest}`.trim();
  }
  return `I ${english.infinitive(first)} ${rest}`.trim();
}

const AGE = [/^(\d{1,3})$/, /\b(\d{1,3})[-\s](?:years?|yrs?)(?:[-\s]old)?\b/i, /\baged?\s+(\d{1,3})\b/i];
const FAMILY_ROLE = /\b(father|mother|dad|mum|mom|parent|grandfather|grandmother|grandparent|grandma|grandpa)\s+of\s+(\w+)/i;
const CHILDREN =
  /\b(?:has\s+|with\s+)?(one|two|three|four|five|six|\d)\s+(kids?|children|child|sons?|daughters?|grandchildren|grandkids)\b/i;
const MARITAL = /\b(married|single|divorced|widowed|engaged)\b/i;
const PLACE = /\b(?:[Ll]ives\s+in|[Ll]iving\s+in|[Bb]ased\s+in|[Ff]rom|in)\s+((?:the\s+)?\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)*)/u;
const MOVED =
  /\b(?:[Mm]oved|[Rr]elocated|[Cc]ame|[Ww]ent)\s+(?:here\s+)?from\s+(?:the\s+)?\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)*\s+to\s+((?:the\s+)?\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)*)/u;
// Heads of noun phrases that name a kind of person ("a first-time renter", "a young professional", "a dog owner").
const PERSON_HEAD =
  /(?:er|or|ist|ian|ant|ent|ee|eer|ive|ional|nurse|mum|mom|dad|parent|student|owner|worker|person|man|woman|wife|husband|retiree|pensioner|graduate|expat|local|newcomer|nomad|fan|lover|enthusiast|novice|veteran|beginner)$/i;
const WORKS_AS = /^(?:works|working)\s+as\s+(\S.*)$/i;

/** Reads a persona’s description ("tom, 41, father of two in Rotterdam") into facts. */
export function personaFacts(description: string, english: English, personaName?: string): PersonaFacts {
  const facts: PersonaFacts = { name: null, age: null, role: null, place: null, family: [], habits: [] };
  const clauses = description
    .replace(/\s+/g, ' ')
    .split(/[.;!?\n]+|,\s*|(?<!\s)\s+(?:who|that)\s+/i)
    .flatMap((clause) => clause.split(/(?<!\s)\s+(?:and|but)\s+(?=\w+s\b)/i))
    .map((clause) => clause.trim().replace(/^(?:and|but|also)\s+/i, ''))
    .filter(Boolean);

  clauses.forEach((original, index) => {
    let clause = original;
    const named = /^(?:my name is|name:?|called)\s+(\p{L}+)/iu.exec(clause) ?? /^(\p{Lu}\p{Ll}+)\s+is\s+(?=an?\s)/u.exec(clause);
    if (named && !facts.name) {
      facts.name = capitalise(named[1]!);
      clause = clause.slice(named[0].length).trim();
      if (!clause) return;
    }
    for (const pattern of AGE) {
      const age = pattern.exec(clause);
      if (age && Number(age[1]) > 0 && Number(age[1]) < 120) {
        facts.age ??= age[1]!;
        clause = clause.replace(age[0], '').replace(/\s+/g, ' ').trim();
        break;
      }
    }
    if (!clause) return;
    // The first clause names the person when it is a name or one or two words before an age ("tom, 41").
    if (index === 0 && !facts.name && /^\p{L}+(?:\s\p{L}+)?$/u.test(clause)) {
      const person = english.terms(capitalise(clause)).some((term) => term.tags.has('Person') || term.tags.has('FirstName'));
      const beforeAge = clauses[1] !== undefined && /^\d{1,3}$/.test(clauses[1].trim());
      if (person || beforeAge) {
        facts.name = clause.split(' ').map(capitalise).join(' ');
        return;
      }
    }
    // "Moved from Leeds to Bristol": they live where they moved to, and the move is a fact of its own.
    const moved = MOVED.exec(clause);
    if (moved) {
      facts.place ??= moved[1]!;
      const action = asFirstPersonAction(clause, english);
      if (action) facts.habits.push(action);
      return;
    }
    const place = PLACE.exec(clause);
    if (place) {
      facts.place ??= place[1]!;
      clause = clause.replace(place[0], '').trim();
      if (/^(?:lives?|living|based|is|and)?$/i.test(clause)) return;
    }
    const parent = FAMILY_ROLE.exec(clause);
    if (parent) {
      facts.family.push(`I’m ${article(`${parent[1]!.toLowerCase()} of ${parent[2]}`)}`);
      clause = clause.replace(parent[0], '').trim();
    }
    const children = CHILDREN.exec(clause);
    if (children) {
      facts.family.push(`I have ${children[1]!.toLowerCase()} ${children[2]!.toLowerCase()}`);
      clause = clause.replace(children[0], '').trim();
    }
    const marital = MARITAL.exec(clause);
    if (marital) {
      facts.family.push(`I’m ${marital[1]!.toLowerCase()}`);
      clause = clause.replace(marital[0], '').trim();
    }
    clause = clause.replace(/^(?:is|and|also)\s+/i, (word) => (/^is/i.test(word) && /^is\s+an?\s/i.test(clause) ? '' : word)).trim();
    if (!clause || !/\p{L}/u.test(clause)) return;

    // Already in the first person ("I'm new to the city", "I’ve never had a filling"): said as written.
    if (/^(?:I|I['’](?:m|ve|d|ll)|my)\b/.test(clause)) {
      facts.habits.push(clause.replace(/'/g, '’').replace(/^my\b/, 'My'));
      return;
    }
    const worksAs = WORKS_AS.exec(clause);
    if (worksAs) facts.role ??= article(worksAs[1]!.replace(/(?<!\s)\s+(?:at|in|for)\s.*$/i, ''));
    const action = asFirstPersonAction(clause, english);
    if (action) {
      facts.habits.push(action);
      return;
    }
    const terms = english.terms(clause);
    if (terms.every((term) => term.tags.has('Adjective') || term.tags.has('Adverb'))) {
      facts.habits.push(`I’m ${lowerFirst(clause)}`);
      return;
    }
    const isPhrase = !terms.some((term) => term.tags.has('Verb') || term.tags.has('Pronoun'));
    // "Retired teacher living in Leeds" once the place is taken out: "Retired teacher".
    const words = clause.replace(/(?<![.,;:!?])[.,;:!?]+$/, '').split(/\s+/);
    if (words.length > 1 && /^(?:living|based|residing|staying)$/i.test(words.at(-1)!)) words.pop();
    const person = words.join(' ');
    const head = person.split(/\s+/).at(-1)!;
    // A kind of person is what they are: "a first-time renter"; a thing is not ("a new city" is no occupation).
    if (
      PERSON_HEAD.test(head) &&
      !terms.some((term) => term.tags.has('Pronoun')) &&
      (/^(?:an?|the)\s/i.test(person) || person.split(/\s+/).length <= 4)
    ) {
      const who = article(lowerFirst(person));
      facts.role ??= who;
      if (facts.role !== who) facts.habits.push(`I’m also ${who}`);
      return;
    }
    // Things they care about are plural or uncountable ("fair prices", "organic food"); anything else that cannot be
    // put in the first person grammatically is left out rather than said wrong.
    const headTerm = terms.at(-1);
    if (isPhrase && (headTerm?.tags.has('Plural') || headTerm?.tags.has('Uncountable')) && !/^(?:an?|the)\s/i.test(clause))
      facts.habits.push(`I care a lot about ${lowerFirst(toFirstPerson(clause))}`);
  });

  if (!facts.name && personaName) {
    const candidate = personaName.trim();
    const isPerson =
      /^\p{Lu}\p{Ll}+$/u.test(candidate) && english.terms(candidate).some((term) => term.tags.has('Person') || term.tags.has('FirstName'));
    if (isPerson) facts.name = candidate;
  }
  return facts;
}

/** What an English question is about: its content words, and its topic in the respondent’s words ("my current supplier"). */
type Question = { topic: string | null; words: string[] };

const GENERIC = new Set(
  'you me i it that this what which anything something thing things time times way ways experience experiences thoughts thought opinion opinions view views feelings moment step steps example detail details role part kind lot bit own different various could would should does your about from when tell thanks thank sharing usually with have there they them were will into more much most some just really walk through happened'.split(
    ' ',
  ),
);

export function readQuestion(message: string, english: English): Question {
  const text = message.replace(/\s+/g, ' ').trim();
  const lower = text.toLowerCase();
  const content = lower.match(/\p{L}[\p{L}'-]{3,}/gu)?.filter((word) => !GENERIC.has(word)) ?? [];
  // The topic in the respondent’s words: the question’s "your …" phrase, what it asks "about", the thing whose role it
  // asks about, or else its first noun phrase that is not a pronoun or filler.
  const stop = String.raw`(?=\s+(?:and|or|with|when|if|in|on|at|for|to|from|so|that)\b|[?,.;:]|$)`;
  const patterns = [
    new RegExp(String.raw`\byour\s+((?:[\p{L}-]+\s+){0,3}?[\p{L}-]+)${stop}`, 'iu'),
    new RegExp(String.raw`\babout\s+((?:the\s+)?(?:[\p{L}-]+\s+){0,3}?[\p{L}-]+)${stop}`, 'iu'),
    /\brole does\s+((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+)\s+play\b/iu,
    new RegExp(String.raw`\bconsider\s+((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+)${stop}`, 'iu'),
  ];
  let phrase: string | undefined;
  for (const [i, pattern] of patterns.entries()) {
    const found = pattern.exec(text)?.[1];
    if (!found || GENERIC.has(found.toLowerCase().split(' ').at(-1)!) || /^(?:you|me|it|that|this)$/i.test(found)) continue;
    phrase = i === 0 ? `my ${found.toLowerCase()}` : found.toLowerCase().replace(/\byour\b/g, 'my');
    break;
  }
  phrase ??= english
    .nounPhrases(text)
    .map((p) =>
      p
        .replace(/^(?:what|which|any)\s+/i, '')
        .replace(/\byour\b/gi, 'my')
        .toLowerCase(),
    )
    .find(
      (p) =>
        p &&
        !p
          .replace(/^(?:the|a|an|my)\s+/, '')
          .split(/\s+/)
          .every((word) => GENERIC.has(word)) &&
        !english.terms(p).some((term) => term.tags.has('Pronoun') && !/^my$/i.test(term.text)),
    );
  return { topic: phrase ?? null, words: content };
}

const stemOf = (word: string) => word.toLowerCase().slice(0, 4);

/** The facts that share a word with the question, most shared first. */
function relevant(facts: string[], words: string[]): string[] {
  const stems = new Set(words.filter((word) => word.length > 3).map(stemOf));
  return facts
    .map((fact) => ({ fact, shared: (fact.match(/\p{L}{4,}/gu) ?? []).filter((word) => stems.has(stemOf(word))).length }))
    .filter((entry) => entry.shared > 0)
    .sort((a, b) => b.shared - a.shared)
    .map((entry) => entry.fact);
}

/** A sentence's first letter in lower case after a lead-in ("Honestly, it…", "Если честно, тут…"), but not "I". */
const lowerInitial = (text: string) =>
  /^\p{Lu}\p{Ll}/u.test(text) && !/^I\b/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;

/** What a respondent is like, drawn once from their seed: how they see the subject, how much they say, how they start. */
type Traits = { stance: Stance; talkative: number; hedging: number };

function traitsOf(seed: number): Traits {
  const person = seededRandom(seed);
  return { stance: (['positive', 'mixed', 'negative'] as const)[Math.floor(person() * 3)]!, talkative: person(), hedging: person() };
}

/** The words a lead-in turns on ("hones" of "Honestly?", "честн" of "Если честно,", "说实" of "说实话，"), to keep them from being said twice. */
const leadWords = (lead: string) =>
  CJK.test(lead) ? [lead.slice(0, 2)] : (lead.match(/\p{L}{4,}/gu) ?? []).map((word) => word.toLowerCase().slice(0, 5));

/** Sentences joined as the language writes them; a lead-in ending in a comma or colon runs into the next sentence. */
function said(...parts: (string | null | undefined | false)[]): string {
  const list = parts.filter((part): part is string => Boolean(part && part.trim()));
  let text = '';
  for (const [i, part] of list.entries()) {
    const next = list[i + 1];
    // "Honestly?" before "It's a headache, honestly." is one "honestly" too many.
    if (next && /[,:，、?]$/u.test(part) && leadWords(part).some((word) => next.toLowerCase().includes(word))) continue;
    if (!text) text = part;
    else if (/[,:，、]$/u.test(text)) text = `${text}${CJK.test(part) ? '' : ' '}${CJK.test(part) ? part : lowerInitial(part)}`;
    else text = `${text}${CJK.test(text) ? '' : ' '}${part}`;
  }
  return text;
}

type Facts = SpokenFacts & { habits: string[] };

/** The persona's facts in the interview language: English read with the tagger, the others by their shape. */
function factsOf(input: { description: string; name?: string; language: string; english: English }): Facts {
  // A dialog reads the same description at every turn: it is read once (the tagger is the slow part of an answer).
  const key = `${input.language}\u0000${input.name ?? ''}\u0000${input.description}`;
  const known = READ_FACTS.get(key);
  if (known) return known;
  const facts = readFacts(input);
  if (READ_FACTS.size >= 200) READ_FACTS.delete(READ_FACTS.keys().next().value!);
  READ_FACTS.set(key, facts);
  return facts;
}

const READ_FACTS = new Map<string, Facts>();

// The guide's questions come back in every dialog of an interview: each is read with the tagger once.
const READ_QUESTIONS = new Map<string, Question>();
function readQuestionOnce(message: string, english: English): Question {
  const known = READ_QUESTIONS.get(message);
  if (known) return known;
  const read = readQuestion(message, english);
  if (READ_QUESTIONS.size >= 500) READ_QUESTIONS.delete(READ_QUESTIONS.keys().next().value!);
  READ_QUESTIONS.set(message, read);
  return read;
}

function readFacts(input: { description: string; name?: string; language: string; english: English }): Facts {
  if (input.language !== 'English') return { ...spokenFacts(input.description, input.language, input.name), habits: [] };
  const facts = personaFacts(input.description, input.english, input.name);
  const reasons = facts.habits.map(englishReason).filter((reason): reason is string => Boolean(reason));
  const age = facts.age ? Number(facts.age) : null;
  // "I’m a baker in Rotterdam": the place goes with the occupation, as in the other languages' descriptions.
  const role = facts.role && facts.place && !facts.role.includes(facts.place) ? `${facts.role} in ${facts.place}` : facts.role;
  const habits = [...facts.family, ...facts.habits.filter((habit) => !englishReason(habit))];
  return { name: facts.name, age, role, place: facts.place, reasons, habits };
}

// Questions about trouble ("Did you have problems…?") are answered yes by the unhappy respondent, and even a content
// one does not say that trouble made their week easier.
const ABOUT_TROUBLE =
  /problem|issue|trouble|difficult|frustrat|complain|breakdown|поломк|avería|panne|buzil|故障|проблем|трудност|сложност|жалоб|dificultad|queja|plainte|schwierig|ärger|beschwer|muammo|qiyinchilik|shikoyat|问题|困难|麻烦|問題|困っ|不満/iu;

/**
 * The next answer of a simulated respondent, in the interview's language: made for the kind of question asked (a
 * reason, what happened, how often, when, an example, a consequence, what they meant, yes or no, their view, or a
 * question about them), from the persona's facts and a stance, a way of talking and an amount to say that each
 * respondent of a persona draws from its seed. The description is never pasted: its name, age, occupation, place and
 * reasons are said in the first person, and an English fact only where it bears on the question. `earlier` holds the
 * respondent's answers so far: a sentence said once is not said again while there is another to say.
 */
export function builtinPersonaAnswer(input: PersonaTurn): string {
  const answer = composeAnswer(input);
  return input.turn === 0 ? answer : withoutRepeats(answer, input.earlier ?? [], voiceFor(input.language), input.seed + input.turn);
}

type PersonaTurn = {
  description: string;
  name?: string;
  question: string;
  seed: number;
  turn: number;
  english: English;
  language: string;
  earlier?: string[];
};

/** What a respondent of a persona has to answer with at this turn: its facts, its way of talking and its draws. */
type Speaker = {
  voice: ReturnType<typeof voiceFor>;
  facts: Facts;
  stance: Stance;
  /** The respondent's answers so far, and the last of them. */
  earlier: string[];
  last: string;
  /** The question as the English tagger reads it (null in another language). */
  question: Question | null;
  /** An English fact that shares a word with the question: what this respondent would bring up here. */
  fact: string | null;
  /** A reason of their own, in their voice, drawn at every turn (so the draws that follow stay the same). */
  reason: string | null;
  role: string | null;
  random: () => number;
  unsaid: (item: string) => boolean;
  /** From the first list that holds a sentence not said yet: an example, once the examples are used, becomes a story. */
  pick: <T extends string>(list: readonly T[], ...then: (readonly T[])[]) => T;
  /** Whether to say a little more, as talkative as the respondent is. */
  more: () => boolean;
  hedge: () => string;
  sentence: (text: string) => string;
};

function speakerFor(input: PersonaTurn): Speaker {
  const { language } = input;
  const voice = voiceFor(language);
  const facts = factsOf({ description: input.description, name: input.name, language, english: input.english });
  const traits = traitsOf(input.seed);
  const random = seededRandom(input.seed * 31 + input.turn * 7919 + seedOf(input.question));
  const earlier = input.earlier ?? [];
  const unsaid = (item: string) => !item || !earlier.some((answer) => answer.includes(item));
  const pick = <T extends string>(list: readonly T[], ...then: (readonly T[])[]): T => {
    const from = [list, ...then].map((each) => each.filter(unsaid)).find((fresh) => fresh.length > 0) ?? list;
    return from[Math.floor(random() * from.length)]!;
  };
  const question = language === 'English' ? readQuestionOnce(input.question, input.english) : null;
  return {
    voice,
    facts,
    stance: traits.stance,
    earlier,
    last: earlier.at(-1) ?? '',
    question,
    fact: question ? (relevant(facts.habits, question.words)[0] ?? null) : null,
    reason: facts.reasons.length ? voice.reasonFrom(pick(facts.reasons)) : null,
    role: facts.role ? voice.asRole(facts.role) : null,
    random,
    unsaid,
    pick,
    more: () => random() < traits.talkative,
    hedge: () => (random() < traits.hedging ? pick(voice.hedges) : ''),
    sentence: (text: string) => `${capitalise(text.replace(/(?<![.!])[.!]+$/u, ''))}.`,
  };
}

function composeAnswer(input: PersonaTurn): string {
  const s = speakerFor(input);
  const { voice, facts, fact, stance, pick, more, hedge, sentence } = s;
  switch (questionKind(input.question, input.turn, input.language)) {
    case 'greeting':
      return pick(voice.ready);
    case 'closing': {
      const point = s.random() < 0.35 ? (fact ? sentence(fact) : s.role) : null;
      return point ? voice.oneMore(point) : pick(voice.nothingMore);
    }
    case 'detail':
      return fact ? sentence(fact) : pick(voice.decline);
    case 'intro':
      return introduction(s);
    case 'age':
      return facts.age ? voice.info.age(facts.age) : pick(voice.decline);
    case 'occupation':
      return facts.role ? voice.info.occupation(facts.role) : pick(voice.decline);
    case 'place':
      return facts.place ? voice.info.place(facts.place) : pick(voice.decline);
    case 'name':
      return facts.name ? voice.info.name(facts.name) : pick(voice.decline);
    case 'meaning':
      return whatTheyMeant(s);
    case 'example':
      return said(
        fact
          ? `${pick(['For example, ', 'Take a normal week: ', 'A typical case: '])}${lowerFirst(fact)}.`
          : pick(voice.examples[stance], voice.story[stance]),
        more() && pick(voice.consequences[stance]),
      );
    case 'consequence': {
      const felt = stance === 'positive' && ABOUT_TROUBLE.test(input.question) ? 'mixed' : stance;
      return said(hedge(), pick(voice.consequences[felt], voice.consequences.mixed, voice.examples[stance]));
    }
    case 'reason':
      // A reason of their own, and now and then how it came about (a content respondent adds nothing); without one, a
      // reason of their stance.
      return s.reason
        ? said(hedge(), s.reason, stance !== 'positive' && more() && pick(voice.reasons[stance]))
        : said(hedge(), pick(voice.reasons[stance]), more() && pick(voice.about[stance]));
    case 'frequency':
      return said(pick(voice.frequency), more() && (fact ? sentence(fact) : pick(voice.about[stance])));
    case 'time':
      return said(pick(voice.time), more() && pick(voice.story[stance]));
    case 'means':
      return said(hedge(), fact ? sentence(fact) : null, pick(voice.means));
    case 'process':
      // One occasion is told as what happened then; a routine as what usually happens.
      return said(hedge(), fact ? sentence(fact) : null, pick((asksAboutOccasion(input.question) ? voice.story : voice.process)[stance]));
    case 'yes-no': {
      const trouble = ABOUT_TROUBLE.test(input.question);
      const answer = stance === 'mixed' ? voice.partly : (stance === 'positive') !== trouble ? voice.yes : voice.no;
      return said(pick(answer), more() && pick(voice.about[stance]));
    }
    case 'view':
      return theirView(s);
  }
}

/** Who they are: name and age, occupation, place; asked again, something they have not said yet. */
function introduction({ voice, facts, earlier, unsaid, pick, more, sentence, stance }: Speaker): string {
  // Asked about themselves again ("tell me more about yourself"): something they have not said, not the same lines.
  const introduced =
    facts.name || facts.role || facts.place
      ? earlier.some((answer) => [facts.name, facts.role, facts.place].some((known) => known && answer.includes(known)))
      : false;
  if (introduced) {
    const habit = facts.habits.map(sentence).find(unsaid);
    return habit ?? pick(voice.justThat, voice.examples[stance]);
  }
  const who =
    facts.name && facts.age !== null
      ? voice.intro.nameAge(facts.name, facts.age)
      : facts.name
        ? voice.intro.name(facts.name)
        : facts.age !== null
          ? voice.intro.age(facts.age)
          : null;
  const what = facts.role ? voice.intro.role(facts.role) : null;
  const where = facts.place && !facts.role?.includes(facts.place) ? voice.intro.place(facts.place) : null;
  const extra = more() && facts.habits[0] ? sentence(facts.habits[0]) : null;
  return who || what || where ? said(who, what, where, extra) : said(pick(voice.intro.plain), extra);
}

/** What they meant depends on what they said: a figure was a rough one, a fact about them just that. */
function whatTheyMeant({ voice, facts, last, pick, more, stance }: Speaker): string {
  const figure = [...voice.frequency, ...voice.time].some((said) => last.startsWith(said.replace(/[.。]$/u, '')));
  if (figure) return pick(voice.roughly);
  const aboutThem = [facts.name, facts.age !== null ? String(facts.age) : null].some((known) => known && last.includes(known));
  if (aboutThem) return pick(voice.justThat);
  // A reason is explained by how it came about; what they meant, once explained, by an example.
  if (facts.reasons.some((given) => last.includes(given))) return pick(voice.reasons[stance], voice.examples[stance], voice.story[stance]);
  const explained = [...Object.values(voice.meaning), ...Object.values(voice.reasons)].some((list) =>
    list.some((meant) => last.includes(meant)),
  );
  if (explained) return pick(voice.examples[stance], voice.story[stance], voice.consequences[stance]);
  return said(
    pick(voice.meaning[stance], voice.examples[stance], voice.story[stance]),
    more() && pick(voice.examples[stance], voice.story[stance]),
  );
}

/** Their view of the subject, named in their words when the question names it, with a fact or who they are once. */
function theirView({ voice, question, fact, role, earlier, random, pick, more, hedge, sentence, stance }: Speaker): string {
  const view = pick(voice.about[stance], voice.examples[stance]);
  // In English the subject is named in the respondent's words when the question names it ("my monthly premiums").
  const named = question?.topic && /^my /.test(question.topic) && random() < 0.5 ? `As for ${question.topic}, ${lowerFirst(view)}` : view;
  // Their own reason belongs to the why-question; here they bring up a fact on the subject, or who they are, once.
  const detail = fact ? sentence(fact) : role && !earlier.some((answer) => answer.includes(role)) ? role : null;
  return said(hedge(), named, more() && detail);
}
