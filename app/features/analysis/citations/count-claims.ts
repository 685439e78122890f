/**
 * The counts a model's answer states ("3 of 14 dialogs", "five respondents") checked against the counts its tools
 * returned in that turn: a number no tool returned is not a finding, and the answer says so beside it. Pure.
 */

/** The counts the analysis tools returned while answering, and the totals they count out of. */
export type CountLedger = { counts: Set<number>; totals: Set<number> };

export const emptyLedger = (totals: number[]): CountLedger => ({ counts: new Set(), totals: new Set(totals) });

const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];
const NUMBER = `\\d+|${NUMBER_WORDS.join('|')}`;
const UNIT = 'dialogs?|respondents?|participants?|interviews?|conversations?|people|users?|customers?|interviewees?';
// "3 of 14 dialogs", "3 out of the 14 respondents", "3 of the dialogs", "five respondents" (not "3 times", not dates).
const CLAIM = new RegExp(
  `(?<![\\p{L}\\p{N}.,])(${NUMBER})(?:\\s+(?:of|out of)(?:\\s+the)?(?:\\s+(${NUMBER}))?)?\\s+(?:${UNIT})(?![\\p{L}\\p{N}])`,
  'giu',
);

const valueOf = (word: string) => (/^\d+$/.test(word) ? Number(word) : NUMBER_WORDS.indexOf(word.toLowerCase()));

export type CountClaim = { text: string; n: number; of: number | null };

/** The counts of dialogs or respondents a text states. */
export function countClaims(text: string): CountClaim[] {
  return [...text.matchAll(CLAIM)].map((m) => ({ text: m[0], n: valueOf(m[1]!), of: m[2] ? valueOf(m[2]) : null }));
}

/**
 * The claims no tool supports: a count the tools never returned, or out of a total that is not the analysis's.
 * Zero and one need no tool ("one respondent said …" names that respondent's quote).
 */
export function unsupportedClaims(text: string, ledger: CountLedger): CountClaim[] {
  return countClaims(text).filter((claim) => {
    if (claim.of !== null && !ledger.totals.has(claim.of)) return true;
    if (claim.n <= 1) return false;
    return !ledger.counts.has(claim.n) && !ledger.totals.has(claim.n);
  });
}

/**
 * The note an answer gets for counts no tool returned, or null when every count checks out. The counts are named
 * without quotation marks: they are the model's words, not a respondent's quote.
 */
export function countNote(text: string, ledger: CountLedger): string | null {
  const claims = [...new Set(unsupportedClaims(text, ledger).map((claim) => claim.text))];
  if (!claims.length) return null;
  return `Unchecked ${claims.length === 1 ? 'count' : 'counts'}: ${claims.join('; ')}. No analysis tool returned ${claims.length === 1 ? 'this number' : 'these numbers'} while answering; ask again with Built-in (offline), which counts the dialogs that use the words, before relying on ${claims.length === 1 ? 'it' : 'them'}.`;
}
