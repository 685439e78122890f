import type { English, Term } from './english.server';
/**
 * English drafting: reading the research goal for its population, subject and action, finding key noun phrases,
 * and turning each topic into one open, neutral question in the respondent's own terms.
 */
import type { Item } from './guide-phrasebooks';

export type { Item };

export type GoalReading = {
  /** Who the study is about: "customers", "UK bakeries". */
  population: string | null;
  /** What it is about, without a determiner: "e-bike subscriptions", "flour supplier". */
  subject: string | null;
  /** What the population does, put to the respondent: verb "cancel", object "your e-bike subscription". */
  action: { kind: 'why' | 'how' | 'other'; verb: string; object: string } | null;
};

const CAUSE_VERBS = /^(?:makes?|leads?|drives?|causes?|motivates?|prompts?|pushes?|gets?)$/i;
const AUXILIARIES = /^(?:do|does|did|would|will|can|could|should|might|may|are|is)$/i;
const RELATIVE = /^(?:who|that|which)$/i;
const DETERMINER = /^(?:the|a|an|their|his|her|its|our|your|my|this|that|these|those|some|any)\s+/i;

const has = (term: Term | undefined, tag: string) => Boolean(term?.tags.has(tag));
const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);
const withoutDeterminer = (phrase: string) => phrase.replace(DETERMINER, '').trim();

/** Third person to second: "their bike" → "your bike", "made them stay" → "made you stay". */
export function toSecondPerson(text: string): string {
  const swaps: Record<string, string> = {
    their: 'your',
    theirs: 'yours',
    them: 'you',
    they: 'you',
    themselves: 'yourself',
    themself: 'yourself',
  };
  return text.replace(/\b(their|theirs|them|themselves|themself|they)\b/gi, (word) => {
    const swap = swaps[word.toLowerCase()]!;
    return word[0] === word[0]!.toUpperCase() ? capitalise(swap) : swap;
  });
}

const join = (terms: Term[]) =>
  terms
    .map((term) => term.text)
    .join(' ')
    .replace(/(?<!\s)\s+([,.;:!?])/g, '$1')
    .trim();

/** A noun phrase's head noun made singular, the rest kept as written ("your e-bike subscriptions" → "… subscription"). */
function singularHead(phrase: string, english: English): string {
  const words = phrase.split(' ');
  const head = words.at(-1)!;
  if (!/s$/i.test(head) || /ss$/i.test(head)) return phrase;
  return [...words.slice(0, -1), english.singular(head.toLowerCase())].join(' ');
}

// "how people choose a removal company when they move house": a clause of time or condition after the act says when
// it happens, and asked of the respondent it would read "when you chose a removal company when you move house".
const TRAILING_CLAUSE =
  /(?<![\p{L}])(?:when|whenever|while|after|before|once|if|as soon as) (?:they|he|she|people|you|we|their|his|her|adults|parents|families|customers|users)(?![\p{L}])[^,;]*$/iu;

/** The goal's topic without a trailing clause of time or condition, when the act before it stands on its own. */
export function mainClauseOf(topic: string): string {
  const main = topic.replace(TRAILING_CLAUSE, '').trimEnd();
  return main.split(/\s+/).length >= 3 ? main : topic;
}

