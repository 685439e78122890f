import type { Interview } from '@db/schema';
import type { Report } from '../reports/reports.server';

/** What the AI Analysis page shows of this part. */
export function summariesPageData(interview: Interview, report: Report, userId: string) {
  void interview;
  void report;
  void userId;
  return {};
}

/** The part's form posts on the AI Analysis page; null when the intent is not one of its own. */
export async function summariesPageAction(intent: string, form: FormData, context: { interview: Interview; report: Report; userId: string }): Promise<Response | null> {
  void intent;
  void form;
  void context;
  return null;
}
