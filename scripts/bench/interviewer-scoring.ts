// How `bench:interviewer` reads a dialog: what an interviewer message asks, whether it reads out the brief, whether it
// names a detail of the answer before it, whether it is a template. Plain functions over text, so the vitest file next
// to this one checks them without a database.
// The interviewer's own list decides what reads as a template, so the bench and the engine's tests agree.
export { templatedPattern } from '../../app/ai/builtin/templated-patterns';

export const BENCH_LANGUAGES = ['English', 'Spanish', 'German'] as const;
export type BenchLanguage = (typeof BENCH_LANGUAGES)[number];

/**
 * What an answer tells, or what a question asks: about the respondent ('age', 'job', 'place', 'family'), the subject
 * of guide question i ('q0', 'q1', …), or a fact of the study's own that a required-info item asks for (a key of
 * `BenchStudy.facts`, e.g. 'switched').
 *
 * What "told" means, for the labels as for the interviewer (app/features/ai-interviewer/already-told.ts): an answer
 * tells guide subject i ('qi') when it says what the question asks, with something of its own: how they searched and
 * where or whom they asked, how often or when for a routine, an amount for a price, the reason for a decision, or a
 * dozen words about it. Asked again, the respondent could only repeat it. An answer that only names the subject
 * ("the prices seem okay", "google." said before the search was asked) touches on it ('~qi'): the question is still
 * to be asked (the interviewer opens it with "You touched on this already."), which is no repeated ask, and a guide
 * question never asked whose subject was never told is a lost question.
 */
export type Label = string;

/** The label of a guide subject an answer only touches on in passing ("~q3"). */
export const touchedOn = (label: Label): Label => `~${label}`;
export const ABOUT_RESPONDENT = ['age', 'job', 'place', 'family'] as const;

/** One answer of a scripted respondent: its text, what it tells, and the specific details worth a follow-up in it. */
export type ScriptedAnswer = { text: string; tells: Label[]; details: string[] };
// 'paraphrase': answers without a word of the question; 'hesitant': slow to answer, drifts off topic.
export type RespondentStyle = 'rich' | 'terse' | 'early' | 'intro' | 'mixed' | 'paraphrase' | 'hesitant';
export type ScriptedRespondent = { key: string; style: RespondentStyle; answers: ScriptedAnswer[] };

/** A guide question as the researcher wrote it, with how a question about its subject reads in other words. */
export type BenchQuestion = { title: string; description: string; subject: RegExp };

/** A study as a researcher sets it up (guide, brief, required info) and the respondents who take it. */
export type BenchStudy = {
  id: string;
  domain: string;
  language: BenchLanguage;
  /** A study written and labelled before the interviewer ran on it, never tuned on: its figures are printed apart. */
  heldOut?: boolean;
  title: string;
  goal: string;
  generalPrompt: string;
  requiredInfo: string[];
  questions: BenchQuestion[];
  /** The study's own facts a required-info item asks for, each with how a question about it reads. */
  facts: Record<Label, RegExp>;
  respondents: ScriptedRespondent[];
};

/** An answer: its text, then what it tells ('age', 'q2', …), and the details worth a follow-up. */
export function say(text: string, tells: Label[] = [], details: string[] = []): ScriptedAnswer {
  return { text, tells, details };
}

// How a question about the respondent reads, per language (only questions: the classifier sees question sentences).
const RESPONDENT_QUESTIONS: Record<(typeof ABOUT_RESPONDENT)[number], Record<BenchLanguage, RegExp>> = {
  age: {
    English: /\bhow old (?:are you|you are)\b|\byour age\b|\bage group\b/i,
    Spanish: /cuántos años tienes|\btu edad\b|qué edad tienes/i,
    German: /\bwie alt (?:sind Sie|Sie sind)\b|\bIhr Alter\b|\bAltersgruppe\b/i,
  },
  job: {
    English:
      /\bfor a living\b|\byour (?:job|occupation|profession|line of work)\b|\bwhere do you work\b|\bwhat do you do(?: for (?:work|a job))?\??$|\bwhat work do you do\b/i,
    Spanish: /a qué te dedicas|en qué trabajas|\btu (?:trabajo|profesión|ocupación)\b/i,
    German: /\bberuflich\b|\bIhr(?:en)? Beruf\b|\bwas arbeiten Sie\b|\bals was arbeiten\b/i,
  },
  place: {
    English: /\bwhere (?:do you live|are you living|you live)\b|\b(?:which|what) (?:city|town)\b|\bwhere are you (?:from|based)\b/i,
    Spanish: /dónde vives|en qué ciudad|de dónde eres/i,
    German: /\bwo wohnen Sie\b|\bin welcher Stadt\b|\bwoher kommen Sie\b|\bwo leben Sie\b/i,
  },
  family: {
    English:
      /\bdo you have (?:children|kids|a partner|a family)\b|\bwho (?:do you live|lives) with\b|\byour household\b|\bhow many children\b|\bare you married\b|\babout your family\b/i,
    Spanish: /tienes hijos|con quién vives|cuántos hijos|\bde tu familia\b/i,
    German: /haben Sie Kinder|mit wem (?:wohnen|leben) Sie|wie viele Kinder|über Ihre Familie\b/i,
  },
};