/** Reads the goal's topic ("why customers cancel their e-bike subscriptions within the first three months"). */
export function readGoal(topic: string, english: English): GoalReading {
  const terms = english.terms(mainClauseOf(topic.replace(/(?<![.!?])[.!?]+$/u, '')));
  const first = terms[0]?.text.toLowerCase() ?? '';
  if (/^(?:why|how|what|which|when|whether)$/.test(first)) {
    let start = 1;
    let kind: 'why' | 'how' | 'other' = first === 'why' ? 'why' : first === 'how' ? 'how' : 'other';
    // "what makes students skip breakfast" asks why students skip breakfast.
    if (first === 'what' && CAUSE_VERBS.test(terms[1]?.text ?? '')) {
      start = 2;
      kind = 'why';
    }
    while (start < terms.length && AUXILIARIES.test(terms[start]!.text)) start++;
    const isMainVerb = (term: Term | undefined) => has(term, 'Verb') && !has(term, 'Auxiliary') && !has(term, 'Modal');
    let verbAt = -1;
    for (let i = start + 1; i < terms.length; i++) {
      if (isMainVerb(terms[i])) {
        verbAt = i;
        break;
      }
    }
    // "households compare energy tariffs": the tagger reads it as one noun phrase. After a plural noun, a word that is a
    // verb after "they" is the action.
    if (verbAt < 0)
      verbAt = terms.findIndex(
        (term, i) => i > start && has(terms[i - 1], 'Plural') && !has(term, 'Plural') && isMainVerb(english.terms(`they ${term.text}`)[1]),
      );
    // "adults who moved to a new city chose a new dentist": the first verb is the relative clause's, part of who the
    // population is; the action is the next verb after it.
    if (verbAt > 0 && RELATIVE.test(terms[verbAt - 1]!.text)) {
      const main = terms.findIndex((term, i) => i > verbAt + 1 && isMainVerb(term) && !isMainVerb(terms[i - 1]));
      if (main > 0) verbAt = main;
    }
    const population = verbAt > start ? terms.slice(start, verbAt) : [];
    if (population.some((term) => has(term, 'Noun') && !has(term, 'Pronoun'))) {
      // Only an infinitive marker right after the verb goes ("want to switch"); "moved to a new city" keeps its "to".
      let objectTerms = terms.slice(verbAt + 1);
      if (/^to$/i.test(objectTerms[0]?.text ?? '')) objectTerms = objectTerms.slice(1);
      // Coordinated verbs share the object: "choose and use pet insurance" is one action of two verbs.
      let verb = english.infinitive(terms[verbAt]!.text.toLowerCase());
      while (/^(?:and|or)$/i.test(objectTerms[0]?.text ?? '') && has(objectTerms[1], 'Verb')) {
        verb = `${verb} ${objectTerms[0]!.text.toLowerCase()} ${english.infinitive(objectTerms[1]!.text.toLowerCase())}`;
        objectTerms = objectTerms.slice(2);
      }
      // A time frame ("within the first three months") describes who was chosen, not what to ask about.
      const frame = objectTerms.findIndex(
        (term, i) =>
          has(term, 'Preposition') && objectTerms.slice(i + 1).some((t) => has(t, 'Date') || has(t, 'Duration') || has(t, 'Value')),
      );
      if (frame > 0) objectTerms = objectTerms.slice(0, frame);
      let object = toSecondPerson(join(objectTerms));
      // Each respondent has their own one: "your e-bike subscriptions" → "your e-bike subscription".
      const owned = /^your\s+([\w-]+(?:\s+[\w-]+){0,3})$/i.exec(object);
      if (owned && has(population.at(-1), 'Plural')) object = `your ${singularHead(owned[1]!, english)}`;
      const nouns = english.nounPhrases(join(objectTerms)).map(withoutDeterminer).filter(Boolean);
      return {
        population: join(population),
        subject: nouns[0] ?? (withoutDeterminer(object) || null),
        action: { kind, verb, object },
      };
    }
  }
  // A noun phrase goal: "coffee habits of remote workers".
  const among = /^(.*?\S)\s+(?:of|among|for|by)\s+(\S.*)$/i.exec(topic);
  if (among) {
    const [subjectPart, populationPart] = [among[1]!, among[2]!];
    if (english.terms(populationPart).some((term) => has(term, 'Plural'))) {
      return { population: withoutDeterminer(populationPart), subject: withoutDeterminer(subjectPart).toLowerCase(), action: null };
    }
  }
  const nouns = english.nounPhrases(topic).map(withoutDeterminer).filter(Boolean);
  return { population: null, subject: nouns[0] ? nouns[0].toLowerCase() : null, action: null };
}

/** "choose a flour supplier" → "choosing a flour supplier". */
const gerundPhrase = (action: NonNullable<GoalReading['action']>, english: English) =>
  `${english.gerund(action.verb)} ${action.object}`.trim();

