/**
 * The built-in engine's coding of one dialog for one block (question): the answer is the respondent's own words
 * after the question, so every quote is exact by construction, and the topics are the points the answer makes, each
 * named by its phrase (`phrases.ts`: noun phrases in English, runs of content words elsewhere, never a word that
 * names nothing on its own such as "First" or "Answer", never only words of the question), scored by how often their
 * words come up and how long they are, with the sentences that say them as quotes. Phrases that share a word are one
 * point ("Ten minutes" and "Ten minute wait"). Deterministic and offline; the themes across dialogs are the topics
 * part's work.
 */
import { stem, STOPWORDS } from '~/ai/text/words';

import { type Grammar, isNaming, phrasesIn } from './phrases';

export type CodingMessage = { id: string; content: string };
export type BuiltinQuote = { messageId: string; quote: string; relevance: string | null };
export type BuiltinTopic = {
  topic: string;
  insights: string;
  topWords: string[];
  quotes: BuiltinQuote[];
  subtopics: Omit<BuiltinTopic, 'subtopics'>[];
};
export type BuiltinCoding = { answer: string; quotes: BuiltinQuote[]; topics: BuiltinTopic[] };

/** A message this short is quoted whole; a longer one by its most informative sentences. */
const WHOLE_MESSAGE = 280;
const QUOTES_PER_ANSWER = 4;
const TOPICS_PER_BLOCK = 3;
const SUBTOPICS_PER_TOPIC = 2;
const QUOTES_PER_TOPIC = 2;

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;

// Words that carry no topic beyond the shared stop words: connectives and frequency adverbs answers are full of.
const FILLERS = new Set(
  (
    'because also sometimes usually always often never still even though although while since instead maybe actually honestly probably quite rather almost ' +
    'something anything everything nothing someone anyone everyone lot lots bit kind sort way time times day days yeah okay'
  ).split(' '),
);

type Sentence = { messageId: string; text: string };
type Token = { word: string; stem: string; content: boolean };

function tokens(text: string): Token[] {
  return (text.normalize('NFKC').match(WORD) ?? []).map((raw) => {
    const word = raw.replace(/’/g, "'");
    const lower = word.toLowerCase();
    const content = !STOPWORDS.has(lower) && !FILLERS.has(lower) && lower.length > 2 && !/^\d+$/.test(lower);
    return { word, stem: stem(lower), content };
  });
}

export function sentencesOf(message: CodingMessage): Sentence[] {
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'sentence' });
  return [...segmenter.segment(message.content)]
    .map((s) => s.segment.trim())
    .filter((text) => tokens(text).some((t) => t.content))
    .map((text) => ({ messageId: message.id, text }));
}

const contentStems = (text: string) =>
  new Set(
    tokens(text)
      .filter((t) => t.content)
      .map((t) => t.stem),
  );

/** How much a sentence says: its content words, with those that echo the question worth less. */
function informativeness(sentence: string, question: ReadonlySet<string>): number {
  return tokens(sentence)
    .filter((t) => t.content)
    .reduce((sum, t) => sum + (question.has(t.stem) ? 0.5 : 1), 0);
}

