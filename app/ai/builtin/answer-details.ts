/**
 * The specific things a respondent said that are worth a follow-up, in the eight interview languages, each with a
 * question of its own that names it grammatically: a complaint or an event ("They kept upselling whitening" → "What
 * happened when they kept suggesting whitening?"), an emotion ("annoyed" → "What made you feel annoyed?"), a price
 * ("£60"), a named place or practice ("the Royal Infirmary"), a noun of the answer where the language lets one be named
 * safely. English has the richest rules; in the other languages a detail is named only in a frame that needs no
 * inflection of it ("Stichwort Zahnreinigung: …", "花200元，…"), or by a question written for it (the emotions).
 */

import { IRREGULAR_DEEDS } from '~/ai/text/english-past';

import { englishChangeEvents } from './change-events';
import { cueCount, cuesAround } from './detail-cues';
import { englishPhraseDetails, germanNounDetails, type Known, namesARelation, spanishPhraseDetails } from './detail-phrases';
import { englishDoneToRespondent } from './done-to-respondent';
import { feelingStillToAsk } from './feeling-told';
import { germanDoneToRespondent } from './german-done-to';
import { germanOwnEvents } from './german-own-events';
import { germanPlaceEvents } from './german-place-events';
import { englishPassiveComplaint } from './passive-complaints';
import { priceChange } from './price-changes';
import { someoneDid } from './someone-did';
import { spanishAnnoyances } from './spanish-annoyances';
import { spanishEvents } from './spanish-events';
import { spanishNobodyEvents } from './spanish-nobody';
import { spanishSpentTime } from './spanish-spent-time';

const CUED_LANGUAGES = new Set(['Spanish', 'German']);

export type DetailKind = 'complaint' | 'event' | 'phrase' | 'emotion' | 'price' | 'place' | 'name' | 'noun';

export type AnswerDetail = {
  kind: DetailKind;
  /** The words of the answer the detail stands on, as said. */
  said: string;
  /** The follow-up question about it, in the interview language. */
  question: string;
  /** Other wordings of the same question, for a dialog that has heard the first already. */
  alternatives?: string[];
};

/**
 * Most specific first: what happened to the respondent, a specific thing they named (`detail-phrases.ts`: "the
 * neighbourhood Facebook group"), how they felt, what it cost, where, what.
 */
const RANK: Record<DetailKind, number> = { complaint: 0, event: 1, phrase: 2, emotion: 3, price: 4, place: 5, name: 6, noun: 7 };

