import type { English } from './english.server';

/**
 * The built-in engine playing a persona. The description is read into facts (name, age, role, place, family, habits
 * and traits, each put in the first person), and every answer is made for the question that was asked: its topic in
 * the respondent’s words, the facts that bear on it, and an attitude of this respondent’s own. Deterministic for a
 * seed, and different respondents of one persona (different seeds) answer differently. The description itself is
 * never repeated.
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
  /^(?:an?|the|my)\s/i.test(phrase) ? phrase.replace(/^(?:An?|The|My)\b/, (word) => word.toLowerCase()) : `${/^[aeiou]/i.test(phrase) ? 'an' : 'a'} ${phrase}`;

/** Third person to first: "walks her dog" → "walks my dog". */
function toFirstPerson(text: string): string {
  const swaps: Record<string, string> = { his: 'my', her: 'my', their: 'my', him: 'me', them: 'me', himself: 'myself', herself: 'myself', themselves: 'myself', he: 'I', she: 'I', they: 'I' };
  return text.replace(/\b(his|her|their|him|them|himself|herself|themselves|he|she|they)\b/gi, (word) => swaps[word.toLowerCase()]!);
}

const IRREGULAR: Record<string, string> = { is: "I’m", has: 'I have', does: 'I do', was: 'I was', goes: 'I go' };

/** A clause that starts with a verb ("drinks strong coffee", "living in Leeds") in the first person, or null. */
function asFirstPersonAction(clause: string, english: English): string | null {
  const words = clause.split(/\s+/);
  const first = words[0]!.toLowerCase();
  const rest = toFirstPerson(words.slice(1).join(' '));
  if (IRREGULAR[first]) return `${IRREGULAR[first]} ${rest}`.trim();
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
const CHILDREN = /\b(?:has\s+|with\s+)?(one|two|three|four|five|six|\d)\s+(kids?|children|child|sons?|daughters?|grandchildren|grandkids)\b/i;
const MARITAL = /\b(married|single|divorced|widowed|engaged)\b/i;
const PLACE = /\b(?:[Ll]ives\s+in|[Ll]iving\s+in|[Bb]ased\s+in|[Ff]rom|in)\s+((?:the\s+)?\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)*)/u;
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

    const worksAs = WORKS_AS.exec(clause);
    if (worksAs) facts.role ??= article(worksAs[1]!.replace(/(?<!\s)\s+(?:at|in|for)\s.*$/i, ''));
    const action = asFirstPersonAction(clause, english);
    if (action) {
      facts.habits.push(action);
      return;
    }
    const terms = english.terms(clause);
    if (/^(?:an?|the)\s/i.test(clause) || (terms.length <= 4 && terms.some((term) => term.tags.has('Noun')) && !facts.role)) {
      facts.role ??= article(lowerFirst(clause));
      if (facts.role !== article(lowerFirst(clause))) facts.habits.push(`I’m also ${article(lowerFirst(clause))}`);
      return;
    }
    if (terms.every((term) => term.tags.has('Adjective') || term.tags.has('Adverb'))) {
      facts.habits.push(`I’m ${lowerFirst(clause)}`);
      return;
    }
    facts.habits.push(`I care a lot about ${lowerFirst(toFirstPerson(clause))}`);
  });

  if (!facts.name && personaName) {
    const candidate = personaName.trim();
    const isPerson = /^\p{Lu}\p{Ll}+$/u.test(candidate) && english.terms(candidate).some((term) => term.tags.has('Person') || term.tags.has('FirstName'));
    if (isPerson) facts.name = candidate;
  }
  return facts;
}

/** greeting: "Shall we begin?"; reason: "What led you to …?"; process: "Walk me through …"; topic: any other question. */
type Question = { kind: 'greeting' | 'intro' | 'closing' | 'probe' | 'reason' | 'process' | 'topic'; topic: string | null; words: string[] };

const GENERIC = new Set(
  'you me i it that this what which anything something thing things time times way ways experience experiences moment step steps example detail details role part kind lot bit own different various could would should does your about from when tell thanks thank sharing usually with have there they them were will into more much most some just really walk through happened'.split(
    ' ',
  ),
);