// A question that asks for more, an example or a reason about something is a follow-up, not the same question again;
// so is one that asks what happened at a moment the respondent named ("What happened when your legs hurt at first?").
const FOLLOW_UP_REQUEST: Record<BenchLanguage, RegExp> = {
  English: /\b(?:more|example|else|another|why|what makes you|what do you mean|affect|what happened when)\b/i,
  Spanish: /(?<!\p{L})(?:más|ejemplo|otra|otro|por qué|qué te hace|quieres decir|te afecta|qué pasó cuando|qué ocurrió cuando)(?!\p{L})/iu,
  German: /\b(?:mehr|Beispiel|warum|weshalb|noch|meinen Sie|wirkt sich)\b|was bringt Sie|was ist passiert, als/i,
};

// A request to the respondent that ends with a full stop, not a question mark ("Tell me about …", "Think back to when
// you …", as "Create with AI" drafts its first question): words the respondent is meant to hear, not a note.
const REQUEST: Record<BenchLanguage, RegExp> = {
  English: /^(?:please )?(?:tell me|describe|walk me through|talk me through|think back|imagine|picture)\b/i,
  Spanish: /^(?:cuéntame|háblame|describe|dime|piensa|recuerda|imagina)(?!\p{L})/iu,
  German: /^(?:erzählen Sie|beschreiben Sie|schildern Sie|denken Sie|erinnern Sie sich|stellen Sie sich)(?!\p{L})/iu,
};

