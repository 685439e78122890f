/**
 * What the Vector Search page shows, as its address holds it: the phrase, how many results are listed and whether
 * the messages below the relevance floor are listed too. In the address, so Back and a reload show the same list.
 */
import { z } from 'zod';

import { SEARCH_OFFSET_MAX, SEARCH_PAGE_SIZE } from './limits';

/** The longest list the page shows: as deep as the search pages. */
export const SHOWN_MAX = SEARCH_OFFSET_MAX;

export type SearchView = { reportId: string; q: string; shown: number; belowFloor: boolean };

const shownSchema = z.coerce.number().int().catch(SEARCH_PAGE_SIZE);

/** Whole pages of 10, from one page to {@link SHOWN_MAX}. */
export function shownCount(raw: string | null): number {
  const wanted = shownSchema.parse(raw ?? SEARCH_PAGE_SIZE);
  const pages = Math.ceil(Math.min(SHOWN_MAX, Math.max(SEARCH_PAGE_SIZE, wanted)) / SEARCH_PAGE_SIZE);
  return pages * SEARCH_PAGE_SIZE;
}

export function readSearchView(params: URLSearchParams): { q: string | null; shown: number; belowFloor: boolean } {
  return { q: params.get('q'), shown: shownCount(params.get('shown')), belowFloor: params.get('below_floor') === '1' };
}

/** The page's address for this view (relative: the search page's own path), with an anchor when given. */
export function searchViewHref(view: SearchView, anchor?: string): string {
  const params = new URLSearchParams({ report: view.reportId, q: view.q });
  if (view.shown > SEARCH_PAGE_SIZE) params.set('shown', String(view.shown));
  if (view.belowFloor) params.set('below_floor', '1');
  return `?${params.toString()}${anchor ? `#${anchor}` : ''}`;
}
