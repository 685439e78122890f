/**
 * A price that changed, said with both amounts, in Spanish and German: "me subieron la cuota de 68 a 79 euros",
 * "wollten die plötzlich 39 statt 29 Euro". Asked about as the jump it was, in a frame that needs no inflection of the
 * respondent's words ("¿Qué te pareció el salto de 68 a 79 euros?", "Wie fanden Sie den Sprung von 29 auf 39 Euro?"),
 * rather than as what one of the amounts included. English names the change with its clause (`change-events.ts`).
 */

type PriceChange = { kind: 'complaint'; said: string; question: string };

const AMOUNT = String.raw`\d+(?:[.,]\d{1,2})?`;

/** Each language's ways of saying two amounts of one price, with which of the two was the old one. */
const CHANGES: Record<string, { pattern: RegExp; oldFirst: boolean }[]> = {
  Spanish: [
    // "me subieron la cuota de 68 a 79 euros": "de … a …" is a change only after a verb of going up or down or
    // changing ("cuestan de 2 a 3 euros" is a range).
    {
      pattern: new RegExp(
        String.raw`(?<!\p{L})(?:sub|baj|aument|cambi|pas|salt|dispar|rebaj)\p{L}* (?:[\p{L}]+ ){0,4}?de (${AMOUNT})(?: ?(?:€|euros?))? a (${AMOUNT}) ?(?:€|euros?)(?!\p{L})`,
        'iu',
      ),
      oldFirst: true,
    },
    // "79 en vez de 68 euros", "79 euros en lugar de 68"
    {
      pattern: new RegExp(
        String.raw`(?<![\p{L}\d])(${AMOUNT})(?: ?(?:€|euros?))? en (?:vez|lugar) de (${AMOUNT}) ?(?:€|euros?)?(?!\p{L})`,
        'iu',
      ),
      oldFirst: false,
    },
  ],
  German: [
    // "von 29 auf 39 Euro"
    {
      pattern: new RegExp(String.raw`(?<![\p{L}\d])von (${AMOUNT})(?: ?(?:€|Euro))? auf (${AMOUNT}) ?(?:€|Euro)(?!\p{L})`, 'iu'),
      oldFirst: true,
    },
    // "39 statt 29 Euro", "39 Euro statt 29"
    {
      pattern: new RegExp(
        String.raw`(?<![\p{L}\d])(${AMOUNT})(?: ?(?:€|Euro))? (?:statt|anstatt|anstelle von) (${AMOUNT})(?: ?(?:€|Euro))?(?!\p{L})`,
        'iu',
      ),
      oldFirst: false,
    },
  ],
};

const ASK: Record<string, (from: string, to: string) => string> = {
  Spanish: (from, to) => `¿Qué te pareció el salto de ${from} a ${to} euros?`,
  German: (from, to) => `Wie fanden Sie den Sprung von ${from} auf ${to} Euro?`,
};

/** The first price change of the answer said with both its amounts, or null. */
export function priceChange(answer: string, language: string): PriceChange | null {
  for (const { pattern, oldFirst } of CHANGES[language] ?? []) {
    const m = pattern.exec(answer);
    if (!m) continue;
    const [from, to] = oldFirst ? [m[1]!, m[2]!] : [m[2]!, m[1]!];
    // "de 2 a 3 euros" in a range of prices said at once is no change: only a change of one price, up or down, is.
    if (from === to) continue;
    return { kind: 'complaint', said: m[0], question: ASK[language]!(from, to) };
  }
  return null;
}