/** Questions that come from the goal itself: the respondent's own experience of it, and the reasons for it. */
export function goalQuestions(goal: GoalReading, english: English): Item[] {
  const { action, subject } = goal;
  if (action) {
    const doing = gerundPhrase(action, english);
    const items: Item[] = [
      {
        title: capitalise(doing),
        description:
          `Think back to when you ${english.pastTense(action.verb)} ${action.object}. Can you walk me through what happened, step by step?`.replace(
            /\s+/g,
            ' ',
          ),
      },
    ];
    if (action.kind === 'why')
      items.push({
        title: `Reasons for ${english.gerund(action.verb)}`,
        description: `What led you to ${action.verb} ${action.object}?`.replace(/\s+/g, ' '),
      });
    return items;
  }
  if (subject) {
    const own = PROCESS_HEADS.test(subject.split(/\s+/).at(-1)!) || /(?:choices|decisions|preferences|use|usage)$/i.test(subject);
    return [
      {
        title: capitalise(subject),
        description: `Could you tell me about ${own ? `your ${subject}` : `your experience with ${subject}`}?`,
      },
    ];
  }
  return [];
}

/** The closing probes, about the study's own subject. */
export function tailoredProbes(goal: GoalReading, english: English): { motivations: Item; frustrations: Item; ideal: Item } | null {
  const when = goal.action
    ? `when you ${goal.action.verb} ${goal.action.object}`
    : goal.subject
      ? `when it comes to ${goal.subject}`
      : null;
  if (!when) return null;
  const about = goal.action ? gerundPhrase(goal.action, english) : goal.subject!;
  return {
    motivations: { title: 'What matters most', description: `What matters most to you ${when}?` },
    frustrations: { title: 'Difficulties', description: `What, if anything, gets in the way ${when}?` },
    ideal: { title: 'What would be better', description: `If you could change one thing about ${about}, what would it be?` },
  };
}

const PROBLEM_HEADS =
  /^(?:problems?|issues?|challenges?|difficulties|frustrations?|pain points?|complaints?|barriers?|obstacles?|concerns?|worries|risks?)$/i;
const REASON_HEADS = /^(?:triggers?|drivers?|reasons?|motivations?|motives?|factors?)$/i;
const PROCESS_HEADS = /^(?:routines?|process(?:es)?|habits?|workflows?|journeys?|steps?|practices?|rituals?)$/i;
const PRICE_HEADS = /^(?:prices?|pricing|costs?|fees?|charges?|rates?|spend(?:ing)?|budgets?)$/i;
const OWN_ADJECTIVES =
  /^(?:current|usual|main|regular|typical|previous|last|first|favou?rite|own|existing|present|former|daily|weekly|monthly)$/i;
const CLAUSE = /^(?:why|how|what|when|where|which|whether|who|if)\b/i;

/** "why they signed up" → "Signing up"; "how they used the bike" → "Using the bike". */
function clauseTitle(clause: string, english: English): string {
  const match = /^(?:why|how|when|where)\s+(?:they|he|she|you|people|customers|users)\s+(\S+)(\s.*)?$/i.exec(clause);
  if (match) {
    const verb = english.infinitive(match[1]!.toLowerCase());
    return capitalise(`${english.gerund(verb)}${toSecondPerson(match[2] ?? '')}`.trim());
  }
  return capitalise(toSecondPerson(clause));
}

/** A clause of the description asked directly: "why they signed up" → "Why did you sign up?". */
function directQuestion(clause: string, english: English): string | null {
  const subjectVerb = /^(why|how|when|where)\s+(?:they|people|customers|users)\s+(\S+)(\s.*)?$/i.exec(clause);
  if (subjectVerb) {
    const [, wh, verb, rest = ''] = subjectVerb;
    const past = english.terms(`they ${verb}`).at(-1)?.tags.has('PastTense');
    return `${capitalise(wh!.toLowerCase())} ${past ? 'did' : 'do'} you ${english.infinitive(verb!.toLowerCase())}${toSecondPerson(rest)}?`;
  }
  // "what would have made them stay" is already a question once put to the respondent.
  if (/^(?:what|which|who)\s+(?:would|could|should|will|might|can|makes?|made)\b/i.test(clause))
    return `${capitalise(toSecondPerson(clause))}?`;
  return null;
}