/** What kind of question the interviewer asked, and what it is about in the respondent’s words ("my current supplier"). */
export function readQuestion(message: string, english: English): Question {
  const text = message.replace(/\s+/g, ' ').trim();
  const lower = text.toLowerCase();
  const content = lower.match(/\p{L}[\p{L}'-]{3,}/gu)?.filter((word) => !GENERIC.has(word)) ?? [];
  const kind: Question['kind'] = /anything else|anything more|anything you would like to add|anything we have not|not talked about/.test(lower)
    ? 'closing'
    : /yourself|introduce|who you are|about you\b|your (?:everyday|daily) (?:routine|life)/.test(lower)
      ? 'intro'
      : /more about that|specific example|an example|why is that|what do you mean|you mentioned|tell me more|a bit more|say more/.test(lower)
        ? 'probe'
        : /shall we (?:begin|start)|ready to (?:begin|start)|are you ready|can we (?:begin|start)|let'?s (?:begin|start)/.test(lower) || !/\?/.test(text)
          ? 'greeting'
          : /\bwhy\b|what led you|what made you|would (?:lead|make) you|reasons? for/.test(lower)
            ? 'reason'
            : /walk me through|step by step|how do you|how did you|what happened/.test(lower)
              ? 'process'
              : 'topic';
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
    .map((p) => p.replace(/^(?:what|which|any)\s+/i, '').replace(/\byour\b/gi, 'my').toLowerCase())
    .find((p) => p && !p.replace(/^(?:the|a|an|my)\s+/, '').split(/\s+/).every((word) => GENERIC.has(word)) && !english.terms(p).some((term) => term.tags.has('Pronoun') && !/^my$/i.test(term.text)));
  return { kind, topic: phrase ?? null, words: content };
}

function shuffled<T>(list: readonly T[], random: () => number): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
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

const OPENERS = ['', 'Well, ', 'Honestly, ', 'Hmm, ', 'Good question. ', 'Let me think. ', 'To be honest, ', 'So, '];
const STANCES = {
  positive: ['I’m fairly happy with how it goes', 'it mostly works well for me', 'I don’t have many complaints', 'it’s been pretty good so far'],
  mixed: ['I have mixed feelings', 'it’s fine most of the time, but not always', 'some of it works and some of it doesn’t', 'it depends a lot on the week'],
  negative: ['it’s a bit of a headache', 'I’m not very happy with how it goes', 'it’s where things tend to go wrong for me', 'it takes more effort than it should'],
} as const;
const LEAD_INS = ['When it comes to {topic}, ', 'As for {topic}, ', 'With {topic}, ', 'About {topic}: '];
const REASONS = ['That’s partly because ', 'The thing is, ', 'For context, '];
const CAUSES = ['Mainly the fact that ', 'Mostly because ', 'I think it comes down to this: '];
const ROUTINES = ['Usually, ', 'Most weeks, ', 'Normally, '];
const CLOSINGS = ['No, I think that covers it.', 'Not really, I think I’ve said everything.', 'Nothing more from me, thanks.', 'I think that’s everything, thank you.'];
const GREETINGS = ['Sure, let’s start.', 'Yes, happy to.', 'Okay, I’m ready.', 'Sure, go ahead.'];

/** The next answer of a simulated respondent: to the question asked, from the persona’s facts, in the first person. */
export function builtinPersonaAnswer(input: { description: string; name?: string; question: string; seed: number; turn: number; english: English }): string {
  const facts = personaFacts(input.description, input.english, input.name);
  const question = readQuestion(input.question, input.english);
  // The respondent’s attitude stays the same through the interview; the wording changes with every turn.
  const person = seededRandom(input.seed);
  const stance = (['positive', 'mixed', 'negative'] as const)[Math.floor(person() * 3)]!;
  const random = seededRandom(input.seed * 31 + input.turn * 7919 + seedOf(input.question));
  const pick = <T,>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const habits = shuffled(facts.habits, random);
  const roleLine = facts.role ? `I’m ${facts.role}${facts.place ? ` in ${facts.place}` : ''}` : facts.place ? `I live in ${facts.place}` : null;

  switch (question.kind) {
    case 'greeting':
      return pick(GREETINGS);
    case 'closing': {
      if (random() < 0.6 || facts.habits.length === 0) return pick(CLOSINGS);
      return `Just that ${lowerFirst(pick(facts.habits))}, so it matters to me. Otherwise, no.`;
    }
    case 'intro': {
      const parts: string[] = [];
      parts.push(facts.name ? `I’m ${facts.name}${facts.age ? `, ${facts.age}` : ''}` : facts.age ? `I’m ${facts.age}` : 'Sure');
      const about = [roleLine, ...facts.family, ...habits.slice(0, 2)].filter((part): part is string => Boolean(part));
      const sentences = about.slice(0, 1 + Math.floor(random() * 3));
      return [`${parts[0]}.`, ...sentences.map((s) => `${capitalise(s)}.`)].join(' ').replace(/\.\./g, '.');
    }
    case 'probe': {
      const example = relevant(facts.habits, question.words)[0] ?? habits[0] ?? roleLine;
      if (!example) return `For example, last week it came up again, and ${STANCES[stance][Math.floor(random() * 4)]}.`;
      return `${pick(['For example, ', 'Take a normal week: ', 'A typical case: '])}${lowerFirst(example)}. ${pick(['That’s really where it comes from.', 'That shapes a lot of how I see it.', 'So it comes up more than you might think.'])}`;
    }
    case 'reason':
    case 'process':
    case 'topic': {
      const topic = question.topic ?? 'that';
      const opener = pick(OPENERS);
      const lead = pick(LEAD_INS).replace('{topic}', topic);
      const view = `${opener}${opener.endsWith(', ') ? lead.charAt(0).toLowerCase() + lead.slice(1) : lead}${pick(STANCES[stance])}.`;
      const match = relevant([...facts.habits, ...facts.family, ...(roleLine ? [roleLine] : [])], question.words)[0];
      const detail = match ?? habits[0] ?? roleLine ?? facts.family[0];
      // Some answers are short on purpose, as real respondents' are.
      if (random() < 0.2 || !detail) return question.kind === 'reason' ? pick(['Hard to say, really.', 'A few things, I suppose.', 'I’m not sure, to be honest.']) : capitalise(view.trim());
      if (question.kind === 'reason') return `${pick(CAUSES)}${lowerFirst(detail)}. ${capitalise(pick(STANCES[stance]))}.`;
      if (question.kind === 'process') {
        const plain = capitalise(`${lead}${pick(STANCES[stance])}.`);
        return match ? `${pick(ROUTINES)}${lowerFirst(match)}. ${plain}` : `It’s pretty simple, really. ${plain}`;
      }
      return capitalise(`${view} ${pick(REASONS)}${lowerFirst(detail)}.`);
    }
  }
}
