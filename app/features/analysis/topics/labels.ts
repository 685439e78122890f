/**
 * Labels a researcher would write for a group of things respondents said: the phrase that most of the group's
 * dialogs use and the other groups do not ("oat milk surcharge", "service fee"), as the respondents wrote it, never
 * a list of frequent words (candidates from `~/ai/builtin/phrases`); a phrase made only of the question's or the
 * study goal's words never names a group on its own. Pure.
 */
import { capitalise, isNaming, LENGTH_BONUS, NOUN_BONUS, type Phrase } from '~/ai/builtin/phrases';

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;

export type LabelUnit = { dialogId: string; phrases: Phrase[]; stems: ReadonlySet<string> };

/** `label`: empty when no phrase names the group; `noun`: the label ends on a noun. */
/** How well a phrase says what a group is about (0..1), e.g. the phrase's closeness in meaning to the group's clauses. */
export type Affinity = (group: number, phrase: Phrase) => number;

export type GroupLabel = { label: string; noun: boolean; phrases: string[] };

/**
 * The label of each group of units: its best phrase by how many of the group's dialogs say it (every stem of it in
 * one unit), how much of each stem's use falls inside the group, and its length (two or three words read best).
 * `excluded`: stems of the question(s) and the goal. `central`: each group's units, most central first (the surface
 * form is taken from the most central unit that has it). Also the group's next best phrases, for its description
 * (only those that name things when `nouns`: the phrases were tagged). Groups come largest first: a label a group
 * took is not another's. `accept`: whether a phrase may label a group; when none may, the label is empty.
 */
export function labelGroups(
  units: readonly LabelUnit[],
  groups: readonly (readonly number[])[],
  excluded: ReadonlySet<string>,
  nouns = false,
  affinity?: Affinity,
  accept: (group: number, phrase: Phrase) => boolean = () => true,
): GroupLabel[] {
  const ranked = rankPhrases(units, groups, excluded, affinity);
  // Two groups never share a label: a later group takes its next best phrase.
  const taken = new Set<string>();
  return ranked.map((candidates, group) => {
    const free = candidates.filter(({ phrase }) => !taken.has(phrase.text.toLowerCase()));
    // Only a phrase `accept`ed may label the group (the naming rule: words most of its members say); the best first.
    const named = (phrase: Phrase, noun: boolean) => (!noun || phrase.noun) && accept(group, phrase);
    // Where the tagger tells nouns, a label names a thing: the best phrase that ends on a noun, when there is one.
    const best =
      (nouns ? free.find(({ phrase }) => named(phrase, true)) : undefined)?.phrase ??
      free.find(({ phrase }) => named(phrase, false))?.phrase;
    if (best) taken.add(best.text.toLowerCase());
    const others: string[] = [];
    for (const { phrase } of free.slice(1)) {
      if (others.length >= 3) break;
      // The description names other things (things, where the tagger tells nouns), not the label again in other words.
      if (best && phrase.stems.some((s) => best.stems.includes(s))) continue;
      if (nouns && !phrase.noun) continue;
      const lower = phrase.text.toLowerCase();
      if (others.some((o) => o.toLowerCase().includes(lower) || lower.includes(o.toLowerCase()))) continue;
      others.push(phrase.text);
    }
    return { label: best ? capitalise(best.text) : '', noun: best?.noun ?? false, phrases: others };
  });
}

/**
 * The group's phrases, best first, by how many of its dialogs say them, how much of each word's use falls inside the
 * group, their length and whether they name a thing; times `affinity` when given.
 */
export function rankPhrases(
  units: readonly LabelUnit[],
  groups: readonly (readonly number[])[],
  excluded: ReadonlySet<string>,
  affinity?: Affinity,
): { phrase: Phrase; score: number }[][] {
  // Dialogs using each stem, overall and per group.
  const overall = new Map<string, Set<string>>();
  for (const unit of units) for (const s of unit.stems) (overall.get(s) ?? overall.set(s, new Set()).get(s)!).add(unit.dialogId);
  return groups.map((members, group) => {
    const dialogs = new Set(members.map((i) => units[i]!.dialogId));
    const inside = new Map<string, Set<string>>();
    for (const i of members) for (const s of units[i]!.stems) (inside.get(s) ?? inside.set(s, new Set()).get(s)!).add(units[i]!.dialogId);
    const scored = new Map<string, { phrase: Phrase; score: number }>();
    for (const i of members) {
      for (const phrase of units[i]!.phrases) {
        if (!isNaming(phrase, excluded)) continue;
        const key = phrase.stems.join(' ');
        if (scored.has(key)) continue;
        const own = phrase.stems.filter((s) => !excluded.has(s));
        // Each dialog counts for the share of the phrase's words one of its units says ("fee" half says "service fee").
        const best = new Map<string, number>();
        for (const j of members) {
          const share = own.filter((s) => units[j]!.stems.has(s)).length / own.length;
          best.set(units[j]!.dialogId, Math.max(best.get(units[j]!.dialogId) ?? 0, share));
        }
        const coverage = [...best.values()].reduce((sum, v) => sum + v, 0) / dialogs.size;
        const specificity = own.reduce((sum, s) => sum + (inside.get(s)?.size ?? 0) / (overall.get(s)?.size ?? 1), 0) / own.length;
        const words = (phrase.text.match(WORD) ?? []).length;
        const score =
          coverage * specificity * (LENGTH_BONUS[words] ?? 1) * (phrase.noun ? NOUN_BONUS : 1) * (affinity?.(group, phrase) ?? 1);
        scored.set(key, { phrase, score });
      }
    }
    return [...scored.values()].sort((a, b) => b.score - a.score || a.phrase.text.length - b.phrase.text.length);
  });
}
