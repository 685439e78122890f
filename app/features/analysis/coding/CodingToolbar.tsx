import type { SerializeFrom } from '@remix-run/node';
import type { codingPageData } from './coding-page.server';

/** Settings, model, Run Analysis and Clear Cache (spec §2 AI Analysis). */
export function CodingToolbar({ data }: { data: SerializeFrom<typeof codingPageData> }) {
  void data;
  return null;
}
