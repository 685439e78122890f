/**
 * The key themes an export states, as the page states them: the run's key topics with the researcher's decisions
 * applied (`themeReviewOf`), each with its members, its confirmed count, the count in words (`themeCountText`) and,
 * on a reviewed theme, the engine's agreement with the researcher. The method sections state the agreement figures.
 */
import type { Agreement } from '../theme-review/agreement';
import { suggestedBy, themeCountText } from '../theme-review/count-text';
import { restatedLines, type StatedThemes, statedThemes } from '../theme-review/stated-counts';
import { memberCounts, type ReviewedTheme } from '../theme-review/theme-matching';
import type { ReportThemeReview } from '../theme-review/theme-review.server';
import type { TopicOf } from './export-topic';

type Quote = { id: string; dialogId: string };

/** A key theme as the exports state it (`ExportKeyTopic` is this with the exports' quotes). */
export type KeyTopicOf<C> = TopicOf<C> & {
  blockTitles: string[];
  dialogIds: string[];
  confirmedDialogIds: string[];
  confirmedCount: number;
  reviewed: boolean;
  /** "7 dialogs, 5 confirmed by you"; "7 dialogs, suggested by the built-in engine, not reviewed". */
  countText: string;
  /** The engine's suggestions against the researcher's decisions, on a reviewed theme; null otherwise. */
  agreement: Agreement | null;
  /**
   * The dialogs the engine suggested before the researcher's decisions (the agreement's engine side) and, in
   * `confirmedDialogIds`, the researcher's: the two coders of the REFI-QDA project.
   */
  suggestedDialogIds: string[];
};

type RunKeyTopic<C> = TopicOf<C> & { blockTitles: string[] };

const uniqueCitations = <C extends Quote>(citations: C[]) => [...new Map(citations.map((c) => [c.id, c])).values()];

/**
 * `runTopics`: the run's key topics by their ids; `blockTitle`: the active questions' titles by block id (a passage
 * the researcher added under a question names that question). A suggestion on a question no longer analysed is left
 * out, as the page leaves it out.
 */
export function reviewedExportKeyTopics<C extends Quote>(
  runTopics: readonly RunKeyTopic<C>[],
  review: ReportThemeReview,
  blockTitle: ReadonlyMap<string, string>,
): KeyTopicOf<C>[] {
  const byId = new Map(runTopics.map((t) => [t.id, t]));
  const out: KeyTopicOf<C>[] = [];
  for (const theme of review.themes) {
    const bases = theme.suggestionIds.map((id) => byId.get(id)).filter((t) => t !== undefined);
    if (!theme.touched && bases.length === 0) continue;
    const { dialogIds, confirmedDialogIds } = memberCounts(theme);
    const members = new Set(dialogIds);
    const titles = [
      ...new Set([
        ...bases.flatMap((b) => b.blockTitles),
        ...theme.members.flatMap((m) =>
          m.passage?.blockId && blockTitle.has(m.passage.blockId) ? [blockTitle.get(m.passage.blockId)!] : [],
        ),
      ]),
    ];
    const base = bases[0];
    out.push({
      id: theme.id,
      title: theme.name,
      insights: theme.touched ? null : (base?.insights ?? null),
      topWords: base?.topWords ?? [],
      model: base?.model ?? null,
      citations: uniqueCitations(bases.flatMap((b) => b.citations).filter((c) => members.has(c.dialogId))),
      votes: bases.reduce((sum, b) => ({ accepted: sum.accepted + b.votes.accepted, rejected: sum.rejected + b.votes.rejected }), {
        accepted: 0,
        rejected: 0,
      }),
      blockTitles: titles,
      dialogCount: dialogIds.length,
      dialogIds,
      confirmedDialogIds,
      confirmedCount: confirmedDialogIds.length,
      reviewed: theme.reviewed,
      countText: themeCountText({
        dialogCount: dialogIds.length,
        confirmedCount: confirmedDialogIds.length,
        reviewed: theme.reviewed,
        model: review.model,
      }),
      agreement: theme.agreement,
      suggestedDialogIds: theme.engineDialogIds,
    });
  }
  return out;
}

const figure = (value: number | null) => (value === null ? 'undefined' : value.toFixed(2));

/** "12 decisions · 91.7 % agreement · κ 0.80 · AC1 0.88 · α 0.80"; the same figures as the report JSON's `agreement`. */
export function agreementText(a: Agreement): string {
  if (a.decisions === 0) return 'no decisions yet';
  const percent = a.percent === null ? 'undefined' : `${(a.percent * 100).toFixed(1)} %`;
  return `${a.decisions} decision${a.decisions === 1 ? '' : 's'} · ${percent} agreement · κ ${figure(a.kappa)} · AC1 ${figure(a.ac1)} · α ${figure(a.alpha)}`;
}

/**
 * The method's theme review lines, label then value: who suggested the themes, the agreement over every reviewed
 * theme and per reviewed theme (each (theme, included dialog) pair is one decision: suggested or not, kept or not).
 */
