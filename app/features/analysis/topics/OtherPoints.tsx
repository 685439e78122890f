import type { ReactNode } from 'react';

/** Topics listed under a question (or key themes) before the rest fold away: a screenful. */
export const TOPICS_SHOWN = 8;

/**
 * A list split for a screenful: the shared topics, in their order, up to `shown`; the rest (points of one respondent,
 * and shared ones beyond) are "other points". `listAlone`: when nothing is shared, the points of one respondent are
 * what there is, and are listed (up to `shown`) rather than folded away.
 */
export function foldTopics<T extends { dialogCount: number }>(
  topics: readonly T[],
  shown = TOPICS_SHOWN,
  listAlone = false,
): { listed: T[]; other: T[] } {
  const shared = topics.filter((t) => t.dialogCount > 1);
  const single = topics.filter((t) => t.dialogCount <= 1);
  if (listAlone && shared.length === 0) return { listed: single.slice(0, shown), other: single.slice(shown) };
  return { listed: shared.slice(0, shown), other: [...shared.slice(shown), ...single] };
}

/** "Other points (N)": a disclosure (works without JavaScript) that opens to list them. */
export function OtherPoints({ count, children }: { count: number; children: ReactNode }) {
  if (count === 0) return null;
  return (
    <details className="rounded-md ring-1 ring-slate-200">
      <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-slate-800">Other points ({count})</summary>
      <div className="border-t border-slate-200 p-3">{children}</div>
    </details>
  );
}