const clean = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim();
const lower = (text: string) => text.toLowerCase().replace(/[’‘ʼ`]/g, "'");

/** The words (four letters or more) of a text, lower-case. */
const wordsOf = (text: string) => lower(text).match(/\p{L}{4,}/gu) ?? [];

/**
 * Two words are one when they share a beginning of five letters and of most of the shorter: "kündigen" and "Kündigung",
 * but not "Zahnaufhellung" and "Zahnarzt" (a German compound shares its first word with many).
 */
export function sameWord(a: string, b: string): boolean {
  const shared = Math.max(5, Math.ceil(0.7 * Math.min(a.length, b.length)));
  if (a.length < 5 || b.length < 5) return a === b;
  return a.slice(0, shared) === b.slice(0, shared);
}

/** True when every content word of the detail is in the guide's other questions: the guide will ask about it anyway. */
function coveredBy(said: string, guide: readonly string[]): boolean {
  const own = wordsOf(said);
  return own.length > 0 && own.every((word) => guide.some((g) => sameWord(word, g)));
}

// ---------------------------------------------------------------------------------------------------------------
// English

const TO_SECOND: Record<string, string> = {
  i: 'you',
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
  we: 'you',
  us: 'you',
  our: 'your',
  ours: 'yours',
  ourselves: 'yourselves',
  "i'm": "you're",
  "i've": "you've",
  "i'd": "you'd",
  "i'll": "you'll",
  "we're": "you're",
  "we've": "you've",
  am: 'are',
};
/** Words a follow-up says more plainly than a complaint does ("upselling" is the practice's word, not the respondent's). */
const PLAINER: Record<string, string> = {
  upselling: 'suggesting',
  upsold: 'suggested',
  upsell: 'suggest',
  'up-selling': 'suggesting',
};

function toSecondPerson(clause: string): string {
  return clause
    .split(' ')
    .map((word, i, words) => {
      const key = lower(word);
      if (key === 'was' && i > 0 && /^(?:i|we)$/i.test(words[i - 1]!)) return 'were';
      return PLAINER[key] ?? TO_SECOND[key] ?? word;
    })
    .join(' ');
}

const SUBJECT = String.raw`(?:i|we|they|he|she|it|you|the (?:\p{L}+ ){0,2}?(?:dentist|receptionist|staff|practice|clinic|surgery|hygienist|doctor|nurse|people|company|shop|store|bank|app|website|site|team|owner|manager|landlord|agent|service|lady|man|woman|guy|girl|bloke|person|adviser|advisor|operator|assistant|engineer|technician)s?|my (?:\p{L}+ )?\p{L}+|our \p{L}+|their \p{L}+)`;
// "tried three times to talk me round": a few words may stand between "tried" and its "to".
const PUSHY = String.raw`(?:kept|keep|keeps|always|constantly|never|tried(?: \p{L}+){0,3} to|refused to|forgot to|wouldn't|would not|didn't|did not|couldn't|could not|made me|made us|had to|ended up|insisted on)`;
// A clause of complaint or event: who did it (or "they", when the answer leaves it out), the verb, and what they did.
// A word of the clause; an amount keeps its groups of thousands ("£1,140" is no "£1").
const CLAUSE_WORD = String.raw`[\p{L}'£$€\d-]+(?:[,.]\d{3})*(?:\.\d{1,2})?`;
const COMPLAINT = new RegExp(String.raw`(?<![\p{L}'])(?:(${SUBJECT}) )?(${PUSHY}) ((?:${CLAUSE_WORD} ){0,8}${CLAUSE_WORD})`, 'giu');
/** The respondent as the subject: what they had to do or could not is an event of theirs, not a complaint of what was done to them. */
const RESPONDENT = /^(?:i|we)$/iu;
/** A pronoun subject right after a noun or a relative pronoun starts a relative clause ("the insurance I never used"). */
const PRONOUN = /^(?:i|we|they|he|she|it|you)$/iu;
const OPENS_CLAUSE =
  /(?:^|[,.;:!?]|(?<!\p{L})(?:and|but|so|because|cause|when|after|before|until|if|since|as|though|although|while|then|also|just|still|even|once|now))\s*$/iu;
// Words that end the clause: a conjunction or a relative pronoun starts another one.
const CLAUSE_END = /\s(?:and|but|so|because|which|that|who|where|whether|when|while|until|then|though|although|even|or|if)\b.*$/i;
const NEEDS_ITS_RELATIVE = /(?<![\p{L}'])(?:one|ones|someone|somebody|anyone|anybody|everyone|kind|sort|type)$/iu;
const RELATIVE_NEXT = /^\s(?:who|that|which|whose)\b/iu;
/** The most words of a clause a follow-up repeats. */
const CLAUSE_WORDS = 7;
const PREPOSITION = /^(?:at|in|on|for|of|to|from|with|by|into|about|near|after|before|during|back)$/i;

/** The clause cut to CLAUSE_WORDS; a clause that goes on is cut before its last preposition, so nothing dangles. */
function clauseOf(rest: string): string | null {
  const words = rest.split(' ');
  if (words.length <= CLAUSE_WORDS) return rest;
  const kept = words.slice(0, CLAUSE_WORDS);
  const cut = kept.findLastIndex((w) => PREPOSITION.test(w));
  return cut >= 1 ? kept.slice(0, cut).join(' ') : null;
}

// "sick" only as a feeling ("I felt sick reading it"), not "sick leave" or "sick of".
const EMOTIONS_EN =
  /(?<![\p{L}])(annoyed|frustrated|angry|furious|fuming|livid|gutted|upset|irritated|anxious|nervous|scared|afraid|terrified|worried|stressed|relieved|delighted|disappointed|embarrassed|humiliated|confused|overwhelmed|exhausted|uncomfortable|pressured|pressurised|pressurized|ripped off|let down|ignored|rushed|patronised|patronized|judged|fobbed off|reassured|grateful|lonely|guilty|ashamed|excited|surprised|shocked|(?<=(?:felt|feel) )sick)(?![\p{L}])/iu;

/** What follows a feeling to say its cause: "disappointed there was no …", "annoyed that …", "frustrated by the …". */
const FEELING_CAUSE = /^ (?:that|there|by|about|at|with|because|when) [\p{L}'-]+(?: [\p{L}'-]+){0,3}/u;

const PRICE_EN =
  /(?<![\p{L}\d.,])(?:[£$€]\s?\d+(?:,\d{3})*(?:\.\d{1,2})?(?:\s?k(?![\p{L}]))?|\d+(?:,\d{3})*(?:\.\d{1,2})?\s?(?:pounds|quid|dollars|euros|bucks)(?![\p{L}]))/iu;

const PRICE_NOUN_EN = /^ (\p{Ll}{4,})(?![\p{L}'-])/u;
/** Words after an amount that are not what it was: a rate, a comparison, an adverb, a verb, a conjunction. */
const NOT_PRICE_NOUNS_EN =
  /^(?:each|every|per|upfront|extra|more|less|cheaper|dearer|total|altogether|overall|apiece|instead|just|then|there|when|with|from|into|over|plus|back|cash|down|today|tops|which|that|than|this|these|those|were|was|and|for|all|now|off|odd|since|though|until|while|because|after|before|month|week|year|night|hour|minimum|maximum|higher|lower|better|worse|bigger|smaller|\p{L}+(?:ed|ing|ly))$/u;

const NOT_NAMES = new Set(
  'I Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July August September October November December Christmas Easter OK English Google Facebook Instagram Twitter TikTok WhatsApp Reddit YouTube NHS Mr Mrs Ms Dr'.split(
    ' ',
  ),
);
// A name inside a sentence: capitalised words, "the" before a place ("the Royal Infirmary"), "Dr" before a person.
const NAME_EN = /(?<=[\p{Ll},;:] )((?:the |Dr\.? )?\p{Lu}[\p{L}'&-]+(?: (?:of |on |&amp; )?\p{Lu}[\p{L}'&-]+){0,3})/gu;

// "Always" and "never" tell a habit, not an event: "never" with a past action ("never called back") and "always" with
// an ongoing one ("always pushing whitening") tell a complaint.
const HABIT_ADVERB = /^(?:always|constantly|never)$/i;
const ACTION = new RegExp(String.raw`^(?:\p{L}+(?:ed|ing)|was|were|had|${IRREGULAR_DEEDS})$`, 'iu');

const CLAUSE_START = /(?:^|[,.;:!?]|\b(?:and|but|so|then|also|just|still|even))\s*$/iu;
/**
 * The subject a verb after "and" shares with the clause before it in its sentence: "I woke up and couldn't turn my
 * head" is the respondent's; null when that clause has no pronoun subject to share.
 */
function sharedSubject(before: string): string | null {
  if (!/(?<!\p{L})and\s*$/iu.test(before)) return null;
  const sentence = before.split(/[.!?;]/u).at(-1)!;
  // "I'd swapped shifts … and couldn't …": a subject with its verb contracted is the subject too.
  const subjects = [...sentence.matchAll(/(?<![\p{L}'])(i|we|they|he|she)(?!\p{L}|'s)/giu)];
  const last = subjects.at(-1)?.[1];
  return last ? (/^i$/iu.test(last) ? 'I' : last.toLowerCase()) : null;
}

/** Where a sentence starts: the answer's start or a full stop. */
const SENTENCE_START = /(?:^|[.!?])\s*$/u;

/** The complaints and events of an English answer, in the order said. */
function englishComplaints(answer: string): AnswerDetail[] {
  return [...answer.matchAll(COMPLAINT)].flatMap((m) => {
    const detail = complaintAt(answer, m);
    return detail ? [detail] : [];
  });
}

function complaintAt(answer: string, m: RegExpMatchArray): AnswerDetail | null {
  const rest = clauseOf(m[3]!.replace(CLAUSE_END, ''));
  const verb = m[2]!;
  if (!rest) return null;
  // "be the one who stopped turning up": a word that names nobody until its relative clause says who cannot end the
  // question ("What happened when you didn't want to be the one?").
  if (NEEDS_ITS_RELATIVE.test(rest) && RELATIVE_NEXT.test(m[3]!.slice(rest.length))) return null;
  if (/^(?:know|sure|remember|care|mind|think|really|much)\b/i.test(rest)) return null;
  const next = rest.split(' ')[0]!;
  if (HABIT_ADVERB.test(verb) && !(/^never$/i.test(verb) ? ACTION.test(next) : /ing$/i.test(next))) return null;
  const before = answer.slice(0, m.index);
  // Without a subject of its own the verb must start a clause ("…, and kept asking"): after a noun ("one name kept
  // coming up") the subject is that noun, and "they" would be made up.
  if (!m[1] && !CLAUSE_START.test(before)) return null;
  // "phone insurance I never used", "which I never managed to …": a relative clause says more of a noun, and asked
  // about alone it loses its object ("What happened when you never used?").
  if (m[1] && PRONOUN.test(m[1]) && !OPENS_CLAUSE.test(before)) return null;
  // "the one whose man didn't sigh": a relative clause inside the subject leaves "the one" without its verb.
  if (m[1] && /(?<!\p{L})(?:whose|who|which|that)(?!\p{L})/iu.test(m[1])) return null;
  // "against my legs and wouldn't move": a noun after a preposition, or words joined by "and", are no subject.
  if (
    m[1] &&
    (/(?<!\p{L})(?:and|but|or)$/iu.test(m[1]) ||
      /(?<!\p{L})(?:against|on|in|at|to|with|from|for|of|by|into|onto|under|over)\s$/iu.test(before))
  )
    return null;
  // "Keep at it": a bare "keep" without its subject is advice, not something that happened.
  if (!m[1] && /^keep$/i.test(verb)) return null;
  // "made me wait", "had to wait": whoever did it is the subject said, else the respondent or "they"; a sentence that
  // opens on what one could not do leaves out its "I" ("Couldn't sleep for a week.").
  const speakers = SENTENCE_START.test(before) ? /^(?:had to|ended up|couldn't|could not)$/i : /^(?:had to|ended up)$/i;
  const subject = m[1] ?? (speakers.test(verb) ? 'I' : (sharedSubject(before) ?? 'they'));
  // The verb keeps the capital of the sentence it opened only when it opens the question's clause too.
  const clause = toSecondPerson(`${subject} ${m[1] ? verb : verb.toLowerCase()} ${rest}`).replace(/^\p{Lu}(?=\p{Ll})/u, (c) =>
    c.toLowerCase(),
  );
  // What someone did to the respondent is the complaint; what the respondent had to do or could not, an event of theirs,
  // asked after what someone else did.
  const kind = RESPONDENT.test(subject) ? 'event' : 'complaint';
  return { kind, said: `${m[1] ? `${m[1]} ` : ''}${verb} ${rest}`, question: `What happened when ${clause}?` };
}

function englishDetails(said: string, known: Known): AnswerDetail[] {
  const answer = said.replace(/[’‘ʼ]/gu, "'");
  const found: AnswerDetail[] = [...englishPhraseDetails(answer, known)];
  const passive = englishPassiveComplaint(answer);
  found.push(...(passive ? [passive] : []), ...englishComplaints(answer), ...englishChangeEvents(answer));
  found.push(...englishDoneToRespondent(answer), ...someoneDid(answer));
  // A feeling said with what caused it ("a bit disappointed there was no massage") tells what went wrong, and is asked
  // about as a complaint is, before a thing named in passing; else the first feeling said.
  const emotions = [...answer.matchAll(new RegExp(EMOTIONS_EN.source, 'giu'))];
  const reasoned = emotions.find((m) => FEELING_CAUSE.test(answer.slice(m.index! + m[0].length)));
  const emotion = reasoned ?? emotions[0];
  if (emotion)
    found.push({
      kind: reasoned ? 'complaint' : 'emotion',
      said: reasoned ? `${emotion[1]!}${FEELING_CAUSE.exec(answer.slice(emotion.index! + emotion[0].length))![0]}` : emotion[1]!,
      question: `What made you feel ${emotion[1]!.toLowerCase()}?`,
    });
  const price = PRICE_EN.exec(answer);
  if (price) {
    // "a £9 dinner", "a £60 deposit": the noun after the amount says what it was, and names the detail better.
    const noun = PRICE_NOUN_EN.exec(answer.slice(price.index + price[0].length))?.[1];
    const said = noun && !NOT_PRICE_NOUNS_EN.test(noun) ? `${price[0]} ${noun}` : price[0];
    found.push({ kind: 'price', said, question: `What did the ${said} cover?` });
  }
  for (const m of answer.matchAll(NAME_EN)) {
    const name = m[1]!.replace(/'s$/u, '');
    const bare = name.replace(/^(?:the|Dr\.?) /u, '');
    if (bare.split(' ').every((w) => NOT_NAMES.has(w))) continue;
    const before = answer.slice(0, m.index).toLowerCase();
    const movedTo = /\bmoved (?:\p{L}+ ){0,3}to $/u.test(before);
    const place = /\b(?:in|at|to|from|near|around|outside|into)\s$/u.test(before);
    // "at Smile Dental", "at the Royal Infirmary"; a town "in Leeds".
    const at = /^the /u.test(name) || /\bat\s$/u.test(before);
    const question = movedTo
      ? `What was the move to ${name} like?`
      : place
        ? `What was it like ${at ? 'at' : 'in'} ${name}?`
        : `What was your experience with ${name}?`;
    // Where the respondent moved to comes before the other places they name.
    const detail: AnswerDetail = { kind: place || movedTo ? 'place' : 'name', said: name, question };
    if (movedTo) found.unshift(detail);
    else found.push(detail);
  }
  return found;
}

// ---------------------------------------------------------------------------------------------------------------
// The other languages: emotions by a question written for each, prices and names in frames that need no inflection.

type Emotion = [RegExp, string];
type LanguageRules = {
  emotions: Emotion[];
  price: RegExp;
  priceQuestion: (price: string) => string;
  names?: (answer: string) => AnswerDetail[];
  nouns?: (answer: string, known: Known) => AnswerDetail[];
};

// An amount: digits in groups ("5 000", "1,200.50"), started only where a number starts, so a run of digits is read once.
const AMOUNT = String.raw`(?<![\d.,]|[\d.,]\s)\d+(?:[\s.,]\d{3})*(?:[.,]\d{1,2})?`;
const CURRENCY = String.raw`[£$€¥￥₽]\s?${AMOUNT}`;
const money = (words: string) => new RegExp(String.raw`(?:${CURRENCY}|${AMOUNT}\s?(?:${words}))(?![\p{L}])`, 'iu');
const moneyCjk = (words: string) => new RegExp(String.raw`(?:${CURRENCY}|${AMOUNT}\s?(?:${words}))`, 'u');

// A Spanish price keeps the noun that says what it was ("120 € de donativo", "300 euros de fianza"), which names the
// detail better than the amount alone; not an adverb ("de golpe", "de media", "de vuelta").
// A fee paid by the week or the month keeps its rate ("15 € al mes", "55 Euro die Woche"): it is asked about as a fee,
// since what it included is an odd question for a standing charge.
const SPANISH_RATE = String.raw`(?: (?:al|a la|por|cada) (?:mes|semana|año|día|trimestre)| (?:semanales|mensuales|anuales))`;
const SPANISH_PRICE = new RegExp(
  String.raw`${money('euros?|pesos|dólares|€').source}${SPANISH_RATE}?(?: de (?!(?:golpe|media|sobra|vuelta|todo|toda|nada|más|menos)(?!\p{L}))\p{Ll}{4,}(?!\p{L}))?`,
  'iu',
);
const GERMAN_RATE = String.raw`(?: (?:im|pro|die|den|je) (?:Monat|Woche|Jahr|Tag|Quartal)| (?:monatlich|wöchentlich|jährlich))`;
const GERMAN_PRICE = new RegExp(String.raw`${money('euro|€').source}${GERMAN_RATE}?(?![\p{L}])`, 'iu');
const hasRate = (price: string, rate: string) => new RegExp(`${rate}$`, 'iu').test(price) || new RegExp(`${rate} de `, 'iu').test(price);

/** Capitalised words after a preposition, as said, the preposition kept so the case of the name is the respondent's. */
function prepositionNames(
  answer: string,
  prepositions: string,
  ask: (phrase: string) => string,
  kind: DetailKind = 'place',
): AnswerDetail[] {
  const pattern = new RegExp(
    String.raw`(?<![\p{L}])((?:${prepositions}) (?:\p{Ll}+ )?(?:«[^»]{2,40}»|\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+){0,2}))`,
    'gu',
  );
  return [...answer.matchAll(pattern)].map((m) => ({ kind, said: m[1]!, question: ask(m[1]!) }));
}

/** Words in the Latin script inside another script (brands, practices: "Invisalign", "Dentalia"). */
function latinNames(answer: string, ask: (name: string) => string): AnswerDetail[] {
  if (!/[^\p{Script=Latin}\P{L}]/u.test(answer)) return [];
  return [...answer.matchAll(/(?<![\p{L}])(\p{Script=Latin}[\p{Script=Latin}'&-]{2,}(?: \p{Script=Latin}[\p{Script=Latin}'&-]+){0,2})/gu)]
    .filter((m) => !/^(?:ok|okay|app|wifi|sms|email)$/i.test(m[1]!))
    .map((m) => ({ kind: 'name' as const, said: m[1]!, question: ask(m[1]!) }));
}

/** A capitalised word inside a sentence (a name in a language that writes only names so). */
function innerCapitalised(answer: string, ask: (name: string, before: string) => string): AnswerDetail[] {
  // Not the first part of a name written as one word ("HelloFresh" is no "Hello").
  return [...answer.matchAll(/(?<=[\p{Ll},;:] )(\p{Lu}[\p{Ll}'’-]+(?: \p{Lu}[\p{Ll}'’-]+){0,2})(?!\p{L})/gu)].map((m) => ({
    kind: 'name' as const,
    said: m[1]!,
    question: ask(m[1]!, answer.slice(0, m.index)),
  }));
}

/** A noun with its article, long enough to be specific ("el blanqueamiento", "la mutuelle"). */
function articleNouns(answer: string, articles: string, ask: (phrase: string) => string): AnswerDetail[] {
  const pattern = new RegExp(String.raw`(?<![\p{L}])((?:${articles})\s?(\p{Ll}{8,}))(?![\p{L}])`, 'gu');
  return [...answer.matchAll(pattern)].map((m) => ({ kind: 'noun' as const, said: m[1]!, question: ask(m[1]!) }));
}

const DE_NOT_PLACES =
  /^im (?:januar|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember|frühjahr|frühling|sommer|herbst|winter|monat|jahr|quartal|moment|augenblick|grunde|prinzip|allgemeinen|voraus|schnitt|nachhinein|alltag)$/iu;

const RULES: Record<string, LanguageRules> = {
  Russian: {
    emotions: [
      [/раздраж|бесил|бесит/u, 'Что именно вас раздражало?'],
      [/разочаров/u, 'Что именно вас разочаровало?'],
      [/нервнича|волновал|тревож|переживал/u, 'Что именно вас тревожило?'],
      [/злил|злость|зол |возмут/u, 'Что именно вас возмутило?'],
      [/обид/u, 'Что именно вас обидело?'],
      [/страшн|боял|страх/u, 'Чего именно вы опасались?'],
      [/доволен|довольна|доволь|рад |рада |понравил/u, 'Что именно вам понравилось?'],
      [/навязыва|впарива|давил/u, 'Что именно вам навязывали?'],
    ],
    price: money('руб(?:лей|ля|ль)?|₽|тыс(?:яч[иа]?)?\\.?(?: руб(?:лей)?)?|евро|долларов'),
    priceQuestion: (price) => `За что именно вы платили ${price}?`,
    names: (answer) => [
      ...prepositionNames(answer, 'в|во|на', (phrase) => `Как всё прошло ${phrase}?`),
      ...latinNames(answer, (name) => `Расскажите подробнее про ${name}.`),
    ],
  },
  Spanish: {
    emotions: [
      [/molest/u, '¿Qué fue lo que más te molestó?'],
      [/frustr/u, '¿Qué te frustró exactamente?'],
      [/preocup|ansi/u, '¿Qué te preocupaba exactamente?'],
      [/enfad|enoj|rabia/u, '¿Qué te hizo enfadar exactamente?'],
      [/decepcion/u, '¿Qué te decepcionó exactamente?'],
      [/nervio/u, '¿Qué te generaba nervios?'],
      [/miedo|asust/u, '¿Qué te daba miedo exactamente?'],
      // "a mi edad da respeto": what something "gives respect" is what one is wary of, a feeling, not a noun of the answer.
      [
        /(?<!\p{L})(?:da|dan|daba|daban|dio|dieron) (?:un poco de |mucho |bastante )?respeto(?!\p{L})/u,
        '¿Qué es lo que más respeto te da?',
      ],
      // What someone else loves ("a ella le encanta la tierra") is no feeling of the respondent's.
      [/content[oa]|alegr|(?<!les? )encant|satisfech/u, '¿Qué te gustó en particular?'],
      [/presion/u, '¿Quién te presionaba, y cómo?'],
      [/vergüenza|avergonz/u, '¿Qué te daba vergüenza exactamente?'],
    ],
    price: SPANISH_PRICE,
    priceQuestion: (price) => (hasRate(price, SPANISH_RATE) ? `¿Qué te parecían esos ${price}?` : `¿Qué incluían esos ${price}?`),
    names: (answer) => [
      ...prepositionNames(answer, 'en', (phrase) => `¿Cómo te fue ${phrase}?`),
      ...innerCapitalised(answer, (name, before) =>
        /\ben $/u.test(before) ? `¿Cómo te fue en ${name}?` : `¿Qué tal tu experiencia con ${name}?`,
      ),
    ],
    nouns: (answer, known) => [
      ...spanishAnnoyances(answer),
      ...spanishEvents(answer),
      ...spanishNobodyEvents(answer),
      ...spanishSpentTime(answer),
      ...spanishPhraseDetails(answer, known),
      ...articleNouns(answer, 'el|la|los|las', (phrase) => `¿Qué pasó con ${phrase}?`),
    ],
  },
  French: {
    emotions: [
      [/énerv|agac|agaç|irrit/u, 'Qu’est-ce qui vous agaçait exactement ?'],
      [/frustr/u, 'Qu’est-ce qui vous frustrait exactement ?'],
      [/déçu|décev|déception/u, 'Qu’est-ce qui était décevant, exactement ?'],
      [/inquiet|inquiét|angoiss|stress/u, 'Qu’est-ce qui vous inquiétait exactement ?'],
      [/peur/u, 'De quoi aviez-vous peur, exactement ?'],
      [/content|ravi|satisfait|soulag/u, 'Qu’est-ce qui vous a plu, exactement ?'],
      [/pression|forcé/u, 'Comment cette pression s’est-elle manifestée ?'],
    ],
    price: money('euros?|€'),
    priceQuestion: (price) => `Que comprenaient ces ${price} ?`,
    names: (answer) => [
      ...prepositionNames(answer, 'à|chez|au|aux', (phrase) => `Comment cela s’est-il passé ${phrase} ?`),
      ...innerCapitalised(answer, (name) => `Que pouvez-vous me dire de plus sur ${name} ?`),
    ],
    nouns: (answer) => articleNouns(answer, "le|la|les|l[’']", (phrase) => `Pouvez-vous m’en dire plus sur ${phrase} ?`),
  },
  German: {
    emotions: [
      // Annoyance in the respondent's own word, so the question names what they said.
      [/genervt|nervig/u, 'Was genau hat Sie genervt?'],
      [/gewurmt/u, 'Was genau hat Sie so gewurmt?'],
      [/ärger/u, 'Was genau hat Sie geärgert?'],
      [/frustr/u, 'Was genau hat Sie frustriert?'],
      [/enttäusch/u, 'Was genau hat Sie enttäuscht?'],
      // Not "hat mir Rabatt besorgt": there "besorgt" is "got for me".
      [/sorge|besorgt(?<!(?:hat|haben) (?:mir|uns)[^.!?]{0,60}besorgt)|unsicher/u, 'Was genau hat Ihnen Sorgen gemacht?'],
      [/angst/u, 'Wovor genau hatten Sie Angst?'],
      [/nervös/u, 'Was genau hat Sie nervös gemacht?'],
      [/zufrieden|froh|erleichtert|begeistert/u, 'Was genau hat Ihnen gefallen?'],
      // "Druck" as a word of its own ("unter Druck"), not the end of "Blutdruck".
      // What they were talked into is named by the respondent's own verb.
      [/aufschwatz|aufgeschwatzt/u, 'Was wollte man Ihnen aufschwatzen?'],
      [/(?<!\p{L})druck|gedrängt|aufgedrängt/u, 'Wer hat Sie gedrängt, und wie?'],
      // "peinlich" as said of something, not "Peinlichkeit" in a piece of advice.
      [/(?<!\p{L})peinlich(?:e[mnrs]?)?(?!\p{L})|geschämt|schäme/u, 'Was genau war Ihnen peinlich?'],
    ],
    price: GERMAN_PRICE,
    priceQuestion: (price) => (hasRate(price, GERMAN_RATE) ? `Wie fanden Sie die ${price}?` : `Was war in den ${price} enthalten?`),
    // Not "in": German writes every noun capitalised, and "in Ordnung" names no place.
    // "im Juni", "im Moment", "im Voraus" say when or how, not where.
    names: (answer) =>
      prepositionNames(answer, 'bei|beim|im', (phrase) => `Wie war es ${phrase}?`).filter((d) => !DE_NOT_PLACES.test(d.said)),
    // German writes every noun capitalised: "Stichwort" names one whatever its case; a place where something happened
    // is asked about as the event (`german-place-events.ts`), never as a bare noun beside it.
    nouns: (answer, known) => {
      const events = [...germanDoneToRespondent(answer), ...germanPlaceEvents(answer), ...germanOwnEvents(answer)];
      const nouns = germanNounDetails(answer, known).filter((d) => !events.some((e) => e.said.includes(d.said)));
      return [...events, ...nouns];
    },
  },
  Uzbek: {
    emotions: [
      [/jahl|asabi|g[‘'ʻ’]ash/u, 'Aynan nima sizning jahlingizni chiqardi?'],
      [/xafa/u, 'Aynan nima sizni xafa qildi?'],
      [/xavotir|tashvish/u, 'Aynan nima sizni xavotirga soldi?'],
      [/qo[‘'ʻ’]rq/u, 'Aynan nimadan qo‘rqdingiz?'],
      [/hafsala/u, 'Aynan nima hafsalangizni pir qildi?'],
      [/xursand|mamnun|yoqdi/u, 'Aynan nima sizga yoqdi?'],
    ],
    price: money("so[‘'ʻ’]m|ming so[‘'ʻ’]m|ming|dollar"),
    priceQuestion: (price) => `${price} to‘lash sizga qanday tuyuldi?`,
    // A place named with its locative ending ("Toshkentda") reads as it is in "… qanday o‘tdi?".
    names: (answer) =>
      [...answer.matchAll(/(?<=[\p{Ll},;:] )(\p{Lu}[\p{Ll}‘'ʻ’-]+da)(?![\p{L}])/gu)].map((m) => ({
        kind: 'place' as const,
        said: m[1]!,
        question: `${m[1]!} qanday o‘tdi?`,
      })),
  },
  Chinese: {
    emotions: [
      [/生气|气愤|恼火/u, '具体是什么让您生气？'],
      [/烦|不耐烦/u, '具体是什么让您觉得烦？'],
      [/失望/u, '具体是什么让您失望？'],
      [/担心|焦虑|不安/u, '具体是什么让您担心？'],
      [/害怕|怕/u, '具体是什么让您害怕？'],
      [/紧张/u, '具体是什么让您紧张？'],
      [/满意|高兴|开心/u, '具体是什么让您满意？'],
      [/推销|硬塞/u, '他们具体是怎么向您推销的？'],
    ],
    price: moneyCjk('元|块钱|块|万元|美元'),
    priceQuestion: (price) => `花${price}，您觉得怎么样？`,
    names: (answer) => [
      ...[...answer.matchAll(/([\p{Script=Han}]{2,8}(?:医院|诊所|牙科|口腔|门诊|药店|公司|银行))/gu)].map((m) => ({
        kind: 'place' as const,
        said: m[1]!,
        question: `在${m[1]!}的经历是怎样的？`,
      })),
      ...latinNames(answer, (name) => `能具体说说${name}吗？`),
    ],
    nouns: (answer) =>
      [...answer.matchAll(/[“「]([^”」]{2,12})[”」]/gu)].map((m) => ({
        kind: 'noun' as const,
        said: m[1]!,
        question: `能具体说说${m[1]!}吗？`,
      })),
  },
  Japanese: {
    emotions: [
      [/イライラ|腹が立|腹立/u, '具体的に何にイライラしましたか？'],
      [/がっかり|残念/u, '具体的に何にがっかりしましたか？'],
      [/不安|心配/u, '具体的に何が不安でしたか？'],
      [/怖/u, '具体的に何が怖かったですか？'],
      [/緊張/u, '具体的に何に緊張しましたか？'],
      [/満足|嬉し|うれし|良かった|よかった/u, '具体的に何が良かったですか？'],
      [/勧められ|すすめられ|押し売り/u, '具体的に何を勧められましたか？'],
    ],
    price: moneyCjk('円|万円|ドル'),
    priceQuestion: (price) => `${price}という金額について、どう感じましたか？`,
    names: (answer) => latinNames(answer, (name) => `${name}について、もう少し詳しく教えていただけますか？`),
    // Loanwords in katakana are often the named practice or product ("ホワイトニング"); quoted words are named as said.
    nouns: (answer) =>
      [...answer.matchAll(/「([^」]{2,12})」|(\p{Script=Katakana}[\p{Script=Katakana}ー]{3,})/gu)].map((m) => {
        const noun = m[1] ?? m[2]!;
        return { kind: 'noun' as const, said: noun, question: `${noun}について、もう少し詳しく教えていただけますか？` };
      }),
  },
};

function otherDetails(answer: string, language: string, rules: LanguageRules, known: Known): AnswerDetail[] {
  const found: AnswerDetail[] = [];
  const said = lower(answer);
  const emotion = rules.emotions.find(([pattern]) => pattern.test(said));
  const felt = emotion && emotion[0].exec(said)!;
  if (emotion && felt && feelingStillToAsk(said, felt.index, felt[0].length, language))
    found.push({ kind: 'emotion', said: felt[0].trim(), question: emotion[1] });
  // A price said with the one it replaced is the change ("39 statt 29 Euro"), not one of its amounts.
  const change = priceChange(answer, language);
  if (change) found.push(change);
  const price = change ? null : rules.price.exec(answer);
  if (price) found.push({ kind: 'price', said: price[0].trim(), question: rules.priceQuestion(price[0].trim()) });
  found.push(...(rules.names?.(answer) ?? []), ...(rules.nouns?.(answer, known) ?? []));
  return found;
}

/**
 * The details of an answer worth a follow-up, most specific first, leaving out what the guide's other questions
 * (`guide`: their titles and descriptions) already ask about.
 */
export function answerDetails(answer: string, language: string, guide = '', asked = ''): AnswerDetail[] {
  const text = clean(answer);
  if (!text) return [];
  const rules = RULES[language];
  const covered = wordsOf(guide);
  // A thing named in the question under way is what it asks about, not a detail of the answer.
  const coveredOrAsked = [...covered, ...wordsOf(asked)];
  const known: Known = (word) => coveredOrAsked.some((g) => sameWord(lower(word), g));
  const found = rules ? otherDetails(text, language, rules, known) : englishDetails(text, known);
  // A price told to a question about the price answers it: something else said is the more specific detail.
  // A German noun is named alone ("Stichwort Innenstadt: …"), without what was said of it: how it felt comes first.
  // A question that asks who pointed them to it is answered by the person named ("my neighbour Pauline"): that person is
  // no detail beside what the answer tells of what happened.
  const asksWho = WHO_ASKED.test(lower(asked));
  const rank = (d: AnswerDetail) =>
    asksWho && d.kind === 'phrase' && namesARelation(d.said)
      ? RANK.name
      : d.kind === 'price' && PRICE_WORDS.test(lower(asked))
        ? RANK.phrase + 0.5
        : d.kind === 'phrase' && language === 'German'
          ? RANK.emotion + 0.5
          : RANK[d.kind];
  const seen = new Set<string>();
  // In Spanish and German, a detail in the clause with the most cues of what matters comes first (`detail-cues.ts`).
  // A price is a detail of its own, ranked as one: its amount is no cue that the clause around it, or the price
  // itself, tells more.
  const prices = found.filter((d) => d.kind === 'price').map((d) => d.said);
  const cued = prices.reduce((rest, price) => rest.split(price).join(' '), text);
  // A price said with what it paid for ("300 euros de fianza") is what its clause is about, and keeps its cue.
  const cueOf = (d: AnswerDetail) =>
    d.kind === 'price' ? cuesAround(text, d.said) - (PAID_FOR.test(d.said) ? 0 : cueCount(d.said)) : cuesAround(cued, d.said);
  const cues = CUED_LANGUAGES.has(language) ? cueOf : () => 0;
  const ranked = found
    .filter((d) => !coveredBy(d.said, d.kind === 'phrase' || d.kind === 'noun' ? coveredOrAsked : covered))
    .filter((d) => !(d.kind === 'price' && PRICE_WORDS.test(lower(guide))))
    .filter((d) => !seen.has(d.question) && Boolean(seen.add(d.question)))
    .map((d) => ({ d, cues: cues(d) }))
    .sort((a, b) => b.cues - a.cues || rank(a.d) - rank(b.d))
    .map(({ d }) => d);
  return eventBeforeBareNoun(priceAfterStory(ranked));
}

/** What happened to the respondent, or what they went through. */
const EVENT_KINDS: ReadonlySet<DetailKind> = new Set(['complaint', 'event']);

/** A noun, a name or a place named alone. */
const BARE_KINDS: ReadonlySet<DetailKind> = new Set(['noun', 'name', 'place']);

/**
 * A noun, a name or a place named alone ("¿Qué pasó con los partidos?", "¿Qué tal tu experiencia con Murcia?") says
 * less than what happened beside it, whatever the cues of its clause: the first event or complaint comes before it.
 */
function eventBeforeBareNoun(details: AnswerDetail[]): AnswerDetail[] {
  const event = details.findIndex((d) => EVENT_KINDS.has(d.kind));
  const noun = details.findIndex((d) => BARE_KINDS.has(d.kind));
  if (event < 0 || noun < 0 || noun > event) return details;
  const rest = details.filter((_, i) => i !== event);
  rest.splice(noun, 0, details[event]!);
  return rest;
}

/** A question that asks who: "who or what pointed them to it", "quién te lo recomendó", "wer hat Sie …". */
const WHO_ASKED = /(?<!\p{L})(?:who|quién|quien|wer)(?!\p{L})/u;

/** A Spanish price with the noun of what it paid for. */
const PAID_FOR = / de \p{Ll}{4,}$/u;

/** What went wrong or how it felt: beside it, a price is the lesser detail. */
const STORY_KINDS: ReadonlySet<DetailKind> = new Set(['complaint', 'emotion']);

/**
 * A price is a good detail when it is what the answer is about; beside a complaint or an emotion it says less ("¿Qué
 * incluían esos 59 €?" after "el botón de cancelar no aparecía … y aun así me llegó una caja más"), so it comes after the
 * first of them.
 */
function priceAfterStory(details: AnswerDetail[]): AnswerDetail[] {
  const story = details.findIndex((d) => STORY_KINDS.has(d.kind));
  const price = details.findIndex((d) => d.kind === 'price');
  if (story < 0 || price < 0 || price > story) return details;
  const rest = details.filter((_, i) => i !== price);
  rest.splice(story, 0, details[price]!);
  return rest;
}

/** A guide that asks about prices anyway: a price said early is left for its question. */
const PRICE_WORDS =
  /price|cost|pay|fee|charge|expens|cheap|afford|цен|стоим|плат|precio|pagar|prix|coût|tarif|preis|kosten|zahl|narx|to[‘'ʻ’]l|价格|费用|价钱|多少钱|値段|価格|費用|料金/u;

/** The most specific detail of an answer the guide does not already ask about, or null. */
export function mostSpecificDetail(answer: string, language: string, guide = '', asked = ''): AnswerDetail | null {
  return answerDetails(answer, language, guide, asked)[0] ?? null;
}
