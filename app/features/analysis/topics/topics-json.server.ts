import { isActive, type ShownCitation } from '../citations/citations.server';
import { topicsPageData } from './topics-page.server';

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

/** The stored insights of a report as the do-insights call answers them; null before the first run. */
export function insightsJson(data: Data) {
  const { run } = data;
  if (!run) return null;
  return {
    model_used: run.model,
    generated_at: run.generatedAt.toISOString(),
    included_dialogs: run.included,
    key_topics: data.keyTopics.map((t) => ({ ...topicJson(t, run.included), block: t.blockTitle, questions: t.blockTitles })),
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