export function themeReviewMethod(topics: readonly KeyTopicOf<unknown>[], overall: Agreement, model: string): [string, string][] {
  const reviewed = topics.filter((t) => t.agreement);
  return [
    [
      'Theme review',
      reviewed.length === 0
        ? `Themes suggested by ${suggestedBy(model)}; none reviewed yet.`
        : `Themes suggested by ${suggestedBy(model)}; ${reviewed.length} reviewed by you. Below, the agreement between the suggestions and your decisions (percent agreement, Cohen’s κ, Gwet’s AC1, Krippendorff’s α), one decision per reviewed theme and included dialog.`,
    ],
    ...(reviewed.length ? [['Agreement, all reviewed themes', agreementText(overall)] satisfies [string, string]] : []),
    ...reviewed.map((t): [string, string] => [`Agreement: ${t.title}`, agreementText(t.agreement!)]),
  ];
}

/**
 * The questions' topics with the review applied, as the page shows them: a dialog taken out of a theme leaves the
 * topics the theme was made of (its count and quotes), and a passage added under a question joins the theme's topic
 * there, or a topic of its own ("added by you"). `dialogIdsOf`: each block topic's member dialogs as the run stored them.
 */
export function reviewedExportBlocks<C extends Quote, B extends { id: string; topics: (TopicOf<C> & { subtopics: TopicOf<C>[] }) | null }>(
  blocks: readonly B[],
  review: ReportThemeReview,
  dialogIdsOf: ReadonlyMap<string, readonly string[] | null>,
  included: number,
): B[] {
  const partsOf = new Map(review.suggestions.map((s) => [s.id, s.partIds]));
  const removedFrom = new Map<string, Set<string>>();
  const addedUnder = new Map<string, Map<string, { theme: ReviewedTheme; dialogIds: string[] }>>();
  for (const theme of review.themes) {
    if (!theme.touched) continue;
    for (const part of theme.suggestionIds.flatMap((id) => partsOf.get(id) ?? []))
      removedFrom.set(part, new Set([...(removedFrom.get(part) ?? []), ...theme.removedDialogIds]));
    for (const member of theme.members) {
      const blockId = member.passage?.blockId;
      if (member.origin !== 'added' || !blockId) continue;
      const byTheme = addedUnder.get(blockId) ?? new Map();
      const entry = byTheme.get(theme.id) ?? { theme, dialogIds: [] };
      entry.dialogIds.push(member.dialogId);
      byTheme.set(theme.id, entry);
      addedUnder.set(blockId, byTheme);
    }
  }
  return blocks.map((block) => {
    if (!block.topics) return block;
    const subtopics: TopicOf<C>[] = block.topics.subtopics.map((topic) => {
      const removed = removedFrom.get(topic.id);
      const dialogIds = dialogIdsOf.get(topic.id);
      if (!removed?.size || !dialogIds) return topic;
      return {
        ...topic,
        dialogCount: dialogIds.filter((d) => !removed.has(d)).length,
        citations: topic.citations.filter((c) => !removed.has(c.dialogId)),
      };
    });
    for (const { theme, dialogIds: added } of addedUnder.get(block.id)?.values() ?? []) {
      const parts = new Set(theme.suggestionIds.flatMap((id) => partsOf.get(id) ?? []));
      const index = block.topics.subtopics.findIndex((t) => parts.has(t.id));
      if (index >= 0) {
        const removed = removedFrom.get(block.topics.subtopics[index]!.id) ?? new Set();
        const kept = (dialogIdsOf.get(block.topics.subtopics[index]!.id) ?? []).filter((d) => !removed.has(d));
        subtopics[index] = { ...subtopics[index]!, dialogCount: new Set([...kept, ...added]).size };
      } else {
        const count = new Set(added).size;
        subtopics.push({
          id: `${theme.id}-${block.id}`,
          title: theme.name,
          insights: `${count} of ${included} dialogs, added by you.`,
          topWords: [],
          dialogCount: count,
          model: null,
          citations: [],
          votes: { accepted: 0, rejected: 0 },
        });
      }
    }
    return { ...block, topics: { ...block.topics, subtopics } };
  });
}

/** The key themes as the summaries' points state them (`included`: the dialogs the topics run analysed). */
export function exportStatedThemes(topics: readonly KeyTopicOf<unknown>[], review: ReportThemeReview, included: number): StatedThemes {
  return statedThemes(
    topics.map((t) => ({
      id: t.id,
      name: t.title,
      dialogIds: t.dialogIds,
      dialogCount: t.dialogCount,
      confirmedCount: t.confirmedCount,
      reviewed: t.reviewed,
    })),
    review,
    included,
  );
}

type SummaryRow = { kind: string; blockId: string | null; summary: string; pointDialogIds: (string[] | null)[] | null };

/**
 * A stored summary as the exports state it: each point of the executive summary and the summaries that counts a key
 * theme states it as the review leaves it, as the page does (a question's points only by their members).
 */
export function statedSummaryRow<R extends SummaryRow>(row: R, stated: StatedThemes): R {
  if (row.kind !== 'executive' && row.kind !== 'business_insights' && row.kind !== 'question_insights') return row;
  return { ...row, summary: restatedLines(row.summary, row.pointDialogIds, stated, { byName: row.blockId === null }) };
}
