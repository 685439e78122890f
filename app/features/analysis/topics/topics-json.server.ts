import { isActive, type ShownCitation } from '../citations/citations.server';
import { themeCountText } from '../theme-review/count-text';
import { type topicsPageData } from './topics-page.server';

const citationJson = (c: ShownCitation) => ({
  id: c.id,
  text: c.text,
  message_id: c.messageId,
  dialog_id: c.dialogId,
  short_link: c.shortLink,
  start: c.start,
  end: c.end,
  verification: c.verification,
  similarity: c.similarity,
  relevance: c.relevance,
  active: isActive(c),
  votes: { accepted: c.accepted, rejected: c.rejected },
});

type Data = ReturnType<typeof topicsPageData>;
type Topic = Data['blocks'][number]['subtopics'][number];

const topicJson = (t: Topic, included: number) => ({
  id: t.id,
  topic: t.topic,
  description: t.description,
  insights: t.insights,
  top_words: t.topWords,
  dialog_count: t.dialogCount,
  /** The member dialogs: `dialog_count` is their number (null for a run stored before members were kept). */
  dialog_ids: t.dialogIds,
  included_dialogs: included,
  agreement: t.agreement,
  citations: t.citations.map(citationJson),
});

type KeyTopic = Data['keyTopics'][number];

/**
 * A key theme's review: its stable id is `id`; `dialog_ids` are its members after the decisions; `agreement` is the
 * engine's against the researcher's on a reviewed theme (null otherwise), `quote_agreement` the votes on its quotes.
 */
const themeReviewFields = (t: KeyTopic, model: string) => ({
  reviewed: t.reviewed,
  confirmed_dialog_ids: t.confirmedDialogIds,
  confirmed_count: t.confirmedCount,
  count_text: themeCountText({ dialogCount: t.dialogCount, confirmedCount: t.confirmedCount, reviewed: t.reviewed, model }),
  members: t.members.map((m) => ({
    dialog_id: m.dialogId,
    short_link: m.shortLink,
    origin: m.origin,
    confirmed: m.confirmed,
    new_since_review: m.newSinceReview,
    passage: m.passage
      ? { message_id: m.passage.messageId, start: m.passage.start, end: m.passage.end, block_id: m.passage.blockId, text: m.text }
      : null,
  })),
  agreement: t.reviewAgreement,
  quote_agreement: t.agreement,
});

/** The stored insights of a report as the do-insights call answers them; null before the first run. */
export function insightsJson(data: Data) {
  const { run } = data;
  if (!run) return null;
  return {
    model_used: run.model,
    generated_at: run.generatedAt.toISOString(),
    included_dialogs: run.included,
    key_topics: data.keyTopics.map((t) => ({
      ...topicJson(t, run.included),
      block: t.blockTitle,
      questions: t.blockTitles,
      ...themeReviewFields(t, run.model),
    })),
    /** Agreement between the engine's suggestions and the researcher's decisions, over every reviewed theme. */
    agreement: data.themeAgreement,
    blocks: data.blocks.map((b) => ({
      block_id: b.blockId,
      title: b.topic,
      insights: b.insights,
      top_words: b.topWords,
      dialog_count: b.dialogCount,
      subtopics: b.subtopics.map((t) => topicJson(t, run.included)),
      original_quotes: b.citations.map(citationJson),
    })),
    coding_insights: data.insights.map((i) => ({
      block: i.block,
      text: i.sentences.join(' '),
      quote: i.quote ? citationJson(i.quote) : null,
    })),
    grounding: data.grounding,
  };
}
