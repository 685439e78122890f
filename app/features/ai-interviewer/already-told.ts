import { CJK, countWords, stem, STOPWORDS } from '~/ai/text/words';

import { isClosingQuestion, isWarmUpQuestion } from './answer-kinds';
import { differentLongWords } from './cut-stems';
import { saidOnlyAsSpan } from './spans-of-time';
import {
  asksWhy,
  type FamilyName,
  familyOf,
  familyWords,
  opensAccount,
  questionSentences,
  toldByItself,
  withoutWhereTheyLive,
} from './subject-families';
import { asksForStory, asksWhatLedTo, tellsStory, tellsStoryWithCause } from './told-as-account';
import { opinionTold } from './told-as-opinion';
import { isThing, sameMeaning } from './told-by-meaning';
import { accountOfSteps } from './told-by-procedure';
import { hasOwnDetail, settlesChoice, toldWithReason } from './told-details';
import { toldInOneSentence } from './told-in-one-sentence';

/**
 * Guide questions the respondent has answered before they were asked: an answer to a later question given early
 * counts. Before the guide asks a question, every earlier answer (and the bio of an individual link) is read for the
 * question's subject: the words of its title, or two thirds of the words of its wording, in one clause, or in English,
 * Spanish and German a word of the family of subjects it asks about (`subject-families.ts`: asked how they searched, "in
 * the neighbourhood Facebook group"; asked for their routine, "four times a week"). Words that most of the guide's
 * questions share ("dentist" in a study of dentists) say nothing of any one question and are not used.
 *
 * - Told at length (the clauses that name the subject hold at least `AT_LENGTH_WORDS` words, or one of them tells it
 *   with a number or its reason: "The bill was forty-five pounds", "I cancelled because …", or names its family with
 *   two words of its own that are no verdict ("asked in the neighbourhood Facebook group", not "the prices seem
 *   okay"), or with a frequency for a routine): the question is not asked; the guide goes on. A question that asks why
 *   is told only by a reason. "Could you tell me how you searched?" after a step-by-step account of
 *   the search would only make the respondent repeat themselves.
 * - Told in passing: the question is asked, opened by saying it was touched on earlier, since something is still
 *   missing.
 * The warm-up and the closing question are always asked: they are about the respondent and about what is left.
 */

export const AT_LENGTH_WORDS = 12;

/** 'verdict': asked whether they would do it again and why, they gave their verdict but not its reason. */
export type Told = 'at-length' | 'in-passing' | 'verdict';

type GuideQuestion = { title: string; description: string };

// Words of a guide question that name no subject: how questions ask, in the eight languages.
const ASKING = new Set(
  (
    'tell about think thought thoughts experience experiences happen happened step walk through example examples describe share anything ' +
    'else like feel felt opinion view views part own mind matter mattered important could would please time times way ways what’s ' +
    'расскажите расскажи опыт думаете пример примеры опишите вспомните почему какой какая какие ваш ваша ваше ваши вами ' +
    'cuéntame cuénteme experiencia ejemplo ejemplos describe piensa cómo qué tus ' +
    'racontez expérience exemple exemples décrivez pensez comment votre vos ' +
    'erzählen erfahrung erfahrungen beispiel beispiele beschreiben denken ihre ihrer ihren ' +
    'gapirib bering tajriba tajribangiz misol qanday nima haqida'
  ).split(' '),
);

// Words that give a verdict or join a sentence but tell nothing of a subject ("the price was fine", "fue", "habe"), as
// stems, since clauses are read as stems.
const NO_DETAIL = new Set(
  (
    'fine okay good bad great nice alright seem seems seemed pretty quite rather bit lot sure ' +
    'bien mal bueno buena buenos buenas normal parece parecen parecía bastante fue era hice hizo está están son hay tengo tiene mis ' +
    'gut schlecht okay ordnung scheint scheinen schien ziemlich recht habe hat haben hatte bin war waren sind als auch noch sehr schon ' +
    'mich mir mein meine meinem meinen meiner sich uns man einen einem einer dort hier dann ganz'
  )
    .split(' ')
    .map((word) => stem(word)),
);

