/**
 * A report's export data with respondents' personal data replaced by placeholders, for interviews whose
 * de-identification is `everywhere`. Each dialog's transcript is read first, in order, so its placeholders are
 * numbered as the transcript reads; its quotes are the same spans of the de-identified messages (so a quote uses the
 * placeholders its message does, and REFI-QDA selections still point at it), and its answers use the dialog's
 * placeholders. Text written across dialogs (topic titles and insights, recommendations, summaries) gets placeholders
 * of its own. Every export (Word, Excel, CSV, REFI-QDA) writes from this data.
 */
import type { ExportPseudonyms } from '~/ai/privacy/export-pseudonyms.server';

import type { ExportCitation, ExportData, ExportMessage, ExportTopic } from './export-data.server';

export function deidentifiedExportData(data: ExportData, pseudonyms: ExportPseudonyms): ExportData {
  // Each message de-identified once, with where its offsets land, for the quotes cut from it.
  const mapped = new Map<string, ReturnType<ExportPseudonyms['mappedOfDialog']>>();
  const dialogs = data.dialogs.map((dialog) => ({
    ...dialog,
    messages: dialog.messages.map((message): ExportMessage => {
      const result = pseudonyms.mappedOfDialog(dialog.id, message.content);
      mapped.set(message.id, result);
      return { ...message, content: result.text };
    }),
    memberCheck: dialog.memberCheck && {
      ...dialog.memberCheck,
      points: dialog.memberCheck.points.map((point) => ({ ...point, text: pseudonyms.ofDialog(dialog.id, point.text) })),
      correctedPoints:
        dialog.memberCheck.correctedPoints?.map((point) => ({ ...point, text: pseudonyms.ofDialog(dialog.id, point.text) })) ?? null,
      correction: dialog.memberCheck.correction && {
        ...dialog.memberCheck.correction,
        text: pseudonyms.ofDialog(dialog.id, dialog.memberCheck.correction.text),
      },
    },
  }));

  const quote = <C extends ExportCitation>(citation: C): C => {
    const message = mapped.get(citation.messageId);
    if (!message) return { ...citation, text: pseudonyms.ofDialog(citation.dialogId, citation.text) };
    const start = message.at(citation.start, 'start');
    const end = message.at(citation.end, 'end');
    return { ...citation, start, end, text: message.text.slice(start, end) };
  };
  const across = (text: string) => pseudonyms.across(text);
  const acrossOrNull = (text: string | null) => text && across(text);
  const topic = <T extends ExportTopic>(t: T): T => ({
    ...t,
    title: across(t.title),
    insights: acrossOrNull(t.insights),
    topWords: t.topWords.map(across),
    citations: t.citations.map(quote),
  });

  return {
    ...data,
    dialogs,
    blocks: data.blocks.map((block) => ({
      ...block,
      topics: block.topics && { ...topic(block.topics), subtopics: block.topics.subtopics.map(topic) },
      dialogTopics: block.dialogTopics.map(topic),
      answers: block.answers.map((answer) => ({
        ...answer,
        answer: pseudonyms.ofDialog(answer.dialogId, answer.answer),
        citations: answer.citations.map(quote),
      })),
      recommendations: block.recommendations.map((r) => ({
        ...r,
        title: across(r.title),
        description: across(r.description),
        citations: r.citations.map(quote),
      })),
    })),
    keyTopics: data.keyTopics.map(topic),
    summaries: data.summaries.map((s) => ({ ...s, summary: across(s.summary), citations: s.citations.map(quote) })),
  };
}