/** A text cut into sentences. */
export function sentences(text: string): string[] {
  return text
    .trim()
    .split(/(?<=[.?!])\s+|\s*\n+\s*/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

const isQuestionSentence = (sentence: string, language: BenchLanguage) => /[?？]$/.test(sentence) || REQUEST[language].test(sentence);

/** Lower-case words (letters and digits), apostrophes and quotes dropped. */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

const squash = (text: string) => words(text).join(' ');
const QUOTED_TITLE = (title: string) => new RegExp(`[“"«„]\\s*${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*[”"»“]`, 'iu');

/** What a question asks, and whether it asks for more about it (a follow-up) rather than the thing itself. */
export type Asked = { labels: Label[]; followUp: boolean; askedForMore?: Label[] };

/**
 * What an interviewer message asks, from its question sentences (ending in "?", or a request such as "Tell me …"):
 * - 'age', 'job', 'place', 'family': by the usual ways of asking them, per language (RESPONDENT_QUESTIONS);
 * - a study fact: by the study's own pattern for it;
 * - 'qi', the subject of guide question i: the sentence contains the question's own wording, its title in quotes, or
 *   matches the study's pattern for the subject (a rephrasing of the same question).
 * `followUp` is true when the sentences asking a guide subject ask for more, an example or a reason: that is a
 * follow-up on the subject, which the respondent answers with more about it, and not a repeated ask. `askedForMore`
 * lists the respondent's own subjects ('family', …) named in such a sentence ("more about your family").
 */
export function classifyQuestion(message: string, study: Pick<BenchStudy, 'language' | 'questions' | 'facts'>): Asked {
  const labels = new Set<Label>();
  let followUp = false;
  const askedForMore: Label[] = [];
  for (const sentence of sentences(message).filter((s) => isQuestionSentence(s, study.language))) {
    const about = ABOUT_RESPONDENT.filter((kind) => RESPONDENT_QUESTIONS[kind][study.language].test(sentence));
    about.forEach((kind) => labels.add(kind));
    const followUpsBefore: boolean = followUp;
    followUp = false;
    for (const [fact, pattern] of Object.entries(study.facts)) if (pattern.test(sentence)) labels.add(fact);
    const plain = squash(sentence);
    study.questions.forEach((question, i) => {
      const own = sentences(question.description)
        .filter((s) => isQuestionSentence(s, study.language))
        .some((s) => plain.includes(squash(s)));
      if (own || QUOTED_TITLE(question.title).test(sentence) || question.subject.test(sentence)) {
        labels.add(`q${i}`);
        if (!own && FOLLOW_UP_REQUEST[study.language].test(sentence)) followUp = true;
      }
    });
    // The respondent's own subject asked in a sentence asking for more on a guide subject is asked for more too.
    if (followUp) askedForMore.push(...about);
    followUp ||= followUpsBefore;
  }
  return { labels: [...labels], followUp, ...(askedForMore.length > 0 ? { askedForMore } : {}) };
}

/**
 * The labels a message asks about that count as asking again: every label, unless the message only asks for more on
 * a subject ("Could you tell me more about your family, perhaps with an example?" after "two kids" asks for more about
 * the family the guide question is about, not for the family again).
 */
export function askedAgain(asked: Asked, told: ReadonlySet<Label>): Label[] {
  const forMore = (label: Label) => asked.followUp && (/^q\d+$/.test(label) || (asked.askedForMore ?? []).includes(label));
  return asked.labels.filter((label) => told.has(label) && !forMore(label));
}

/**
 * The guide questions a dialog lost: never asked (`asked`: indexes of the questions the interviewer asked) though the
 * respondent never told their subject (a subject only touched on is not told: its question was needed).
 */
export function lostQuestions(questionCount: number, asked: ReadonlySet<number>, told: ReadonlySet<Label>): number[] {
  return Array.from({ length: questionCount }, (_, i) => i).filter((i) => !asked.has(i) && !told.has(`q${i}`));
}

/**
 * The researcher's words that must never reach a respondent: the goal, the general prompt, every required-info item,
 * and the sentences of a guide description that are not a question to the respondent (a note such as "Listen for …").
 */
export function briefTexts(study: Pick<BenchStudy, 'language' | 'goal' | 'generalPrompt' | 'requiredInfo' | 'questions'>): string[] {
  const notes = study.questions.flatMap((q) => sentences(q.description).filter((s) => !isQuestionSentence(s, study.language)));
  const items = study.requiredInfo.filter((item) => !isItemQuestion(item));
  return [study.goal, study.generalPrompt, ...items, ...notes].filter((t) => t.trim().length > 0);
}

// A required-info item written as a question ("When did you last choose a new bank account?", as "Create with AI"
// drafts them) is put to the respondent as written.
const isItemQuestion = (item: string) => /[?？]\s*$/u.test(item);

/** The guide's questions to the respondent, as written, and required info written as questions: words they are meant to hear. */
export function guideQuestionTexts(study: Pick<BenchStudy, 'language' | 'questions'> & { requiredInfo?: readonly string[] }): string[] {
  const asked = study.questions.flatMap((q) => sentences(q.description).filter((s) => isQuestionSentence(s, study.language)));
  return [...asked, ...(study.requiredInfo ?? []).filter(isItemQuestion)];
}

export const LEAK_WORDS = 6;

const wordRuns = (texts: readonly string[], n: number) => {
  const grams = new Set<string>();
  for (const text of texts) {
    const w = words(text);
    for (let i = 0; i + n <= w.length; i++) grams.add(w.slice(i, i + n).join(' '));
  }
  return grams;
};

/**
 * The longest run of at least `n` consecutive words the message shares with one of the texts, or null. Runs found in
 * `allowed` (the guide's own questions) are not counted: a question asked as written may share words with the goal.
 */
export function sharedRun(message: string, texts: readonly string[], n = LEAK_WORDS, allowed: readonly string[] = []): string | null {
  const heard = wordRuns(allowed, n);
  const grams = new Set([...wordRuns(texts, n)].filter((gram) => !heard.has(gram)));
  const m = words(message);
  let best: string[] | null = null;
  for (let i = 0; i + n <= m.length; i++) {
    if (!grams.has(m.slice(i, i + n).join(' '))) continue;
    let end = i + n;
    while (end < m.length && grams.has(m.slice(end - n + 1, end + 1).join(' '))) end++;
    if (!best || end - i > best.length) best = m.slice(i, end);
  }
  return best ? best.join(' ') : null;
}

// Words that name nothing specific, in the three languages.
const STOP = new Set(
  (
    'the and but that this they them their then there was were have has had with from for about what when which very really just kept ' +
    'los las una uno unos unas que con para por pero muy como del ellos ellas eso esto esta este fue era ' +
    'der die das den dem des ein eine einen einem und aber dass mit für von sehr immer wurde hatte haben'
  ).split(' '),
);

/**
 * The words of a text that can name a detail: four letters or more (or an abbreviation in capitals: "NHS", "TV"), not
 * a function word, not a word of the guide (unless the detail has no other).
 */
export function detailWords(detail: string, guideWords: ReadonlySet<string>): string[] {
  const all = (detail.match(/[\p{L}\p{N}]+/gu) ?? [])
    .filter((w) => w.length >= 4 || /^\p{Lu}{2,}$/u.test(w))
    .map((w) => w.toLowerCase())
    .filter((w) => !STOP.has(w));
  const own = all.filter((w) => ![...guideWords].some((g) => sameWord(g, w)));
  return own.length > 0 ? own : all;
}

/**
 * Two words are the same word when they share their first five letters and most of the shorter one ("kündigen",
 * "Kündigung"; not "Zahnaufhellung" and "Zahnarzt", whose first word many compounds share), or one contains the other
 * (compounds).
 */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const shared = Math.max(5, Math.ceil(0.7 * Math.min(a.length, b.length)));
  if (a.length >= 5 && b.length >= 5 && a.slice(0, shared) === b.slice(0, shared)) return true;
  return a.length >= 6 && b.length >= 6 && (a.includes(b) || b.includes(a));
}

/** The guide's own words (titles and descriptions): a detail is named by words the guide does not already use. */
export function guideWordsOf(study: Pick<BenchStudy, 'questions'>): Set<string> {
  return new Set(study.questions.flatMap((q) => words(`${q.title} ${q.description}`)));
}

/** Whether the message names one of the details (by one of their words that the guide does not use). */
export function namesDetail(message: string, details: readonly string[], guideWords: ReadonlySet<string>): boolean {
  const said = words(message);
  return details.some((detail) => detailWords(detail, guideWords).some((w) => said.some((m) => sameWord(m, w))));
}

/**
 * Issue 33's detail figure: of the follow-ups after a substantive answer (one with a detail worth a follow-up), the
 * share that name one of its details. Not of every such answer: a guide question or a required-info item asked next is
 * not a follow-up. With no such follow-up at all the figure is 0: an interviewer that never follows up fails the goal.
 */
export function detailFollowUpShare(naming: number, followUps: number): number {
  return followUps === 0 ? 0 : naming / followUps;
}

// Closing words that praise the answers as full or thoughtful.
const PRAISE: Record<BenchLanguage, RegExp> = {
  English: /\b(?:thoughtful|detailed|in-depth|thorough|rich) (?:answers|responses|replies)\b/i,
  Spanish: /\brespuestas (?:detalladas|reflexivas|completas|profundas)\b/i,
  German: /\b(?:ausführlichen|durchdachten|detaillierten) Antworten\b/i,
};
/** A respondent whose answers all have fewer words than this was terse. */
export const TERSE_WORDS = 8;

/** Closing words that thank for thoughtful answers a respondent did not give (no answer of TERSE_WORDS words or more). */
export function unfitThanks(closing: string, answers: readonly string[], language: BenchLanguage): boolean {
  return answers.every((a) => words(a).length < TERSE_WORDS) && PRAISE[language].test(closing);
}

/** What the scripted respondent says when nothing of its script fits. */
export const FILLERS: Record<BenchLanguage, { alreadySaid: string; declined: string; nothingMore: string }> = {
  English: { alreadySaid: 'Like I said before.', declined: 'I’d rather not say.', nothingMore: 'No, that’s all.' },
  Spanish: { alreadySaid: 'Como ya te dije.', declined: 'Prefiero no decirlo.', nothingMore: 'No, eso es todo.' },
  German: {
    alreadySaid: 'Wie ich schon gesagt habe.',
    declined: 'Das möchte ich lieber nicht sagen.',
    nothingMore: 'Nein, das ist alles.',
  },
};

/**
 * The scripted respondent's next answer (index into its script), or a filler:
 * 1. asked about something its script tells and it has not said yet: that answer;
 * 2. asked again what it already told: "Like I said before.";
 * 3. asked about the respondent (age, …) or a fact its script does not give: "I'd rather not say.";
 * 4. otherwise (a follow-up, or a question it has no answer labelled for) its next unused answer in order, unless that
 *    one only tells subjects of later guide questions (it is kept for them; an answer that also tells the question
 *    under way is given, which is how a script tells early): then, or when none is left, "No, that's all.". Answers
 *    about the respondent put at the end of a script are thus given when asked for, or at the end.
 */
export function nextAnswer(
  respondent: ScriptedRespondent,
  used: ReadonlySet<number>,
  asked: Asked,
  told: ReadonlySet<Label>,
  currentQuestion: number,
  language: BenchLanguage,
): { index: number } | { filler: string } {
  const unused = respondent.answers.map((a, i) => ({ a, i })).filter(({ i }) => !used.has(i));
  const fits = unused.find(({ a }) => a.tells.some((label) => asked.labels.includes(label)));
  if (fits) return { index: fits.i };
  if (askedAgain(asked, told).length > 0) return { filler: FILLERS[language].alreadySaid };
  if (asked.labels.some((label) => !/^q\d+$/.test(label) && !told.has(label))) return { filler: FILLERS[language].declined };
  const subjects = (a: ScriptedAnswer) => a.tells.filter((label) => /^q\d+$/.test(label)).map((label) => Number(label.slice(1)));
  const next = unused[0];
  return next && (subjects(next.a).length === 0 || Math.min(...subjects(next.a)) <= currentQuestion)
    ? { index: next.i }
    : { filler: FILLERS[language].nothingMore };
}