const wordsOf = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+(?:['’]\p{L}+)*/gu) ?? [];

// Words respondents use for the subjects guides ask about most, each group read as its first stem (English):
// "I googled dentists near me" tells how they searched.
const SAME_SUBJECT: string[][] = [
  ['search', 'googl', 'look', 'brows', 'hunt'],
  ['pric', 'cost', 'expensiv', 'cheap', 'afford', 'pay', 'paid', 'fee', 'charg', 'bill', 'pound', 'euro', 'dollar'],
  // The same subjects in the other languages, as stem() leaves their usual forms.
  ['precio', 'cuesta', 'costó', 'paga', 'pago', 'pagué', 'pagamos', 'caro', 'barato'],
  ['preis', 'kosten', 'kostet', 'bezahl', 'gezahlt', 'zahl', 'teuer', 'günstig'],
  ['цена', 'цены', 'стоит', 'стоил', 'стоило', 'запла', 'плати', 'дорог', 'рубл'],
  ['entsch', 'gewäh', 'wähl', 'ausgesucht'],
  ['elegis', 'elegí', 'elegimos', 'decidi', 'decisión', 'escog'],
  ['review', 'rating', 'star', 'recommend'],
  ['distanc', 'near', 'far', 'clos', 'nearby', 'walk', 'commut'],
  ['chos', 'choos', 'choic', 'pick', 'decid', 'decision', 'select'],
].map((group) => group.map((word) => stem(word)));
const CANONICAL = new Map(SAME_SUBJECT.flatMap((group) => group.map((s) => [s, group[0]!] as const)));

// A battery charging is no price: "the case stopped charging", "the charging cable", "the charger".
const BATTERY_CHARGING =
  /(?<!\p{L})(?:(?:stopped|stops|won['’]t|wouldn['’]t|didn['’]t|not|never|kept) charging|charging (?:cable|port|case|lead|point|station)s?|chargers?)(?!\p{L})/giu;

/** A word's stem, a subject's one stem for words of the same subject. */
const termOf = (word: string) => {
  const s = stem(word);
  return CANONICAL.get(s) ?? s;
};

/** The subject words of a text, as said (lower-case) and as a stem: stems in spaced scripts, pairs of characters in Chinese and Japanese. */
function subjectWords(said: string): { word: string; term: string }[] {
  const text = said.replace(BATTERY_CHARGING, ' ');
  if (CJK.test(text)) {
    const chars = [...text.replace(/[^\p{Script=Han}\p{Script=Katakana}]/gu, '')];
    return chars.slice(0, -1).map((c, i) => ({ word: c + chars[i + 1], term: c + chars[i + 1] }));
  }
  return wordsOf(text)
    .filter((word) => word.length > 2 && !STOPWORDS.has(word) && !ASKING.has(word))
    .map((word) => ({ word, term: termOf(word) }));
}

/** The subject words of a text as stems. */
const subjectTerms = (text: string) => new Set(subjectWords(text).map(({ term }) => term));

// What a respondent says in one breath: sentences cut at commas and at the words that join clauses, so that "read
// the reviews" inside a long account of the search counts as a few words about reviews. A point or comma between
// digits is part of the number ("7.000 €").
const clausesOf = (text: string) =>
  text
    .split(
      /(?:(?<!\d)[.,]|[.,](?!\d)|[!?。！？;:，、\n])+|\s(?:and|but|then|so|because|und|aber|dann|и|но|а|потом|y|pero|luego|et|mais|puis|va|lekin|keyin)\s/iu,
    )
    .map((s) => s.trim())
    .filter(Boolean);

type Word = { word: string; term: string };
type Subject = {
  title: Word[];
  wording: Word[];
  family: FamilyName | null;
  why: boolean;
  /** Asks for the story of one occasion, step by step (`told-as-account.ts`). */
  asksForStory: boolean;
  shared: (term: string) => boolean;
  /** Words of a general meaning (a place, a person: `isThing`) that no other question of the guide has. */
  own: Word[];
};

// Verbs any account uses, in English, Spanish and German: a title of these alone ("How it went", "Cómo fue", "Wie es
// lief") is named by no answer.
const GENERAL_VERBS = new Set(
  (
    'went go goes going gone got get gets getting made make makes did does done had have has took take takes came come comes ' +
    'fue iba ido salió salio pasó paso hizo hecho tuvo ' +
    'ging gegangen lief läuft gelaufen war wurde geworden kam gekommen'
  ).split(' '),
);

/** What a question is about, without the words most of the guide's questions share. */
function subjects(questions: readonly GuideQuestion[]): Subject[] {
  const unique = (words: Word[]) => words.filter((w, i) => words.findIndex((o) => o.term === w.term) === i);
  const per = questions.map((q) => ({ title: unique(subjectWords(q.title)), wording: unique(subjectWords(q.description)) }));
  const counts = new Map<string, number>();
  for (const { title, wording } of per)
    for (const term of new Set([...title, ...wording].map((w) => w.term))) counts.set(term, (counts.get(term) ?? 0) + 1);
  const shared = (term: string) => questions.length >= 3 && (counts.get(term) ?? 0) * 2 > questions.length;
  const keep = (words: Word[]) => words.filter((w) => !shared(w.term));
  return per.map(({ title, wording }, i) => ({
    // "How it went": a verb of general meaning names no subject, and "we finally went for it" does not tell it.
    title: keep(title).filter((w) => !GENERAL_VERBS.has(w.word)),
    wording: keep(wording),
    own: [...title, ...unique(subjectWords(questionSentences(questions[i]!)))].filter(
      (w) => isThing(w.word) && per.every((other, j) => j === i || ![...other.title, ...other.wording].some((o) => o.word === w.word)),
    ),
    family: familyOf(questions[i]!),
    why: asksWhy(questions[i]!),
    // Only the guide's one story question: with two ("the search, step by step", "the first visit, step by step"), a
    // story does not say which it tells.
    asksForStory: asksForStory(questions[i]!) && questions.filter(asksForStory).length === 1,
    shared,
  }));
}

type Clause = { text: string; terms: Set<string>; words: number; said: string[] };

/**
 * Whether a clause names the subject: every word of the title, or two thirds of the question's own words, each said
 * as such or by a word of the same meaning (`told-by-meaning.ts`: a German compound's last word, a general synonym),
 * or a place or person only this question of the guide names.
 */
function names(clause: Clause, subject: Subject): boolean {
  // A stem that meets only in its cut ("Schwierigkeiten", "Schwiegereltern") names nothing (`cut-stems.ts`).
  const byStem = (word: string, term: string) =>
    clause.terms.has(term) && clause.said.some((said) => termOf(said) === term && !differentLongWords(word, said));
  // "For six weeks straight" is how long something lasted, not "your week" (`spans-of-time.ts`).
  const has = ({ word, term }: Word) =>
    CJK.test(term)
      ? clause.text.includes(term)
      : (byStem(word, term) || clause.said.some((said) => sameMeaning(word, said))) && !saidOnlyAsSpan(word, clause.text);
  if (subject.title.length > 0 && subject.title.every(has)) return true;
  // "What does your workplace offer …?" in a guide where every question says "work": "the office" names it. A question
  // of a family is told by the family's words: "What would you tell a friend who brings builders into the house?" is
  // not told by "the flat upstairs".
  if (subject.family === null && subject.own.some(has)) return true;
  return subject.wording.length > 0 && subject.wording.filter(has).length * 3 >= subject.wording.length * 2;
}

/**
 * Whether a clause tells the subject's family with details of its own: a frequency for a routine, else the family's
 * word and two more words that are not the study's, a function word or a verdict ("asked in the neighbourhood Facebook
 * group": Facebook, first, asked, neighbourhood; "the prices seem okay": only the price).
 */
function tellsFamilyAtLength(clause: Clause, subject: Subject): boolean {
  if (!subject.family) return false;
  const said = familyWords(clause.text, subject.family);
  if (said.length === 0) return false;
  if (toldByItself(clause.text, subject.family)) return true;
  // "A cancellation fee", "la comisión de instalación": a one-off fee of something else, not what they pay.
  if (subject.family === 'price' && said.length === 1 && notWhatTheyPay(clause.text)) return false;
  const familyTerms = subjectTerms(said.join(' '));
  const own = [...clause.terms].filter((term) => !familyTerms.has(term) && !subject.shared(term) && !NO_DETAIL.has(term));
  return said.length + own.length >= 3;
}

const ONE_OFF_FEE =
  /(?<!\p{L})\p{L}+(?:tion|ment|ing|al) (?:fees?|charges?)(?!\p{L})|(?:comisión|gastos|cuota) de (?:cancelación|instalación|alta|baja|permanencia)|(?:kündigungs|bearbeitungs|anschluss|einrichtungs|aufnahme|anmelde)gebühr/iu;

/**
 * For each clause, how many words the respondent said from it to the end of its sentence, and those words (the most,
 * where it was said more than once), read in one pass.
 */
function sentenceRests(said: readonly string[]): Map<string, { words: number; text: string }> {
  const rests = new Map<string, { words: number; text: string }>();
  for (const sentence of said.flatMap((text) => text.split(/[.!?。！？\n]+/u))) {
    let rest = { words: 0, text: '' };
    for (const clause of clausesOf(sentence).reverse()) {
      rest = { words: rest.words + countWords(clause), text: `${clause} ${rest.text}` };
      if (rest.words > (rests.get(clause)?.words ?? 0)) rests.set(clause, rest);
    }
  }
  return rests;
}

/** A clause of the words from a clause to the end of its sentence. */
function sentenceClause(text = ''): Clause {
  const words = subjectWords(text);
  return { text, terms: new Set(words.map((w) => w.term)), words: countWords(text), said: [] };
}

// How they pay, not what: "lets me pay by bank transfer", "me deja pagar por Bizum", "kann mit Karte zahlen".
const PAYMENT_MEANS =
  /(?<!\p{L})(?:pay|paid|paying|pagar|pago|pagué|pagas|zahlen|bezahlen|bezahlt|zahle) (?:by|via|with|through|por|con|mit|per) (?:\p{Lu}|card|cash|bank|transfer|phone|tarjeta|efectivo|el móvil|karte|bar(?!\p{L})|überweisung|handy)/u;

// What they had paid before the story began ("I'd paid £89", "había pagado 89 €", "ich hatte 89 Euro bezahlt"): the
// price of the thing, not what the events the question asks about cost them.
const PAID_BEFORE =
  /(?<!\p{L})(?:(?:i|we)['’]d paid|(?:i|we) had (?:already )?paid|había(?:mos)? pagado|(?:hatte|hatten) (?:[\p{L}\p{N}]+ ){0,4}(?:bezahlt|gezahlt))(?!\p{L})/iu;

// What tells a cost even beside money back: "the refund took a week and cost me £4 postage".
const COST_SAID = /(?<!\p{L})(?:cost\p{L}*|gekostet|kostete|postage|porto|envío)(?!\p{L})/iu;

// Money that came back ("the full £89 came back to my card", "los 89 € volvieron", "das Geld war wieder da") is a refund,
// not what something cost them.
const MONEY_BACK =
  /(?<!\p{L})(?:(?:came|come|went|landed|was|were|got (?:it|them|the money|\p{L}+)) back|refund\p{L}*|money back|reembols\p{L}*|devolvieron|volvieron|de vuelta|erstatt\p{L}*|zurück(?:bekommen|überwiesen|gebucht)?|wieder (?:da|auf))(?!\p{L})/iu;

/** A price word that tells no price of their own: a one-off fee of something else, or how they pay. */
const notWhatTheyPay = (clause: string) => ONE_OFF_FEE.test(clause) || PAYMENT_MEANS.test(clause);

// A reason said inside a clause ("I chose the one with a cook on site because …").
const REASON_INSIDE = /(?<!\p{L})(?:because|porque|ya que|weil|denn|parce que)(?!\p{L})/iu;

/**
 * For each guide question, whether the respondent told its subject in what they `said` so far (their messages and the
 * bio of an individual link): at length, in passing, or not at all (null). The warm-up and the closing question are
 * never marked.
 */
export function toldEarlier(questions: readonly GuideQuestion[], said: readonly string[]): (Told | null)[] {
  // Each clause once (a clause said twice tells no more), and only clauses with words in them. A question the
  // respondent asks ("can they charge a restocking fee?") tells nothing.
  const statements = said.map((text) =>
    withoutWhereTheyLive(text)
      .split(/(?<=[.!?。！？])\s+/u)
      .filter((sentence) => !/[?？]\s*$/u.test(sentence))
      .join(' '),
  );
  // An amount set apart by commas ("I only got his quote, £21,500, half upfront") is a clause of its own.
  const texts = new Set(statements.flatMap(clausesOf).filter((text) => /\p{L}|[£€$]\s?\d|\d\s?[£€$]/u.test(text)));
  const clauses: Clause[] = [...texts].map((text) => {
    const words = subjectWords(text);
    return { text, terms: new Set(words.map((w) => w.term)), words: countWords(text), said: [...new Set(words.map((w) => w.word))] };
  });
  const rests = sentenceRests(statements);
  return subjects(questions).map((subject, index) => {
    if (isWarmUpQuestion(questions, index) || isClosingQuestion(questions, index)) return null;
    // Asked what something of its own cost ("What did the return cost you?"), the price paid for the thing before is no
    // answer.
    const costOfItsOwn = subject.family === 'price' && subject.wording.some((w) => familyWords(w.word, 'price').length === 0);
    const naming = clauses.filter(
      (clause) =>
        !(costOfItsOwn && PAID_BEFORE.test(clause.text)) &&
        !(subject.family === 'price' && MONEY_BACK.test(clause.text) && !COST_SAID.test(clause.text)) &&
        (names(clause, subject) || (subject.family !== null && familyWords(clause.text, subject.family).length > 0)),
    );
    // "My mum knows the owner, so that was that": why they chose, though no word of the choice is said.
    if (
      subject.why &&
      (subject.family === 'choice' || subject.family === null) &&
      clauses.some((clause) => settlesChoice(clause.text, said))
    )
      return 'at-length';
    // "Walk me through what happened, step by step": a story of three things done tells it, whatever its words.
    if (subject.asksForStory && said.some(tellsStory)) return 'at-length';
    // "Allen, die zögern: hingehen …", "Weg wären wir nur, wenn …": a reading a comma would part.
    if (toldInOneSentence(subject.family, said)) return 'at-length';
    // "What led you to cancel …?" beside the story question: the story told with its cause tells it too.
    if (asksWhatLedTo(questions[index]!) && questions.some(asksForStory) && said.some(tellsStoryWithCause)) return 'at-length';
    // What matters most, what gets in the way, the one thing to change, told in a sentence of their own
    // (`told-as-opinion.ts`); asked why as well, with its reason or at length, else touched on.
    const opinion = opinionTold(questions[index]!, statements);
    if (opinion) return !subject.why || opinion.reason || opinion.words >= AT_LENGTH_WORDS ? 'at-length' : 'in-passing';
    if (naming.length === 0) return null;
    // Whether they would do it again is told by a verdict ("never again", "I've already ordered again"): a clause that
    // only names the thing ("the order number") tells nothing of it.
    if (subject.family === 'again' && !naming.some((clause) => familyWords(clause.text, 'again').length > 0)) return null;
    // What was asked of them is told by an account of the steps, not by one step in passing (`told-by-procedure.ts`).
    if (subject.family === 'procedure')
      return naming.some((clause) => accountOfSteps(rests.get(clause.text)?.text ?? clause.text)) ? 'at-length' : 'in-passing';
    const withReason = (clause: Clause) => REASON_INSIDE.test(clause.text) || toldWithReason(clause.text, said);
    // Asked why, only the reason tells it: "The nursery we chose let us stay all morning" is not why they chose it.
    // "I'd go back tomorrow" before "Would you book it again, and why?" is a verdict, built on rather than asked again.
    if (subject.why) {
      if (naming.some(withReason)) return 'at-length';
      // A question of the 'again' family got here only with a verdict said (above).
      return subject.family === 'again' ? 'verdict' : 'in-passing';
    }
    // A clause that names it in the question's words and the rest of its sentence: "the office had just put in showers
    // and a bike shed, so …" (a word of its family alone, "a cancellation fee, so I waited …", is no account of it).
    const continued = naming
      .filter(
        (clause) =>
          (names(clause, subject) && !(subject.family === 'price' && notWhatTheyPay(clause.text))) ||
          (subject.family !== null && opensAccount(subject.family)),
      )
      .map((clause) => rests.get(clause.text)?.words ?? 0);
    const words = Math.max(
      naming.reduce((sum, clause) => sum + clause.words, 0),
      ...continued,
    );
    const detailed = naming.some(
      (clause) =>
        hasOwnDetail(clause.text) ||
        toldWithReason(clause.text, said) ||
        tellsFamilyAtLength(clause, subject) ||
        // "Jedem würde ich sagen: Vertrag genau lesen …": the family's words open the account the sentence goes on with.
        (subject.family !== null &&
          opensAccount(subject.family) &&
          tellsFamilyAtLength(sentenceClause(rests.get(clause.text)?.text), subject)),
    );
    return words >= AT_LENGTH_WORDS || detailed ? 'at-length' : 'in-passing';
  });
}
