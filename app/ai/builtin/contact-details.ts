/**
 * Phone numbers, web addresses and e-mail addresses in what respondents wrote. The built-in engine never makes a title
 * or a name of them (a topic, theme or recommendation called "Call 1-555-0100" would pass a respondent's number off
 * as the product's advice), so its label makers read the text without them. Read word by word, in linear time
 * whatever the text. Pure.
 */
const EMAIL = /^[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+$/u;
const WEB = /^(?:(?:https?|ftp):\/\/|www\.)./iu;
const DOMAIN =
  /^[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.(?:com|net|org|info|io|co|app|biz|xyz|ru|de|uk|fr|es|uz|cn|jp|me|ly|gl|link|site|online|top)(?:\/.*)?$/iu;
const PHONE_CHARS = new Set([...'0123456789+()-./']);
// Punctuation around a word that is not part of it: "(see www.x.com)," is the address www.x.com.
const AROUND = new Set([...'.,;:!?()[]{}"\'“”‘’«»<>']);
/** Digits a run of number-like words needs to be a phone number: "+1-555-0100", "(555) 010-0199". */
const PHONE_DIGITS = 7;

function core(word: string): string {
  let start = 0;
  let end = word.length;
  while (start < end && AROUND.has(word[start]!)) start += 1;
  while (end > start && AROUND.has(word[end - 1]!)) end -= 1;
  return word.slice(start, end);
}

const isAddress = (word: string) => {
  const bare = core(word);
  return bare.length > 3 && (EMAIL.test(bare) || WEB.test(bare) || DOMAIN.test(bare));
};
const isNumberLike = (word: string) => {
  const bare = core(word) || word;
  return /\d/.test(bare) && [...word].every((c) => PHONE_CHARS.has(c) || AROUND.has(c));
};
const digitsIn = (word: string) => [...word].filter((c) => c >= '0' && c <= '9').length;

export function hasContactDetails(text: string): boolean {
  return text !== withoutContactDetails(text);
}

/** The text with each phone number, web address and e-mail address left out (the spaces around them kept as one). */
export function withoutContactDetails(text: string): string {
  const words = text.split(/\s/);
  const dropped = new Array<boolean>(words.length).fill(false);
  for (let i = 0; i < words.length; i++) {
    if (isAddress(words[i]!)) dropped[i] = true;
    if (!isNumberLike(words[i]!)) continue;
    // A run of number-like words is one phone number when it holds enough digits.
    let end = i;
    let digits = 0;
    while (end < words.length && isNumberLike(words[end]!)) digits += digitsIn(words[end++]!);
    if (digits >= PHONE_DIGITS) for (let j = i; j < end; j++) dropped[j] = true;
    i = end - 1;
  }
  if (!dropped.includes(true)) return text;
  return words
    .map((word, i) => (dropped[i] ? trailing(word) : word))
    .filter((word) => word !== '')
    .join(' ')
    .replace(/ (?=[,.;:!?])/g, '')
    .trim();
}

/** What follows a dropped word and ends its sentence or clause ("… call +1-555-0100." keeps its full stop). */
function trailing(word: string): string {
  const last = word.at(-1) ?? '';
  return ',.;:!?'.includes(last) && !/\d/.test(last) ? last : '';
}
