/**
 * The report's key themes after the researcher's decisions: the run's suggestions matched to the reviewed themes,
 * each theme's members (suggested or added, confirmed or not, new since the review), and the agreement between the
 * engine's suggestions and the researcher's decisions. Pure: the stored decisions and the run's suggestions come in.
 *
 * The rule that carries decisions onto a new run (ADR 0020): a suggestion belongs to the reviewed theme with which it
 * shares the most member dialogs (a dialog whose passage overlaps the theme's passage for it counts 1, a dialog shared
 * with another passage ½; dialogs the researcher removed from the theme do not count), when that score is at least 1
 * and at least half of the suggestion's dialogs or half of the theme's members. Each suggestion goes to at most one
 * theme, the highest scores first; a theme may take several (a merge). A suggestion no theme takes is shown as the run
 * suggested it.
 */
import { type Agreement, type CodedUnit, inclusionAgreement } from './agreement';

/** A span of a respondent's message that puts a dialog in a theme. */
export type Passage = { dialogId: string; messageId: string; start: number; end: number; blockId: string | null };

/** A key theme of the latest run, as the engine (or model) suggested it. */
export type Suggestion = {
  id: string;
  name: string;
  description: string | null;
  dialogIds: readonly string[];
  /** Its passages, in order (the first of a dialog stands for it). */
  passages: readonly Passage[];
  /** The block topics it gathers (a question's topics). */
  partIds: readonly string[];
  /** The model whose run suggested it ("builtin" for the built-in engine). */
  model?: string | null;
};

export type MemberOrigin = 'suggested' | 'added';
export type MemberStatus = 'open' | 'confirmed' | 'removed';

export type StoredMember = {
  dialogId: string;
  messageId: string | null;
  start: number | null;
  end: number | null;
  blockId: string | null;
  origin: MemberOrigin;
  status: MemberStatus;
};

export type StoredTheme = {
  id: string;
  name: string;
  description: string | null;
  reviewed: boolean;
  origin: 'suggested' | 'researcher';
  position: number;
  members: readonly StoredMember[];
};

export type ThemeMember = {
  dialogId: string;
  origin: MemberOrigin;
  confirmed: boolean;
  /** Suggested by a run after the researcher's last look at the theme: not confirmed, not yet decided. */
  newSinceReview: boolean;
  passage: Passage | null;
};

export type ReviewedTheme = {
  id: string;
  name: string;
  description: string | null;
  reviewed: boolean;
  /** Stored decisions stand behind it (false: the run's suggestion as it came). */
  touched: boolean;
  /** The suggestions of the latest run it stands on. */
  suggestionIds: string[];
  members: ThemeMember[];
  /** Dialogs the researcher took out of it (removed, moved, split off). */
  removedDialogIds: string[];
  /**
   * The dialogs the engine (or model) suggested for it before the researcher's decisions, the engine's side of the
   * agreement: suggested members, removed ones included; not a dialog moved or added in, nor one suggested since the review.
   */
  engineDialogIds: string[];
  /** On a reviewed theme: the engine's suggestions against the researcher's decisions. */
  agreement: Agreement | null;
};

export type ThemeReview = { themes: ReviewedTheme[]; agreement: Agreement; units: CodedUnit<boolean>[] };

const overlaps = (a: { messageId: string | null; start: number | null; end: number | null }, b: Passage) =>
  a.messageId === b.messageId && a.start !== null && a.end !== null && a.start < b.end && b.start < a.end;

/** A suggestion's passages by dialog, read once per suggestion (a report of 1,000 dialogs has thousands of them). */
const passagesByDialog = new WeakMap<Suggestion, Map<string, Passage[]>>();
function passagesOf(suggestion: Suggestion, dialogId: string): readonly Passage[] {
  let byDialog = passagesByDialog.get(suggestion);
  if (!byDialog) {
    byDialog = new Map();
    for (const p of suggestion.passages) {
      const list = byDialog.get(p.dialogId);
      if (list) list.push(p);
      else byDialog.set(p.dialogId, [p]);
    }
    passagesByDialog.set(suggestion, byDialog);
  }
  return byDialog.get(dialogId) ?? [];
}

/** How much a suggestion shares with a reviewed theme's members (the rule above). */
export function matchScore(theme: StoredTheme, suggestion: Suggestion, rows = membersByDialog(theme)): number {
  let score = 0;
  for (const dialogId of new Set(suggestion.dialogIds)) {
    const row = rows.get(dialogId);
    if (!row || row.status === 'removed') continue;
    score += passagesOf(suggestion, dialogId).some((p) => overlaps(row, p)) ? 1 : 0.5;
  }
  return score;
}

const membersByDialog = (theme: StoredTheme) => new Map(theme.members.map((m) => [m.dialogId, m]));

/** Which suggestions each reviewed theme takes (theme id → suggestion ids, in the suggestions' order). */
export function matchSuggestions(stored: readonly StoredTheme[], suggestions: readonly Suggestion[]): Map<string, string[]> {
  const pairs: { theme: StoredTheme; suggestion: Suggestion; score: number }[] = [];
  for (const theme of stored) {
    const members = theme.members.filter((m) => m.status !== 'removed').length;
    const rows = membersByDialog(theme);
    for (const suggestion of suggestions) {
      const score = matchScore(theme, suggestion, rows);
      const size = new Set(suggestion.dialogIds).size;
      if (score >= 1 && (score >= size / 2 || score >= members / 2)) pairs.push({ theme, suggestion, score });
    }
  }
  pairs.sort((a, b) => b.score - a.score || a.theme.position - b.theme.position || a.theme.id.localeCompare(b.theme.id));
  const taken = new Map<string, string>();
  for (const { theme, suggestion } of pairs) if (!taken.has(suggestion.id)) taken.set(suggestion.id, theme.id);
  const byTheme = new Map<string, string[]>(stored.map((t) => [t.id, []]));
  for (const suggestion of suggestions) {
    const themeId = taken.get(suggestion.id);
    if (themeId) byTheme.get(themeId)!.push(suggestion.id);
  }
  return byTheme;
}

