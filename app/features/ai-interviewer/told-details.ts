/**
 * Whether a clause that names a guide question's subject tells it with a detail of its own: a number, said in digits
 * or in words, or the reason right after it. "The bill was forty-five pounds" tells the price however short it is,
 * "I cancelled because the classes were always full" tells what happened when they cancelled; "The price was fine"
 * only touches on it.
 */

// Number words of the interview languages written in the Latin script, and their compounds ("forty-five",
// "fünfundvierzig"; "cuarenta y cinco" is read clause by clause, so "cuarenta" alone counts). In Chinese and Japanese
// only digits count: 一 is in too many ordinary words.
const NUMBER_WORD = new RegExp(
  String.raw`(?<!\p{L})(?:` +
    [
      'two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand',
      'dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|quince|veinte|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa|cien|ciento|mil',
      'deux|trois|quatre|cinq|sept|huit|neuf|vingt|trente|quarante|cinquante|soixante|cent',
      'zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|zwanzig|dreißig|vierzig|fünfzig|sechzig|siebzig|achtzig|neunzig|hundert|tausend',
    ].join('|') +
    String.raw`)(?:-\p{L}+|und\p{L}+)?(?!\p{L})`,
  'iu',
);
const DIGITS = /\d/u;

export function hasOwnDetail(clause: string): boolean {
  return DIGITS.test(clause) || NUMBER_WORD.test(clause);
}

// A reason joined to the clause before it, in the interview languages written in the Latin script.
const REASON = /^[\s,]*(?:because|since|porque|ya que|weil|denn|parce que|car)(?!\p{L})/iu;

/** Whether, in one of the texts said, the clause is followed by its reason ("… I cancelled because …"). */
export function toldWithReason(clause: string, said: readonly string[]): boolean {
  return said.some((text) => {
    const at = text.indexOf(clause);
    return at >= 0 && REASON.test(text.slice(at + clause.length));
  });
}

// A choice settled by what was said just before it: "my mum knows the owner, so that was that", "… y ya", "… und
// dann war das halt so".
const SETTLED =
  /^[\s,]*(?:(?:so|and) that was (?:that|it)|y (?:ya|listo)(?![\p{L} ]*\p{L})|und (?:dann )?war (?:das|es) (?:halt |dann |damit )?(?:so|klar|entschieden))(?!\p{L})/iu;

/** Whether, in one of the texts said, the clause is followed by words that settle a choice by it. */
export function settlesChoice(clause: string, said: readonly string[]): boolean {
  return said.some((text) => {
    const at = text.indexOf(clause);
    return at >= 0 && SETTLED.test(text.slice(at + clause.length));
  });
}
