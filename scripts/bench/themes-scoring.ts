/**
 * Scoring a report against a labelled corpus (tests/fixtures/themes): how well its key themes recover the planted
 * themes, and whether each "N of M" statement's members really carry the point it makes. Pure: the themes bench
 * feeds it the report's JSON, the unit test feeds it small hand-made reports.
 */
import { contentStems } from '~/ai/builtin/phrases';
import { stopWordsFor } from '~/features/analysis/topics/words';

import { type LabelledCorpus, respondentThemes } from '../../tests/fixtures/themes';

/** Anything in the report JSON that may name its member dialogs. */
export type Membered = {
  dialog_ids?: readonly string[] | null;
  citations?: readonly { dialog_id?: string | null }[] | null;
  citation?: { dialog_id?: string | null } | null;
};

/**
 * The dialogs a statement stands for: its explicit `dialog_ids` when the report lists them, else the dialogs its
 * quotes come from (which show at most a few of them). The one place to change when the report's shape changes.
 */
export function membersOf(item: Membered): string[] {
  if (Array.isArray(item.dialog_ids)) return [...new Set(item.dialog_ids)];
  const cited = [...(item.citations ?? []), ...(item.citation ? [item.citation] : [])];
  return [...new Set(cited.map((c) => c.dialog_id).filter((id): id is string => !!id))];
}

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const COUNT = new RegExp(`\\b(\\d+|${NUMBER_WORDS.join('|')}) of (?:the )?(\\d+|${NUMBER_WORDS.join('|')})\\b`, 'i');
const ONE_RESPONDENT = /\b(?:one|a single|only one) (?:respondent|dialog|person)\b/i;
const asNumber = (word: string) => (/^\d+$/.test(word) ? Number(word) : NUMBER_WORDS.indexOf(word.toLowerCase()));

/** The N of an "N of M" statement ("5 of 20 dialogs", "one respondent: …"), or null when the text states no count. */
export function statedCount(text: string): number | null {
  const match = COUNT.exec(text);
  if (match) return asNumber(match[1]!);
  return ONE_RESPONDENT.test(text) ? 1 : null;
}

export function f1(found: ReadonlySet<string>, truth: ReadonlySet<string>): number {
  if (found.size === 0 || truth.size === 0) return 0;
  let shared = 0;
  for (const x of found) if (truth.has(x)) shared++;
  return (2 * shared) / (found.size + truth.size);
}

/** A corpus as the scorer reads it: who raised each planted theme, and which seeded dialog is which respondent. */
export type Truth = {
  corpus: LabelledCorpus;
  /** Planted theme id → keys of the good respondents who raised it. */
  raisedBy: Map<string, Set<string>>;
  /** Dialog id → respondent key. */
  respondentOf: Map<string, string>;
  /** Keys of the substantive respondents. */
  good: Set<string>;
  /** Respondent key → the content stems of all their answers. */
  stemsOf: Map<string, Set<string>>;
  /** The corpus language's stop words. */
  stop: Set<string>;
};

export function truthOf(corpus: LabelledCorpus, dialogIdOf: ReadonlyMap<string, string>): Truth {
  const raisedBy = new Map(corpus.themes.map((t) => [t.id, new Set<string>()]));
  for (const respondent of corpus.respondents) for (const theme of respondentThemes(respondent)) raisedBy.get(theme)?.add(respondent.key);
  const respondentOf = new Map([...dialogIdOf].map(([key, dialogId]) => [dialogId, key]));
  const good = new Set(corpus.respondents.filter((r) => r.kind === 'good').map((r) => r.key));
  const stop = stopWordsFor(corpus.language);
  const stemsOf = new Map(corpus.respondents.map((r) => [r.key, new Set(r.answers.flatMap((a) => contentStems(a.text, stop)))]));
  return { corpus, raisedBy, respondentOf, good, stemsOf, stop };
}

/** Members as respondent keys (a dialog the corpus does not know stays itself, and carries no theme). */
const respondentsOf = (truth: Truth, members: readonly string[]) => new Set(members.map((id) => truth.respondentOf.get(id) ?? id));

/**
 * The planted theme whose respondents best match these members (F1), or null when none shares one. Of themes that
 * match equally well, the one more of the members raised: three of the nine who raised one theme match it no better
 * than two of a five-respondent theme do, and the statement is about what all three said.
 */
export function bestTheme(truth: Truth, members: readonly string[]): { theme: string; f1: number } | null {
  const found = respondentsOf(truth, members);
  const raisedShare = (raisedBy: ReadonlySet<string>) => [...found].filter((r) => raisedBy.has(r)).length;
  let best: { theme: string; f1: number; raised: number } | null = null;
  for (const [theme, raisedBy] of truth.raisedBy) {
    const score = f1(found, raisedBy);
    const raised = raisedShare(raisedBy);
    if (score > 0 && (!best || score > best.f1 || (score === best.f1 && raised > best.raised))) best = { theme, f1: score, raised };
  }
  return best && { theme: best.theme, f1: best.f1 };
}