/** The answer: what the respondent said after the question, quoted whole or by its most informative sentences. */
export function builtinAnswer(messages: readonly CodingMessage[], question: string): { answer: string; quotes: BuiltinQuote[] } {
  const said = messages.filter((m) => m.content.trim());
  const answer = said.map((m) => m.content.trim()).join('\n\n');
  const asked = contentStems(question);
  const quotes: BuiltinQuote[] = [];
  for (const message of said) {
    if (message.content.trim().length <= WHOLE_MESSAGE) {
      if (tokens(message.content).some((t) => t.content))
        quotes.push({ messageId: message.id, quote: message.content.trim(), relevance: null });
      continue;
    }
    const best = sentencesOf(message)
      .map((s, order) => ({ ...s, order, score: informativeness(s.text, asked) }))
      .sort((a, b) => b.score - a.score)
      .slice(0, 2)
      .sort((a, b) => a.order - b.order);
    for (const s of best) quotes.push({ messageId: s.messageId, quote: s.text, relevance: null });
  }
  // The most informative quotes when there are many, kept in the order they were said.
  const ranked = quotes
    .map((q, order) => ({ q, order, score: informativeness(q.quote, asked) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, QUOTES_PER_ANSWER)
    .sort((a, b) => a.order - b.order)
    .map((x) => x.q);
  return { answer, quotes: ranked };
}

type Phrase = { key: string; text: string; stems: string[]; sentences: Set<number>; count: number; noun: boolean };

/** Words a phrase never starts or ends on: the shared stop words and the fillers answers are full of. */
const PHRASE_STOP: ReadonlySet<string> = new Set([...STOPWORDS, ...FILLERS]);

/** The phrases of a sentence that name something beyond the question, each with its stems (the question's left out). */
function phrasesOf(sentence: string, asked: ReadonlySet<string>, grammar?: Grammar): { text: string; stems: string[]; noun: boolean }[] {
  return phrasesIn(sentence, PHRASE_STOP, grammar, { runs: false })
    .filter((phrase) => isNaming(phrase, asked) && phrase.text.split(/\s+/).length <= 4)
    .map((phrase) => ({ text: phrase.text, stems: phrase.stems.filter((x) => !asked.has(x)), noun: phrase.noun }));
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const times = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);

/**
 * The answer's topics: its distinctive phrases, best first. A phrase scores by how often its words come up in the
 * answer and how many of them it joins; words of the question are not topics (every answer would have them).
 * Subtopics are the other phrases said in the same sentences as their topic.
 */
export function builtinTopics(messages: readonly CodingMessage[], question: string, grammar?: Grammar): BuiltinTopic[] {
  const asked = contentStems(question);
  const sentences = messages.flatMap(sentencesOf);
  const frequency = new Map<string, number>();
  for (const s of sentences)
    for (const t of tokens(s.text)) if (t.content && !asked.has(t.stem)) frequency.set(t.stem, (frequency.get(t.stem) ?? 0) + 1);

  const phrases = new Map<string, Phrase>();
  sentences.forEach((s, index) => {
    for (const found of phrasesOf(s.text, asked, grammar)) {
      const key = found.stems.join(' ');
      const phrase = phrases.get(key) ?? { key, text: found.text, stems: found.stems, sentences: new Set(), count: 0, noun: found.noun };
      phrase.count += 1;
      phrase.sentences.add(index);
      phrases.set(key, phrase);
    }
  });
  // The most frequent word of a phrase leads; a second word adds a little (a specific phrase reads better than a
  // word), and so does naming a thing (where the tagger tells).
  const score = (p: Phrase) => {
    const counts = p.stems.map((x) => frequency.get(x) ?? 0);
    return Math.max(0, ...counts) + 0.25 * Math.min(2, counts.length - 1) + (grammar && p.noun ? 0.5 : 0);
  };
  const ranked = [...phrases.values()].sort((a, b) => score(b) - score(a) || b.text.length - a.text.length || a.key.localeCompare(b.key));

  // First the topics: phrases that share no word with a better one.
  const used = new Set<string>();
  const chosen: { phrase: Phrase; lead: string; own: number[] }[] = [];
  for (const phrase of ranked) {
    if (chosen.length >= TOPICS_PER_BLOCK) break;
    if (phrase.stems.some((x) => used.has(x))) continue;
    phrase.stems.forEach((x) => used.add(x));
    // The topic is said wherever its leading word is ("the supermarket" counts for "big supermarket").
    const lead = [...phrase.stems].sort((a, b) => (frequency.get(b) ?? 0) - (frequency.get(a) ?? 0))[0]!;
    const own = sentences
      .map((sentence, i) => ({ sentence, i }))
      .filter(({ sentence }) => tokens(sentence.text).some((t) => t.stem === lead))
      .map(({ i }) => i);
    chosen.push({ phrase, lead, own });
  }
  // Then each topic's subtopics: the other phrases said in its sentences, each under one topic only.
  const quoteOf = (i: number): BuiltinQuote => ({ messageId: sentences[i]!.messageId, quote: sentences[i]!.text, relevance: null });
  return chosen.map(({ phrase, lead, own }) => {
    const quoted = own.slice(0, QUOTES_PER_TOPIC);
    const subtopics = ranked
      .filter((other) => !other.stems.some((x) => used.has(x)) && [...other.sentences].some((i) => own.includes(i)))
      .slice(0, SUBTOPICS_PER_TOPIC)
      .map((other) => {
        other.stems.forEach((x) => used.add(x));
        // A sentence the topic already quotes is not quoted again.
        const where = [...other.sentences].filter((i) => own.includes(i) && !quoted.includes(i));
        return {
          topic: capitalise(other.text),
          insights: `Said together with “${phrase.text}”.`,
          topWords: other.text.toLowerCase().split(' '),
          quotes: where.slice(0, 1).map(quoteOf),
        };
      });
    return {
      topic: capitalise(phrase.text),
      insights: `Mentioned ${times(frequency.get(lead) ?? phrase.count)} in this answer${own.length > 1 ? `, across ${own.length} sentences` : ''}.`,
      topWords: topWordsOf(
        own.map((i) => sentences[i]!.text),
        asked,
      ),
      quotes: quoted.map(quoteOf),
      subtopics,
    };
  });
}

/** The most frequent content words of some sentences, as written, question words left out. */
function topWordsOf(texts: readonly string[], asked: ReadonlySet<string>): string[] {
  const counts = new Map<string, { word: string; n: number }>();
  for (const text of texts)
    for (const t of tokens(text))
      if (t.content && !asked.has(t.stem)) {
        const entry = counts.get(t.stem) ?? { word: t.word.toLowerCase(), n: 0 };
        entry.n += 1;
        counts.set(t.stem, entry);
      }
  return [...counts.values()]
    .sort((a, b) => b.n - a.n)
    .slice(0, 5)
    .map((e) => e.word);
}

/** Both parts for one block: the answer with its quotes, and its topics. */
export function builtinCoding(messages: readonly CodingMessage[], question: string, grammar?: Grammar): BuiltinCoding {
  return { ...builtinAnswer(messages, question), topics: builtinTopics(messages, question, grammar) };
}

/** The messages that speak of a text's subject (share a content word with it): a block the researcher added reads these. */
export function messagesAbout(messages: readonly CodingMessage[], text: string): CodingMessage[] {
  const subject = contentStems(text);
  if (subject.size === 0) return [];
  return messages.filter((m) => tokens(m.content).some((t) => t.content && subject.has(t.stem)));
}
