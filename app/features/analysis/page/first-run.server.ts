import { and, eq, like, ne, sql } from 'drizzle-orm';

import { getDb, schema } from '@db/index';

import { SAMPLE_JOB } from '../sample/sample.server';

const { jobs } = schema;

/**
 * Whether the AI Analysis page has more to show than its call to action: results (AI results or the researcher's own
 * recommendations), the researcher's work kept from a cleared run, or a job of the page (the whole run or one part)
 * started for this report. The Sample tab's scoring is not one of them.
 */
export function analysisStarted(interviewId: string, reportId: string, shown: { hasResults: boolean; keptWork: string | null }): boolean {
  if (shown.hasResults || shown.keptWork) return true;
  return Boolean(
    getDb()
      .select({ one: sql`1` })
      .from(jobs)
      .where(
        and(
          eq(jobs.interviewId, interviewId),
          like(jobs.kind, 'analysis.%'),
          ne(jobs.kind, SAMPLE_JOB),
          sql`json_extract(${jobs.payload}, '$.reportId') = ${reportId}`,
        ),
      )
      .limit(1)
      .get(),
  );
}
