/**
 * How a report counts what it states in more than one place: the AI Analysis page's data and every export (Word,
 * Excel, CSV, REFI-QDA) count with these functions, over the same rows, so a count reads the same wherever it is
 * shown. Pure: each caller reads its rows, these decide what counts.
 */

type TopicRow = { dialogId: string | null; blockId: string | null; parentId: string | null };

/**
 * A dialog's topics, per dialog id: its topics in the report's active blocks, a subtopic counting with its topic
 * (the page nests it there).
 */
export function topicsPerDialog(rows: Iterable<TopicRow>, activeBlockIds: ReadonlySet<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) {
    if (!row.dialogId || row.parentId || !row.blockId || !activeBlockIds.has(row.blockId)) continue;
    counts.set(row.dialogId, (counts.get(row.dialogId) ?? 0) + 1);
  }
  return counts;
}

/** The dialogs a topic or key theme stands for (the n of "n of N dialogs"): its members when stored, else its stored count. */
export function dialogsOfTopic(row: { dialogIds: readonly string[] | null; dialogCount: number | null }): number {
  return row.dialogIds?.length ?? row.dialogCount ?? 0;
}

/**
 * Whether a quote counts: the researcher has not rejected it and its dialog is one the report includes. A rejected
 * one stays listed on the page (dimmed, so the vote can be taken back) but no count or export holds it.
 */
export function isCountedQuote(citation: { vote: string | null; dialogId: string }, includedDialogIds: ReadonlySet<string>): boolean {
  return citation.vote !== 'rejected' && includedDialogIds.has(citation.dialogId);
}

/** The quotes of a list that count. */
export function countedQuotes(
  citations: readonly { vote: string | null; dialogId: string }[],
  includedDialogIds: ReadonlySet<string>,
): number {
  return citations.filter((c) => isCountedQuote(c, includedDialogIds)).length;
}

/** Whether a stored answer is an answer: the analysis succeeded and said something (a failed one shows its error). */
export function isAnswer(row: { status: string; answer: string | null }): boolean {
  return row.status === 'success' && Boolean(row.answer?.trim());
}
