/**
 * Agreement between two coders over the same units, each unit given one category by each coder: percent
 * agreement, Cohen's κ, Gwet's AC1 and Krippendorff's α (nominal data, two coders, no missing values).
 *
 * In a theme review the units are (theme, dialog) pairs and the two codings are the engine's (or model's) suggestion
 * and the researcher's decision, each "in" or "out". Themes are rare, so most pairs are "out" for both: κ then falls
 * low even when the coders agree on nearly everything (the prevalence paradox), which is why AC1 is given beside it.
 */

export type Agreement = {
  /** The number of units both coders coded. */
  decisions: number;
  /** Share of units on which the two coders agree, 0–1; null without units. */
  percent: number | null;
  kappa: number | null;
  ac1: number | null;
  alpha: number | null;
};

export type CodedUnit<C> = readonly [first: C, second: C];

/**
 * `categories` is the coding scheme, so that AC1's chance term counts a category neither coder used (for "in"/"out"
 * coding, both). A statistic whose chance term leaves nothing to explain (every unit in one category for both coders)
 * is null: it is undefined there, not 1.
 */
export function agreementOf<C>(units: readonly CodedUnit<C>[], categories: readonly C[] = []): Agreement {
  const n = units.length;
  if (n === 0) return { decisions: 0, percent: null, kappa: null, ac1: null, alpha: null };
  const scheme = [...new Set([...categories, ...units.flatMap(([a, b]) => [a, b])])];
  const agreed = units.filter(([a, b]) => a === b).length;
  const observed = agreed / n;
  const share = (coder: 0 | 1, category: C) => units.filter((unit) => unit[coder] === category).length / n;

  const kappaChance = scheme.reduce((sum, k) => sum + share(0, k) * share(1, k), 0);
  const kappa = ratio(observed - kappaChance, 1 - kappaChance);

  const q = scheme.length;
  const ac1Chance =
    q < 2
      ? 1
      : scheme.reduce((sum, k) => {
          const pi = (share(0, k) + share(1, k)) / 2;
          return sum + pi * (1 - pi);
        }, 0) /
        (q - 1);
  const ac1 = ratio(observed - ac1Chance, 1 - ac1Chance);

  return { decisions: n, percent: observed, kappa, ac1, alpha: krippendorffAlpha(units, scheme) };
}

/** Nominal α from the coincidence matrix: each unit with two values adds one to (a, b) and one to (b, a). */
function krippendorffAlpha<C>(units: readonly CodedUnit<C>[], scheme: readonly C[]): number | null {
  const pairable = units.length * 2;
  const totals = new Map<C, number>(scheme.map((k) => [k, 0]));
  let disagreements = 0;
  for (const [a, b] of units) {
    totals.set(a, totals.get(a)! + 1);
    totals.set(b, totals.get(b)! + 1);
    if (a !== b) disagreements += 2;
  }
  let expected = 0;
  for (const k of scheme) for (const l of scheme) if (k !== l) expected += totals.get(k)! * totals.get(l)!;
  if (expected === 0) return null;
  return 1 - ((pairable - 1) * disagreements) / expected;
}

function ratio(numerator: number, denominator: number): number | null {
  return denominator <= 1e-12 ? null : numerator / denominator;
}

/** Agreement over in/out decisions: true when the coder put the unit in the theme. */
export function inclusionAgreement(units: readonly CodedUnit<boolean>[]): Agreement {
  return agreementOf(units, [true, false]);
}
