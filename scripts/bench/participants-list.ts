// Benchmark of one page of the Participants tab: npm run bench:participants-list [-- --dialogs 10000 --messages 20]
// Seeds a throwaway database with one interview, then times listParticipants for the first, a middle and the last
// page (in start-time order, which no column holds), against a same-run baseline: the same page in creation order,
// which walks dialogs(interview_id, created_at) and stops after the page. The start-time order costs one index seek per
// dialog of the interview, so it grows with the interview: budget p50 under 100 ms a page at 10,000 dialogs.
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';

import { runBench, useThrowawayDatabase } from './throwaway-database';

const BUDGET_MS = 100;
const RUNS = 30;

const { values } = parseArgs({ options: { dialogs: { type: 'string', default: '10000' }, messages: { type: 'string', default: '20' } } });
const DIALOGS = Number(values.dialogs);
const MESSAGES = Number(values.messages);

// Set before the app's modules read their configuration.
const dataDir = useThrowawayDatabase('participants');

const { getDb } = await import('@db/index');
const { migrateDatabase } = await import('@db/migrate');
const { createUser } = await import('~/features/auth/users.server');
const { createManualInterview } = await import('~/features/interviews/interviews.server');
const { listParticipants, PAGE_SIZE } = await import('~/features/participants/participants.server');

/** Dialogs a minute apart; every fifth is an individual link opened hours later, so the two orders differ. */
function seedDatabase(interviewId: string, otherInterviewId: string) {
  const client = getDb().$client;
  const insertDialog = client.prepare(
    'insert into dialogs (id, short_link, interview_id, pre_info, is_generated, completed_at, created_at) values (?, ?, ?, ?, ?, ?, ?)',
  );
  const insertMessage = client.prepare('insert into messages (id, dialog_id, role, content, created_at) values (?, ?, ?, ?, ?)');
  const start = Date.UTC(2025, 0, 1);
  client.transaction(() => {
    for (let d = 0; d < DIALOGS * 2; d++) {
      const id = randomUUID();
      const createdAt = start + d * 60_000;
      const opened = d % 5 === 0 ? createdAt + 6 * 3_600_000 : createdAt;
      // As many dialogs again in another interview, so the page's interview is not the whole table.
      insertDialog.run(
        id,
        `b${d.toString(36).padStart(5, '0')}`,
        d % 2 ? otherInterviewId : interviewId,
        d % 5 === 0 ? 'A bio' : null,
        d % 7 === 0 ? 1 : 0,
        d % 2 ? createdAt + 50_000 : null,
        createdAt,
      );
      for (let m = 0; m < MESSAGES; m++)
        insertMessage.run(randomUUID(), id, m % 2 ? 'user' : 'assistant', `Message ${m}`, opened + m * 1000);
    }
  })();
  client.exec('analyze');
}

/** The same page in creation order: the query this list ran before it was ordered by start time. */
function creationOrderPage(interviewId: string, offset: number) {
  return getDb()
    .$client.prepare(
      `select dialogs.id, dialogs.short_link,
         (select count(*) from messages where messages.dialog_id = dialogs.id) as message_count,
         (select min(messages.created_at) from messages where messages.dialog_id = dialogs.id) as first_message_at,
         (select count(*) from dialogs as d where d.interview_id = ? and d.is_preview = 0) as total
       from dialogs where dialogs.interview_id = ? and dialogs.is_preview = 0
       order by dialogs.created_at desc, dialogs.rowid desc limit ? offset ?`,
    )
    .all(interviewId, interviewId, PAGE_SIZE, offset);
}

function timings(run: () => unknown) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(RUNS / 2)]!, max: times[RUNS - 1]! };
}

async function main() {
  migrateDatabase(getDb());
  const user = await createUser({ email: `bench-${randomUUID().slice(0, 8)}@example.com`, password: 'bench-password-123' });
  const interview = createManualInterview(user.id);
  const other = createManualInterview(user.id);
  const seeded = performance.now();
  seedDatabase(interview.id, other.id);
  console.log(
    `seeded ${DIALOGS} dialogs × ${MESSAGES} messages (and as many in another interview) in ${Math.round(performance.now() - seeded)} ms`,
  );

  const pages = Math.ceil(DIALOGS / PAGE_SIZE);
  let worst = 0;
  for (const page of [1, Math.ceil(pages / 2), pages]) {
    const baseline = timings(() => creationOrderPage(interview.id, (page - 1) * PAGE_SIZE));
    const list = timings(() => listParticipants(user.id, interview.id, page));
    worst = Math.max(worst, list.p50);
    console.log(
      `page ${page} of ${pages}: p50 ${list.p50.toFixed(1)} ms (max ${list.max.toFixed(1)}), creation-order baseline p50 ${baseline.p50.toFixed(1)} ms (${(list.p50 / baseline.p50).toFixed(1)}×)`,
    );
  }
  console.log(`${worst < BUDGET_MS ? 'PASS' : 'OVER'}: p50 ${worst.toFixed(1)} ms at worst against a budget of ${BUDGET_MS} ms`);
  return worst < BUDGET_MS ? 0 : 1;
}

runBench(main, dataDir);