// Heads of topics that are events a respondent went through: "How did the first visit go?" reads well for them.
const EVENT_HEADS =
  /^(?:search(?:es)?|visits?|appointments?|check-ups?|consultations?|treatments?|moves?|booking|bookings|deliver(?:y|ies)|repairs?|installations?|onboarding|calls?|trips?|purchases?|registrations?|sign-ups?|setup|cancellations?|interviews?|meetings?|orders?|returns?|switch(?:es)?|transfers?)$/i;
// Nouns that take no article in "What role did trust play …?".
const MASS_NOUNS =
  /^(?:trust|quality|convenience|hygiene|communication|safety|information|advice|value|reputation|reliability|comfort|privacy|security|accessibility|availability|flexibility|transparency|loyalty|satisfaction|health|money|time|support|word of mouth|recommendations?)$/i;

/** "first visit" → "the first visit"; "trust", "repairs", "spending" and names stay bare. */
function withArticle(bare: string): string {
  const head = bare.split(/\s+/).at(-1)!;
  const plural = /[^s]s$/i.test(head) && !/(?:us|is)$/i.test(head);
  if (MASS_NOUNS.test(bare) || MASS_NOUNS.test(head) || plural || /ing$/i.test(head) || /^\p{Lu}/u.test(bare)) return bare;
  return `the ${bare}`;
}

/**
 * The questions a topic of the description may be asked with, best first; the drafter takes the first whose opening
 * no other question of the guide has, so the guide's questions vary in form (how, what happened, why, what would).
 */
export function topicQuestions(topic: string, goal: GoalReading, english: English): Item[] {
  const phrase = topic.trim();
  if (CLAUSE.test(phrase)) {
    const title = clauseTitle(phrase, english);
    const direct = directQuestion(phrase, english);
    const embedded = `Could you tell me ${toSecondPerson(phrase.charAt(0).toLowerCase() + phrase.slice(1))}?`;
    return [...(direct ? [{ title, description: direct }] : []), { title, description: embedded }];
  }
  const bare = withoutDeterminer(phrase);
  const title = capitalise(toSecondPerson(bare));
  const words = bare.split(/\s+/);
  const head = words.at(-1)!.toLowerCase();
  const modifier = words.slice(0, -1).join(' ');
  const yours =
    /^(?:their|your|his|her)\s/i.test(phrase) || (OWN_ADJECTIVES.test(words[0]!) && bare === phrase)
      ? `your ${toSecondPerson(bare)}`
      : null;
  const the = /^the\s/i.test(phrase) ? `the ${bare.toLowerCase()}` : null;
  const when = goal.action ? ` when you ${goal.action.verb} ${goal.action.object}` : '';
  const whenPast = goal.action ? ` when you ${english.pastTense(goal.action.verb)} ${goal.action.object}` : '';
  const item = (description: string): Item => ({ title, description: description.replace(/\s+/g, ' ') });

  if (PROBLEM_HEADS.test(head) || PROBLEM_HEADS.test(words.slice(-2).join(' '))) {
    return [item(`What ${bare.toLowerCase()}, if any, have you come across?`)];
  }
  if (REASON_HEADS.test(head) && modifier && english.terms(modifier).some((term) => term.tags.has('Gerund'))) {
    return [item(`What, if anything, would lead you to consider ${modifier.toLowerCase()}?`)];
  }
  if (/^sensitivit(?:y|ies)$/i.test(head) && modifier) return [item(`What role does ${modifier.toLowerCase()} play for you${when}?`)];
  if (PROCESS_HEADS.test(head)) return [item(`Can you walk me through ${yours ?? `your ${bare.toLowerCase()}`}?`)];
  const lower = /^\p{Lu}\p{Ll}/u.test(bare) && !english.terms(bare)[0]?.tags.has('ProperNoun') ? bare.toLowerCase() : bare;
  const named = yours ?? the ?? withArticle(lower);
  const plural = /[^s]s$/i.test(head) && !/(?:us|is)$/i.test(head);
  const general = [
    item(whenPast ? `What role did ${named} play${whenPast}?` : `What role does ${named} play for you?`),
    item(`Could you describe a moment involving ${named} that stood out, and what happened?`),
    item(`Why ${plural ? 'do' : 'does'} ${named} matter to you, or why not?`),
    item(`What would you change about ${named}, if you could?`),
    item(`How would you describe your experience with ${named}?`),
  ];
  if (PRICE_HEADS.test(head)) return [item(`What are your thoughts on ${yours ?? the ?? `the ${bare.toLowerCase()}`}?`), ...general];
  if (yours) return [item(`Could you tell me about ${yours}?`), ...general];
  if (EVENT_HEADS.test(head)) {
    // An event is one the respondent went through: "the repairs"; it is tied to the action only when the study asks
    // how it was done ("How did the search go when you chose a new dentist?"), not why.
    const event = yours ?? the ?? (/^\p{Lu}/u.test(bare) ? bare : `the ${lower}`);
    const during = goal.action?.kind === 'how' ? whenPast : '';
    return [item(`How did ${event} go${during}?`), item(`What happened during ${event}?`), ...general];
  }
  return general;
}