const passageOf = (m: StoredMember): Passage | null =>
  m.messageId !== null && m.start !== null && m.end !== null
    ? { dialogId: m.dialogId, messageId: m.messageId, start: m.start, end: m.end, blockId: m.blockId }
    : null;

const firstPassage = (suggestions: readonly Suggestion[], dialogId: string): Passage | null => {
  for (const suggestion of suggestions) {
    const [first] = passagesOf(suggestion, dialogId);
    if (first) return first;
  }
  return null;
};

/**
 * The units of agreement of a reviewed theme, one per included dialog: the engine's side is whether it suggested the
 * dialog for the theme before the decisions (a dialog moved or added into the theme was not suggested), the
 * researcher's whether the dialog is in the theme after them. A dialog suggested since the review has no decision yet
 * and is left out.
 */
export function agreementUnits(theme: StoredTheme, newSinceReview: ReadonlySet<string>, included: readonly string[]): CodedUnit<boolean>[] {
  const rows = new Map(theme.members.map((m) => [m.dialogId, m]));
  const units: CodedUnit<boolean>[] = [];
  for (const dialogId of included) {
    if (newSinceReview.has(dialogId)) continue;
    const row = rows.get(dialogId);
    units.push([row?.origin === 'suggested', row !== undefined && row.status !== 'removed']);
  }
  return units;
}

/**
 * The report's themes after the decisions, in the run's order, reviewed themes no suggestion matched last. Members are
 * as the run and the decisions left them, like every count of the run (a dialog that left the report's set since is
 * still counted until the next run); agreement is over the dialogs included now.
 */
export function reviewThemes(
  stored: readonly StoredTheme[],
  suggestions: readonly Suggestion[],
  includedDialogIds: readonly string[],
): ThemeReview {
  const matched = matchSuggestions(stored, suggestions);
  const suggestionById = new Map(suggestions.map((s) => [s.id, s]));
  const themeOfSuggestion = new Map<string, string>();
  for (const [themeId, ids] of matched) for (const id of ids) themeOfSuggestion.set(id, themeId);
  const allUnits: CodedUnit<boolean>[] = [];

  const reviewed = (theme: StoredTheme): ReviewedTheme => {
    const taken = (matched.get(theme.id) ?? []).map((id) => suggestionById.get(id)!);
    const rows = new Map(theme.members.map((m) => [m.dialogId, m]));
    const members: ThemeMember[] = theme.members
      .filter((m) => m.status !== 'removed')
      .map((m) => ({
        dialogId: m.dialogId,
        origin: m.origin,
        confirmed: m.status === 'confirmed',
        newSinceReview: false,
        passage: passageOf(m),
      }));
    const fresh = new Set<string>();
    for (const suggestion of taken)
      for (const dialogId of suggestion.dialogIds) {
        if (rows.has(dialogId) || fresh.has(dialogId)) continue;
        fresh.add(dialogId);
        members.push({ dialogId, origin: 'suggested', confirmed: false, newSinceReview: true, passage: firstPassage(taken, dialogId) });
      }
    let agreement: Agreement | null = null;
    if (theme.reviewed) {
      const units = agreementUnits(theme, fresh, includedDialogIds);
      allUnits.push(...units);
      agreement = inclusionAgreement(units);
    }
    return {
      id: theme.id,
      name: theme.name,
      description: theme.description,
      reviewed: theme.reviewed,
      touched: true,
      suggestionIds: taken.map((s) => s.id),
      members,
      removedDialogIds: theme.members.filter((m) => m.status === 'removed').map((m) => m.dialogId),
      engineDialogIds: theme.members.filter((m) => m.origin === 'suggested').map((m) => m.dialogId),
      agreement,
    };
  };

  const suggested = (suggestion: Suggestion): ReviewedTheme => ({
    id: suggestion.id,
    name: suggestion.name,
    description: suggestion.description,
    reviewed: false,
    touched: false,
    suggestionIds: [suggestion.id],
    members: [...new Set(suggestion.dialogIds)].map((dialogId) => ({
      dialogId,
      origin: 'suggested' as const,
      confirmed: false,
      newSinceReview: false,
      passage: firstPassage([suggestion], dialogId),
    })),
    removedDialogIds: [],
    engineDialogIds: [...new Set(suggestion.dialogIds)],
    agreement: null,
  });

  const themes: ReviewedTheme[] = [];
  const shown = new Set<string>();
  const storedById = new Map(stored.map((t) => [t.id, t]));
  for (const suggestion of suggestions) {
    const themeId = themeOfSuggestion.get(suggestion.id);
    if (!themeId) themes.push(suggested(suggestion));
    else if (!shown.has(themeId)) {
      shown.add(themeId);
      themes.push(reviewed(storedById.get(themeId)!));
    }
  }
  for (const theme of [...stored].sort((a, b) => a.position - b.position)) if (!shown.has(theme.id)) themes.push(reviewed(theme));
  return { themes, agreement: inclusionAgreement(allUnits), units: allUnits };
}

/** The member dialogs, and those of them the researcher confirmed (added ones count as confirmed). */
export function memberCounts(theme: Pick<ReviewedTheme, 'members'>): { dialogIds: string[]; confirmedDialogIds: string[] } {
  return {
    dialogIds: theme.members.map((m) => m.dialogId),
    confirmedDialogIds: theme.members.filter((m) => m.confirmed).map((m) => m.dialogId),
  };
}
