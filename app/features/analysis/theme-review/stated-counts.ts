/**
 * A key theme's count where a text states it (the executive summary, the summaries, the analytics chat), in the one
 * wording of `themeCountText`: a point the built-in engine wrote as "Name: 4 of 20 dialogs, under …" before the
 * researcher's review is read back with the theme's name and members as the review leaves them ("Name: 5 dialogs, 3
 * confirmed by you (of 20 analysed), under …"), so it agrees with the page whenever it is read.
 */
import { themeCountText } from './count-text';

/** A key theme as its stated counts need it: its members after the review, and what the run suggested for it. */
export type StatedTheme = {
  id: string;
  name: string;
  /** Its members (none listed for a theme stored before members were kept: `dialogCount` still counts them). */
  dialogIds: readonly string[];
  dialogCount: number;
  confirmedCount: number;
  reviewed: boolean;
  /** The run's suggestions it stands on, with the members and names a text written from the run counted. */
  suggestions: readonly { name: string; dialogIds: readonly string[] }[];
};

/** The themes, the model whose run suggested them, and the number of dialogs that run analysed. */
export type StatedThemes = { themes: readonly StatedTheme[]; model: string; included: number };

/** "7 dialogs, 5 confirmed by you (of 20 analysed)": the page's words for a key theme's count. */
export function statedCount(theme: StatedTheme, { model, included }: Pick<StatedThemes, 'model' | 'included'>): string {
  const count = themeCountText({
    dialogCount: theme.dialogIds.length,
    confirmedCount: theme.confirmedCount,
    reviewed: theme.reviewed,
    model,
  });
  return `${count} (of ${included} analysed)`;
}

const sameMembers = (a: readonly string[], b: readonly string[]) => {
  const set = new Set(a);
  const other = new Set(b);
  return set.size === other.size && [...set].every((d) => other.has(d));
};

/**
 * The key theme a point counts: the one whose members, or one of whose suggestions' members, are the point's dialogs;
 * failing that, the one with the point's name (`byName`; off for a question's points, whose topic may share a theme's
 * name and count only that question's answers). A point on something else has none.
 */
export function themeOfPoint(
  dialogIds: readonly string[] | null,
  name: string,
  themes: readonly StatedTheme[],
  { byName = true } = {},
): StatedTheme | null {
  if (dialogIds?.length) {
    const byMembers = themes.find(
      (t) =>
        (t.dialogIds.length > 0 && sameMembers(t.dialogIds, dialogIds)) || t.suggestions.some((s) => sameMembers(s.dialogIds, dialogIds)),
    );
    if (byMembers) return byMembers;
  }
  return byName ? (themes.find((t) => t.name === name || t.suggestions.some((s) => s.name === name)) ?? null) : null;
}

/** A built-in point's head: its name, then its count ("one respondent", "4 of 20 dialogs"), then the rest. */
const COUNTED_POINT = /^(.+?): (?:one respondent|\d+ of \d+ dialogs?)(?=[,.;]|$)/;

/**
 * A point as it is stated now: a point that counts a key theme names the theme as the review leaves it and states its
 * count in the page's words, with the theme's members as the dialogs it stands for; any other point is left as written.
 */
export function restatedPoint<P extends { text: string; dialogIds: string[] | null }>(
  point: P,
  stated: StatedThemes,
  options: { byName?: boolean } = {},
): P {
  const head = COUNTED_POINT.exec(point.text);
  if (!head) return point;
  const theme = themeOfPoint(point.dialogIds, head[1]!, stated.themes, options);
  // A theme stored before members were kept has none to count: its point keeps the count it was written with.
  if (!theme || theme.dialogIds.length === 0) return point;
  return {
    ...point,
    text: `${theme.name}: ${statedCount(theme, stated)}${point.text.slice(head[0].length)}`,
    dialogIds: [...theme.dialogIds],
  };
}

/** A text of several points, one per line, each restated. */
export function restatedLines(
  text: string,
  dialogIds: readonly (string[] | null)[] | null,
  stated: StatedThemes,
  options: { byName?: boolean } = {},
): string {
  return text
    .split('\n')
    .map((line, i) => restatedPoint({ text: line, dialogIds: dialogIds?.[i] ?? null }, stated, options).text)
    .join('\n');
}

/**
 * The stated themes of a report: `topics`, its key themes as the page lists them after the review; `review`, which run
 * suggestions each stands on; `included`, the dialogs the run analysed.
 */
export function statedThemes(
  topics: readonly Omit<StatedTheme, 'suggestions'>[],
  review: {
    themes: readonly { id: string; suggestionIds: readonly string[] }[];
    suggestions: readonly { id: string; name: string; dialogIds: readonly string[] }[];
    model: string;
  },
  included: number,
): StatedThemes {
  const suggestion = new Map(review.suggestions.map((s) => [s.id, s]));
  const suggestionIds = new Map(review.themes.map((t) => [t.id, t.suggestionIds]));
  return {
    model: review.model,
    included,
    themes: topics.map((t) => ({
      ...t,
      suggestions: (suggestionIds.get(t.id) ?? []).flatMap((id) => {
        const s = suggestion.get(id);
        return s ? [{ name: s.name, dialogIds: s.dialogIds }] : [];
      }),
    })),
  };
}

const plain = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The key themes a question names (a theme's whole name in it, quotes and case aside), longest names first. */
export function themesNamedIn(question: string, stated: StatedThemes): StatedTheme[] {
  const asked = ` ${plain(question)} `;
  return stated.themes
    .filter((t) => plain(t.name).length >= 3 && asked.includes(` ${plain(t.name)} `))
    .sort((a, b) => b.name.length - a.name.length);
}

/** "Key theme “Late couriers”: 7 dialogs, 5 confirmed by you (of 20 analysed)." */
export function themeCountSentence(theme: StatedTheme, stated: Pick<StatedThemes, 'model' | 'included'>): string {
  const name = /^[“"]/.test(theme.name) ? theme.name : `“${theme.name}”`;
  return `Key theme ${name}: ${statedCount(theme, stated)}.`;
}
