/**
 * Themes a reader would take for one: names that differ only in case, punctuation, word order, stop words or the
 * form of a word ("Appointments" and "appointment", "Price of the plan" and "Plan price"). The engine names each theme
 * apart; two themes that come out named alike are one point the grouping split, so they are joined and named again,
 * never listed twice. Pure.
 */
import { contentStems } from '~/ai/builtin/phrases';

import type { Theme } from './themes';
import { stopWordsFor, wordsOf } from './words';

/** What a name says, letter case, punctuation, quotation marks and the form of each word aside ('' for no words). */
export function sameNameKey(name: string, language: string | null | undefined): string {
  const stems = contentStems(name, stopWordsFor(language));
  return [...new Set(stems.length ? stems : wordsOf(name))].sort().join(' ');
}

/**
 * The themes with every set of themes named alike joined into one (members and clauses together, largest first as
 * the engine orders them); null when no two names are alike.
 */
export function joinSameNamed(themes: readonly Theme[], names: readonly string[], language: string | null | undefined): Theme[] | null {
  const first = new Map<string, number>();
  const into = themes.map((_, t) => t);
  names.forEach((name, t) => {
    const key = sameNameKey(name, language);
    if (!key) return;
    const seen = first.get(key);
    if (seen === undefined) first.set(key, t);
    else into[t] = seen;
  });
  if (into.every((target, t) => target === t)) return null;
  const joined = new Map<number, Theme>();
  themes.forEach((theme, t) => {
    const target = joined.get(into[t]!);
    if (!target) joined.set(into[t]!, { units: [...theme.units], dialogIds: [...theme.dialogIds] });
    else {
      target.units.push(...theme.units);
      for (const d of theme.dialogIds) if (!target.dialogIds.includes(d)) target.dialogIds.push(d);
    }
  });
  return [...joined.values()].sort(
    (a, b) => b.dialogIds.length - a.dialogIds.length || b.units.length - a.units.length || Math.min(...a.units) - Math.min(...b.units),
  );
}
