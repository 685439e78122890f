/**
 * Clauses: the unit the built-in theme engine sorts. An answer often raises two things in one sentence ("I would
 * order on my phone and skip the queue"), so a sentence is cut where a new clause starts (a semicolon, a colon, a
 * dash, or a joining word such as "but", "because", "and" in the interview's language), as exact spans of the
 * message, so a quote is the message's own text by construction. A piece too short to say anything on its own stays
 * with its neighbour.
 */
import { type Span, splitSentences } from './words';

/** Words that start a new clause, per interview language (English's apply to every language: respondents mix it in). */
const JOINERS: Record<string, readonly string[]> = {
  English: ['but', 'because', 'although', 'though', 'whereas', 'while', 'so', 'which', 'since', 'unless', 'otherwise', 'plus'],
  Russian: ['но', 'потому что', 'так как', 'хотя', 'поэтому', 'зато', 'однако', 'если'],
  Spanish: ['pero', 'porque', 'aunque', 'así que', 'sino', 'ya que', 'mientras', 'pues'],
  French: ['mais', 'parce que', 'car', 'bien que', 'donc', 'alors', 'puisque', 'tandis que'],
  German: ['aber', 'weil', 'obwohl', 'denn', 'sondern', 'deshalb', 'also', 'während'],
  Uzbek: ['lekin', 'ammo', 'chunki', 'shuning uchun', 'biroq'],
};

/**
 * "And" starts a new clause only before a new subject ("… slow, and the parcel arrived late"); before anything else
 * it joins parts of one ("friendly and patient with me").
 */
const AND: Record<string, { word: string; subjects: readonly string[] }> = {
  English: {
    word: 'and',
    subjects: [
      'the',
      'a',
      'an',
      'my',
      'our',
      'their',
      'his',
      'her',
      'its',
      'this',
      'that',
      'these',
      'those',
      'i',
      'we',
      'they',
      'he',
      'she',
      'it',
      'you',
      'there',
      'nobody',
      'everyone',
      'someone',
    ],
  },
  Russian: { word: 'и', subjects: ['я', 'мы', 'они', 'он', 'она', 'это', 'мне', 'нам', 'там', 'все'] },
  Spanish: {
    word: 'y',
    subjects: ['el', 'la', 'los', 'las', 'yo', 'mi', 'mis', 'nosotros', 'ellos', 'ellas', 'me', 'no', 'nadie', 'todo'],
  },
  French: {
    word: 'et',
    subjects: ['le', 'la', 'les', 'je', 'il', 'elle', 'on', 'nous', 'ils', 'elles', 'mon', 'ma', 'mes', 'personne', 'tout'],
  },
  German: {
    word: 'und',
    subjects: ['der', 'die', 'das', 'ich', 'wir', 'sie', 'er', 'es', 'man', 'mein', 'meine', 'dann', 'keiner', 'niemand'],
  },
  Uzbek: { word: 'va', subjects: ['men', 'biz', 'ular', 'u', 'bu'] },
};

/** A clause needs this many words to stand alone; a shorter piece joins the clause before (or after) it. */
const MIN_CLAUSE_WORDS = 3;
const WORD = /[\p{L}\p{N}]+/gu;
const wordCount = (text: string) => (text.match(WORD) ?? []).length;

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function boundaryPattern(language: string | null | undefined): RegExp {
  const ands = [AND.English!, ...(language && language !== 'English' && AND[language] ? [AND[language]] : [])];
  const words = [
    ...new Set([...(JOINERS.English ?? []), ...(language ? (JOINERS[language] ?? []) : [])]),
    ...ands.map((and) => `${escape(and.word)}\\s+(?:${and.subjects.map(escape).join('|')})`),
  ]
    .sort((a, b) => b.length - a.length)
    .map((word) => (word.includes('\\') ? word : escape(word)));
  // Either punctuation that ends a clause, or a joining word standing alone between two words (lookarounds keep the
  // joining word in the next clause, where it is read as part of it).
  return new RegExp(`[;:—–]\\s*|,\\s*(?=(?:${words.join('|')})\\s)|\\s(?=(?:${words.join('|')})[\\s'’])`, 'giu');
}

const cache = new Map<string, RegExp>();

/** The clauses of a text as spans (leading and trailing blanks and punctuation left out), in order. */
export function splitClauses(text: string, language?: string | null): Span[] {
  const key = language ?? '';
  let pattern = cache.get(key);
  if (!pattern) cache.set(key, (pattern = boundaryPattern(language)));
  const out: Span[] = [];
  for (const sentence of splitSentences(text)) {
    const pieces: Span[] = [];
    let start = sentence.start;
    const body = text.slice(sentence.start, sentence.end);
    for (const match of body.matchAll(pattern)) {
      const cut = sentence.start + match.index;
      pieces.push({ start, end: cut });
      start = cut + match[0].length;
    }
    pieces.push({ start, end: sentence.end });
    const trimmed = pieces.map((span) => trim(text, span)).filter((span) => span.end > span.start);
    // Short pieces join a neighbour: "Speed." stays a clause of its own only when the whole sentence is that short.
    const merged: Span[] = [];
    for (const piece of trimmed) {
      const last = merged[merged.length - 1];
      if (
        last &&
        (wordCount(text.slice(piece.start, piece.end)) < MIN_CLAUSE_WORDS || wordCount(text.slice(last.start, last.end)) < MIN_CLAUSE_WORDS)
      )
        last.end = piece.end;
      else merged.push({ ...piece });
    }
    out.push(...merged);
  }
  return out;
}

/** A span without blanks and clause punctuation at its ends (a closing full stop or quote stays: it ends the words). */
function trim(text: string, span: Span): Span {
  let { start, end } = span;
  while (start < end && /[\s,;:—–-]/u.test(text[start]!)) start++;
  while (end > start && /[\s,;:—–-]/u.test(text[end - 1]!)) end--;
  return { start, end };
}

/**
 * How many characters of a clause its opening joining words take ("but ", "and then, "), in the interview's language
 * or English: a clause quoted as a theme's name starts after them, still the respondent's own words.
 */
export function openingJoinerLength(text: string, language?: string | null): number {
  const words = new Set(
    [
      ...(JOINERS.English ?? []),
      ...(language ? (JOINERS[language] ?? []) : []),
      'and',
      'then',
      'also',
      'or',
      AND[language ?? '']?.word ?? 'and',
    ].map((w) => w.toLowerCase()),
  );
  const pattern = new RegExp(
    `^(?:(?:${[...words]
      .sort((a, b) => b.length - a.length)
      .map(escape)
      .join('|')})(?![\\p{L}\\p{N}])[\\s,]*)+`,
    'iu',
  );
  return pattern.exec(text)?.[0].length ?? 0;
}
