/**
 * The executive summary as the exports write it: a point whose quote this researcher rejected is hidden, as the page
 * hides it (point i rests on the quote at position i). The point's line is left blank, so the lines after it keep
 * their positions and their quotes.
 */
import { citationsOf, isActive } from '../citations/citations.server';

export function withoutRejectedPoints<R extends { id: string; kind: string; summary: string }>(row: R, userId: string): R {
  if (row.kind !== 'executive') return row;
  const cited = citationsOf('summaryId', [row.id], userId).get(row.id) ?? [];
  const lines = row.summary.split('\n');
  if (!lines.some((_, i) => cited[i] && !isActive(cited[i]))) return row;
  return { ...row, summary: lines.map((line, i) => (cited[i] && !isActive(cited[i]) ? '' : line)).join('\n') };
}
