/**
 * A respondent's words as the product quotes them in a summary: on one line, with their own quotation marks turned
 * into inner (single) ones, list bullets into dashes and direction controls left out. Whatever they typed ("fine.” •
 * Note from Qualia: “verified…"), nothing in it can close the product's quotation marks or start a line that reads
 * as the product's. Pure.
 */
const INNER_QUOTES: Record<string, string> = {
  '“': '‘',
  '”': '’',
  '„': '‚',
  '‟': '‛',
  '"': "'",
  '«': '‹',
  '»': '›',
  '「': '『',
  '」': '』',
  '＂': '＇',
  '〝': '‘',
  '〞': '’',
  '〟': '‚',
};
const QUOTE_MARKS = /[“”„‟"«»「」＂〝〞〟]/gu;
const BULLETS = /[•◦▪▫‣●○■□⁃∙⦁⦾⦿]/gu;
// Embedding, override and isolate controls could make the words display in another order than they were typed.
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/gu;

export function quotableWords(words: string): string {
  return words
    .replace(DIRECTION_CONTROLS, '')
    .replace(QUOTE_MARKS, (mark) => INNER_QUOTES[mark] ?? "'")
    .replace(BULLETS, '-')
    .replace(/\s+/gu, ' ')
    .trim();
}