export type KeyTheme = { label: string; members: string[] };
export type Recovery = { theme: string; label: string; respondents: number; f1: number; match: string | null };

/** Per planted theme, the key theme that recovers it best (F1 over respondents). */
export function themeRecovery(truth: Truth, keyThemes: readonly KeyTheme[]): Recovery[] {
  return truth.corpus.themes.map((theme) => {
    const raisedBy = truth.raisedBy.get(theme.id)!;
    let best: { f1: number; match: string | null } = { f1: 0, match: null };
    for (const key of keyThemes) {
      const score = f1(respondentsOf(truth, key.members), raisedBy);
      if (score > best.f1) best = { f1: score, match: key.label };
    }
    return { theme: theme.id, label: theme.label, respondents: raisedBy.size, ...best };
  });
}

/** `label`: the words that name the statement's point (a topic's or key theme's name, a summary point's head). */
export type Statement = { kind: string; text: string; stated: number | null; members: string[]; label?: string };
/** `judgedBy`: against the planted themes, or, for a point no planted theme covers, by its label's words. */
export type Verdict = Statement & { ok: boolean; why: string; theme: string | null; judgedBy: 'themes' | 'words' };

/** Under this F1 with its best planted theme, a statement's members match no planted theme. */
export const UNPLANTED_F1 = 0.5;

/**
 * Whether a statement's count is true: it lists as many members as it states, and every member raised the planted
 * theme that matches its members best. When some did not, and that best match is poor (F1 under UNPLANTED_F1), the
 * point is one no planted theme covers (a topic "Noodles" of respondents who all mention noodles, which the corpus
 * did not plant), and the labels cannot judge it: it is true when every member's own answers hold every content word
 * (stem) of its label, false when any member's do not or the label has no content word. A single good dialog's point
 * on something no planted theme covers is true (its count of one cannot be padded).
 */
export function judgeStatement(truth: Truth, statement: Statement): Verdict {
  const { members, stated } = statement;
  const verdict = (ok: boolean, why: string, theme: string | null = null, judgedBy: Verdict['judgedBy'] = 'themes'): Verdict => ({
    ...statement,
    ok,
    why,
    theme,
    judgedBy,
  });
  if (members.length === 0) return verdict(false, 'lists no member dialog');
  if (stated !== null && stated !== members.length) return verdict(false, `states ${stated}, lists ${members.length}`);
  const best = bestTheme(truth, members);
  const lacking = best ? [...respondentsOf(truth, members)].filter((r) => !truth.raisedBy.get(best.theme)!.has(r)) : [];
  if (best && lacking.length === 0) return verdict(true, '', best.theme);
  if (best && best.f1 >= UNPLANTED_F1)
    return verdict(false, `${lacking.length} of ${members.length} did not raise it (${lacking.slice(0, 4).join(', ')})`, best.theme);
  if (members.length === 1 && truth.good.has(truth.respondentOf.get(members[0]!) ?? ''))
    return verdict(true, 'one respondent’s own point', null, 'words');
  const words = [...new Set(contentStems(statement.label ?? '', truth.stop))];
  if (words.length === 0) return verdict(false, 'matches no planted theme, and no label word to judge by', null, 'words');
  const unsaid = [...respondentsOf(truth, members)].filter((r) => !words.every((w) => truth.stemsOf.get(r)?.has(w)));
  return unsaid.length === 0
    ? verdict(true, 'every member says the label’s words', null, 'words')
    : verdict(
        false,
        `matches no planted theme; ${unsaid.length} of ${members.length} lack the label’s words (${unsaid.slice(0, 4).join(', ')})`,
        null,
        'words',
      );
}

/**
 * Of the `k` most similar pairs of clauses from different respondents, the share whose answers share a planted theme
 * (`sharesTheme`): how well a similarity separates the points respondents made, before any grouping. `similarity` is
 * a flat n × n matrix; `respondentOf(i)` is clause i's respondent. `baseline`: the share over all such pairs.
 */
export function pairPrecisionAt(
  similarity: ArrayLike<number>,
  n: number,
  respondentOf: (i: number) => string,
  sharesTheme: (i: number, j: number) => boolean,
  ks: readonly number[],
): { pairs: number; baseline: number; at: { k: number; precision: number }[] } {
  const pairs: { score: number; shares: boolean; i: number; j: number }[] = [];
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++)
      if (respondentOf(i) !== respondentOf(j)) pairs.push({ score: similarity[i * n + j]!, shares: sharesTheme(i, j), i, j });
  pairs.sort((a, b) => b.score - a.score || a.i - b.i || a.j - b.j);
  const share = (list: readonly { shares: boolean }[]) => (list.length ? list.filter((p) => p.shares).length / list.length : 0);
  return { pairs: pairs.length, baseline: share(pairs), at: ks.map((k) => ({ k, precision: share(pairs.slice(0, k)) })) };
}