const GENERIC_NOUNS = new Set(
  'we you they i it he she people person persons participant participants respondent respondents interview interviews study studies research question questions topic topics thing things time times way ways minute minutes hour hours chat session sessions lot something anything everything nothing part kind'.split(
    ' ',
  ),
);

/** A sentence about the respondents themselves: "Owners of bakeries who …", "Customers who cancelled …". */
function describesPeople(terms: Term[]): boolean {
  const firstNoun = terms.findIndex((term) => term.tags.has('Noun'));
  if (firstNoun < 0) return false;
  const next = terms[firstNoun + 1]?.text ?? '';
  return (
    (terms[firstNoun]!.tags.has('Plural') && /^(?:who|that|aged|living|from|in|with|of|between|under|over)$/i.test(next)) ||
    terms.some((term) => /^(?:who|aged)$/i.test(term.text))
  );
}

/**
 * What the sentences that named no list add: the first one about the respondents themselves gives the population
 * ("Customers who cancelled an e-bike subscription in the last six months"); every other sentence gives its key noun
 * phrase, unless it only says how the interview runs or repeats the goal's subject.
 */
export function readRest(sentences: string[], goal: GoalReading, english: English): { population: string | null; phrases: string[] } {
  let population: string | null = null;
  const phrases: string[] = [];
  const covered = [goal.population, goal.subject].filter(Boolean).map((p) => p!.toLowerCase());
  for (const sentence of sentences) {
    const terms = english.terms(sentence);
    if (describesPeople(terms)) {
      population ??= sentence.replace(/(?<![.!?;:])[.!?;:]+$/u, '').trim();
      continue;
    }
    for (const phrase of english.nounPhrases(sentence)) {
      const bare = withoutDeterminer(phrase);
      const words = bare.toLowerCase().split(/\s+/);
      const phraseTerms = english.terms(bare);
      if (
        !bare ||
        words.every((word) => GENERIC_NOUNS.has(word)) ||
        phraseTerms.some((t) => t.tags.has('Pronoun') || t.tags.has('Date') || t.tags.has('Value'))
      )
        continue;
      if (covered.some((c) => c.includes(words.at(-1)!))) continue;
      phrases.push(phraseTerms[0]?.tags.has('ProperNoun') ? bare : bare.charAt(0).toLowerCase() + bare.slice(1));
      // One key phrase per sentence: the first is what the sentence is about, the rest mostly qualifies it.
      break;
    }
  }
  return { population, phrases };
}

/** A name for a researcher's own question: the question itself when short, else its first key noun phrase. */
export function englishQuestionTitle(question: string, english: English): string | null {
  const text = question.replace(/(?<![?!.])[?!.]+$/u, '').trim();
  if (text.split(/\s+/).length <= 8) return null;
  const phrase = english
    .nounPhrases(text)
    .map(withoutDeterminer)
    .find(
      (p) =>
        p &&
        !english.terms(p).some((t) => t.tags.has('Pronoun') || t.tags.has('Date') || t.tags.has('Value')) &&
        !p.split(/\s+/).every((w) => GENERIC_NOUNS.has(w.toLowerCase())),
    );
  return phrase ? capitalise(phrase) : null;
}
