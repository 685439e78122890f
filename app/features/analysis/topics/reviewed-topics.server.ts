/**
 * The stored topics as the researcher's review leaves them: the key themes are the reviewed themes (their stable ids,
 * names, members after the decisions, counts of suggested and confirmed), and each question's topics follow the
 * themes' membership: a dialog removed from a theme leaves the theme's topics under every question, a passage the
 * researcher added shows under the question it answers.
 */
import { memberCounts, type ReviewedTheme, type ThemeMember } from '../theme-review/theme-matching';
import type { ReportThemeReview } from '../theme-review/theme-review.server';
import { type BlockView, keyThemeInsight, type KeyTopicView, type TopicView } from './topics.server';

export type ReviewedMember = ThemeMember & { shortLink: string | null; text: string | null };

export type ReviewedKeyTopic = KeyTopicView & {
  reviewed: boolean;
  /** Stored decisions stand behind it; false for a suggestion as the run made it. */
  touched: boolean;
  confirmedDialogIds: string[];
  confirmedCount: number;
  members: ReviewedMember[];
  /** The engine's suggestions against the researcher's decisions, on a reviewed theme. */
  reviewAgreement: ReviewedTheme['agreement'];
};

type Details = { shortLinks: ReadonlyMap<string, string>; texts: ReadonlyMap<string, string> };

const passageKey = (m: ThemeMember) => (m.passage ? `${m.passage.messageId}:${m.passage.start}:${m.passage.end}` : '');

/** The view's key themes and blocks with the review applied (`included`: the run's number of included dialogs). */
export function reviewedTopics(
  view: { keyTopics: KeyTopicView[]; blocks: BlockView[] },
  review: ReportThemeReview,
  details: Details,
  included: number,
): { keyTopics: ReviewedKeyTopic[]; blocks: BlockView[] } {
  const suggested = new Map(view.keyTopics.map((t) => [t.id, t]));
  const blockTitle = new Map(view.blocks.map((b) => [b.blockId, b.topic]));
  const partsOf = new Map(review.suggestions.map((s) => [s.id, s.partIds]));
  const keyTopics: ReviewedKeyTopic[] = [];
  const removedFrom = new Map<string, Set<string>>(); // block topic id → dialogs taken out of its theme
  // block id → per theme, the passages the researcher added under that question
  const addedUnder = new Map<string, Map<string, { theme: ReviewedTheme; members: ThemeMember[] }>>();

  for (const theme of review.themes) {
    const bases = theme.suggestionIds.map((id) => suggested.get(id)).filter((t) => t !== undefined);
    // A suggestion on a question no longer analysed is not shown, as before the review.
    if (!theme.touched && bases.length === 0) continue;
    const { dialogIds, confirmedDialogIds } = memberCounts(theme);
    const members = new Set(dialogIds);
    const parts = new Set(theme.suggestionIds.flatMap((id) => partsOf.get(id) ?? []));
    for (const part of parts) removedFrom.set(part, new Set([...(removedFrom.get(part) ?? []), ...theme.removedDialogIds]));
    for (const member of theme.members) {
      const blockId = member.passage?.blockId;
      if (member.origin !== 'added' || !blockId || !blockTitle.has(blockId)) continue;
      const byTheme = addedUnder.get(blockId) ?? new Map();
      const entry = byTheme.get(theme.id) ?? { theme, members: [] };
      entry.members.push(member);
      byTheme.set(theme.id, entry);
      addedUnder.set(blockId, byTheme);
    }
    const titles = [
      ...new Set([
        ...bases.flatMap((b) => b.blockTitles),
        ...theme.members.flatMap((m) =>
          m.passage?.blockId && blockTitle.has(m.passage.blockId) ? [blockTitle.get(m.passage.blockId)!] : [],
        ),
      ]),
    ];
    const base: KeyTopicView = bases[0] ?? {
      id: theme.id,
      topic: theme.name,
      description: theme.description,
      insights: null,
      topWords: [],
      dialogCount: 0,
      dialogIds: [],
      citations: [],
      agreement: { share: null, votes: 0 },
      blockTitle: titles[0] ?? '',
      blockTitles: titles,
    };
    const citations = bases.flatMap((b) => b.citations).filter((c) => members.has(c.dialogId));
    keyTopics.push({
      ...base,
      id: theme.id,
      topic: theme.name,
      description: theme.touched ? theme.description : base.description,
      insights: theme.touched ? keyThemeInsight(dialogIds.length, included, titles) : base.insights,
      dialogCount: dialogIds.length,
      dialogIds,
      citations: theme.touched ? uniqueCitations(citations) : base.citations,
      blockTitle: titles[0] ?? base.blockTitle,
      blockTitles: titles.length ? titles : base.blockTitles,
      reviewed: theme.reviewed,
      touched: theme.touched,
      confirmedDialogIds,
      confirmedCount: confirmedDialogIds.length,
      members: theme.members.map((m) => ({
        ...m,
        shortLink: details.shortLinks.get(m.dialogId) ?? null,
        text: m.passage ? (details.texts.get(passageKey(m)) ?? null) : null,
      })),
      reviewAgreement: theme.agreement,
    });
  }

  const blocks = view.blocks.map((block) => {
    const subtopics: TopicView[] = block.subtopics.map((topic) => {
      const removed = removedFrom.get(topic.id);
      if (!removed?.size || !topic.dialogIds) return topic;
      const dialogIds = topic.dialogIds.filter((d) => !removed.has(d));
      return { ...topic, dialogIds, dialogCount: dialogIds.length, citations: topic.citations.filter((c) => !removed.has(c.dialogId)) };
    });
    for (const { theme, members } of addedUnder.get(block.blockId)?.values() ?? []) {
      const parts = new Set(theme.suggestionIds.flatMap((id) => partsOf.get(id) ?? []));
      const index = subtopics.findIndex((t) => parts.has(t.id));
      const added = members.map((m) => m.dialogId);
      if (index >= 0) {
        const topic = subtopics[index]!;
        const dialogIds = [...new Set([...(topic.dialogIds ?? []), ...added])];
        subtopics[index] = { ...topic, dialogIds, dialogCount: dialogIds.length };
      } else {
        const dialogIds = [...new Set(added)];
        subtopics.push({
          id: `${theme.id}-${block.blockId}`,
          topic: theme.name,
          description: theme.description,
          insights: `${dialogIds.length} of ${included} dialogs, added by you.`,
          topWords: [],
          dialogCount: dialogIds.length,
          dialogIds,
          citations: [],
          agreement: { share: null, votes: 0 },
        });
      }
    }
    return { ...block, subtopics };
  });
  return { keyTopics, blocks };
}

/** The same quote cited by two merged suggestions is shown once. */
function uniqueCitations<C extends { messageId: string; start: number; end: number }>(citations: readonly C[]): C[] {
  const seen = new Set<string>();
  return citations.filter((c) => {
    const key = `${c.messageId}:${c.start}:${c.end}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
