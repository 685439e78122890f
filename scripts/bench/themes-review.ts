/**
 * What a researcher has to do with the engine's suggested key themes, measured against a labelled corpus: the review
 * effort (the actions that turn the suggestions into the planted themes), the engine's agreement with the planted
 * truth (κ and AC1), and the share of names that pass the naming rule. Pure: the themes bench feeds it the report's
 * key themes, the unit test a hand-worked example. Everything is counted over respondents (a dialog is its respondent).
 *
 * Review effort, step by step (the actions of the theme review: merge, split, new, move, remove, add):
 *   1. Each suggested theme S is mapped to the planted theme most of its members raised (ties: the planted theme
 *      listed first); a suggestion none of whose members raised any planted theme maps to none.
 *   2. merges: the suggestions mapped to one planted theme are merged into one: one merge per suggestion beyond the
 *      first.
 *   3. A planted theme P no suggestion maps to: when one theme (as it stands after the merges) holds more than half of
 *      P's respondents, one split takes them out into P's theme (a respondent who also raised that theme's own
 *      planted theme then has to be added back there); else one new theme is made for P (empty).
 *   4. Every theme now stands for one planted theme (or none). A respondent in a theme whose planted theme they did
 *      not raise (any member of a theme that stands for none) is a wrong membership; a respondent who raised P but is
 *      not in P's theme is missing there. A missing respondent with a wrong membership elsewhere is one move (it
 *      fixes both); the other missing ones are adds; the wrong memberships left are removes.
 *   total = merges + splits + new + moves + removes + adds. A suggestion of incidental detail (mapped to none) costs
 *   one remove per member: the review has no action that deletes a theme.
 */
import { type Agreement, inclusionAgreement } from '~/features/analysis/theme-review/agreement';
import { themeNamePasses } from '~/features/analysis/topics/theme-names';

import { f1, type KeyTheme, type Truth } from './themes-scoring';

export type ReviewEffort = {
  merges: number;
  splits: number;
  /** New, empty themes for planted themes nothing suggested. */
  created: number;
  moves: number;
  removes: number;
  adds: number;
  total: number;
};

/** Members as respondent keys (a dialog the corpus does not know stays itself, and raised nothing). */
const respondentsOf = (truth: Truth, members: readonly string[]) => new Set(members.map((id) => truth.respondentOf.get(id) ?? id));

const overlap = (a: ReadonlySet<string>, b: ReadonlySet<string>) => [...a].filter((x) => b.has(x)).length;

/** The fewest review actions (as defined above) that turn `suggested` into the corpus's planted themes. */
export function reviewEffort(truth: Truth, suggested: readonly KeyTheme[]): ReviewEffort {
  const planted = truth.corpus.themes.map((t) => ({ id: t.id, raisedBy: truth.raisedBy.get(t.id)! }));
  // 1. Each suggestion's planted theme.
  type State = { members: Set<string>; target: string | null };
  const states: State[] = suggested.map((s) => {
    const members = respondentsOf(truth, s.members);
    let target: string | null = null;
    let most = 0;
    for (const p of planted) {
      const n = overlap(members, p.raisedBy);
      if (n > most) [target, most] = [p.id, n];
    }
    return { members, target };
  });
  // 2. Merges.
  let merges = 0;
  const home = new Map<string, State>();
  const themes: State[] = [];
  for (const state of states) {
    const into = state.target ? home.get(state.target) : undefined;
    if (into) {
      for (const m of state.members) into.members.add(m);
      merges++;
      continue;
    }
    if (state.target) home.set(state.target, state);
    themes.push(state);
  }
  // 3. Splits and new themes for planted themes nothing suggested.
  let splits = 0;
  let created = 0;
  for (const p of planted) {
    if (home.has(p.id)) continue;
    let source: State | undefined;
    let held = 0;
    for (const state of themes) {
      const n = overlap(state.members, p.raisedBy);
      if (n > held) [source, held] = [state, n];
    }
    const theme: State = { members: new Set(), target: p.id };
    if (source && held * 2 > p.raisedBy.size) {
      for (const m of [...source.members]) {
        if (!p.raisedBy.has(m)) continue;
        source.members.delete(m);
        theme.members.add(m);
      }
      splits++;
    } else created++;
    home.set(p.id, theme);
    themes.push(theme);
  }
  // 4. Moves, adds and removes.
  const wrong = new Map<string, number>();
  for (const state of themes) {
    const raisedBy = state.target ? truth.raisedBy.get(state.target)! : new Set<string>();
    for (const m of state.members) if (!raisedBy.has(m)) wrong.set(m, (wrong.get(m) ?? 0) + 1);
  }
  let moves = 0;
  let adds = 0;
  for (const p of planted) {
    const theme = home.get(p.id)!;
    for (const r of p.raisedBy) {
      if (theme.members.has(r)) continue;
      const misplaced = wrong.get(r) ?? 0;
      if (misplaced > 0) {
        wrong.set(r, misplaced - 1);
        moves++;
      } else adds++;
    }
  }
  const removes = [...wrong.values()].reduce((sum, n) => sum + n, 0);
  return { merges, splits, created, moves, removes, adds, total: merges + splits + created + moves + removes + adds };
}

/**
 * The engine's agreement with the planted truth: over every (planted theme, respondent) pair of the corpus, "raised
 * it" by the labels against "is a member" of the suggested theme that matches that planted theme best (F1; none:
 * never a member), through the theme review's own `inclusionAgreement`.
 */
export function plantedAgreement(truth: Truth, suggested: readonly KeyTheme[]): Agreement {
  const everyone = truth.corpus.respondents.map((r) => r.key);
  const units: [boolean, boolean][] = [];
  for (const theme of truth.corpus.themes) {
    const raisedBy = truth.raisedBy.get(theme.id)!;
    let best = new Set<string>();
    let bestF1 = 0;
    for (const s of suggested) {
      const members = respondentsOf(truth, s.members);
      const score = f1(members, raisedBy);
      if (score > bestF1) [best, bestF1] = [members, score];
    }
    for (const r of everyone) units.push([raisedBy.has(r), best.has(r)]);
  }
  return inclusionAgreement(units);
}

/** A suggested theme as the naming rule reads it: its name, members, and the questions it came up under. */
export type NamedTheme = KeyTheme & { questions?: readonly string[] | null };

/**
 * The share of suggested themes whose name passes the naming rule (`themeNamePasses`), each member's quotes being
 * its respondent's answers to the questions the theme came up under (all their answers when the report does not say):
 * the report does not list each member's passage, so this reads a little more than the passage itself.
 */
export function namesPassing(truth: Truth, suggested: readonly NamedTheme[]): { passing: number; of: number; failing: string[] } {
  const byKey = new Map(truth.corpus.respondents.map((r) => [r.key, r]));
  const failing: string[] = [];
  for (const theme of suggested) {
    const titles = new Set(theme.questions ?? []);
    const quotes = [...respondentsOf(truth, theme.members)].map((key) => {
      const answers = byKey.get(key)?.answers ?? [];
      return answers.filter((_a, q) => titles.size === 0 || titles.has(truth.corpus.questions[q]!.title)).map((a) => a.text);
    });
    if (!themeNamePasses(theme.label, quotes, truth.corpus.language)) failing.push(theme.label);
  }
  return { passing: suggested.length - failing.length, of: suggested.length, failing };
}
