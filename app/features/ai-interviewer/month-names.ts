// The names of the months in English, Spanish and German, as regular-expression alternatives (lower case: the patterns
// that use them ignore case).
export const MONTHS_EN = 'january|february|march|april|may|june|july|august|september|october|november|december';
export const MONTHS_ES = 'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre';
export const MONTHS_DE = 'januar|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember';
