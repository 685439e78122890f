/**
 * The Overview's saturation over a report analysed on the built-in engine: the table's figures, read from the page as a
 * browser gets it, equal what the report's key themes' members give in the order the dialogs were completed.
 */
import '../../server/job-handlers';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { getDb, schema } from '@db/index';
import { BUILTIN_MODEL } from '~/ai/models';
import { createReport } from '~/features/analysis/reports/reports.server';
import { startTopics } from '~/features/analysis/topics/topics.server';
import { startJobRunner, stopJobRunner } from '~/jobs/queue.server';

import { finish, seedCorpus } from '../../scripts/bench/corpus-study';
import { COMMUTER_COFFEE } from '../fixtures/themes/commuter-coffee';
import { seedDialog } from '../support/dialog-seeds';
import { createPublishedInterview, signedInResearcher } from '../support/factories';
import { textOf } from '../support/html';
import { type Client, startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  startJobRunner({ concurrency: 1 });
});
afterAll(async () => {
  await stopJobRunner();
  await server.close();
});

/** Enough dialogs for themes to come and stop coming; few enough for a quick built-in run. */
const N = 10;

type Row = { position: number; label: string; newThemes: number; names: string[]; total: number };

/**
 * The saturation table's rows as the page shows them, "3. Dialog # t12 5 Jan 2026 5 Jan 2026 2: Price; Queue 7": the
 * date twice, under the label for a phone and in its column for a wider screen (CSS shows one).
 */
function tableRows(html: string): Row[] {
  const table = /<table[^>]*>\s*<caption[^>]*>New themes per dialog[\s\S]*?<\/table>/.exec(html)?.[0] ?? '';
  const body = /<tbody>([\s\S]*)<\/tbody>/.exec(table)?.[1] ?? '';
  return [...body.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((match) => {
    // A quoted theme name is the respondent's words, apostrophes included, as React writes them (&#x27;).
    const text = textOf(match[1]!)
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"');
    const row = /^(\d+)\. (Dialog # \S+) (?:AI respondent.* )?(?:\d{1,2} \w{3} \d{4} ){2}(\d+)(?: ?: (.*))? (\d+)$/.exec(text);
    if (!row) throw new Error(`Unreadable row: ${text}`);
    return {
      position: Number(row[1]),
      label: row[2]!,
      newThemes: Number(row[3]),
      names: row[4] ? row[4].split('; ') : [],
      total: Number(row[5]),
    };
  });
}

/** What the key themes' members say, worked out here: each theme is new with its first member in completion order. */
function expectedRows(order: { id: string; label: string }[], themes: { topic: string; dialog_ids: string[] }[]): Row[] {
  let total = 0;
  return order.map((dialog, i) => {
    const earlier = new Set(order.slice(0, i).map((d) => d.id));
    const fresh = themes.filter((t) => t.dialog_ids.includes(dialog.id) && !t.dialog_ids.some((id) => earlier.has(id)));
    total += fresh.length;
    return {
      position: i + 1,
      label: dialog.label,
      newThemes: fresh.length,
      names: fresh.length <= 3 ? fresh.map((t) => t.topic) : [],
      total,
    };
  });
}

async function keyThemes(client: Client, interviewId: string, reportId: string) {
  const response = await client.get(`/api/interview/${interviewId}/do-insights?report_id=${reportId}`);
  expect(response.status).toBe(200);
  const json = (await response.json()) as { insights: { key_topics: { topic: string; dialog_ids: string[] }[] } };
  return json.insights.key_topics;
}

describe('saturation on the Overview', () => {
  test('the table gives, in the order of completion, the new key themes each dialog brought and the total so far', async () => {
    const { user, client } = await signedInResearcher(server);
    const { interview, dialogIdOf } = seedCorpus(user, COMMUTER_COFFEE, COMMUTER_COFFEE.respondents.slice(0, N));
    const db = getDb();
    // Completed in another order than started: the last five started were completed first, two at the same moment.
    const ids = [...dialogIdOf.values()];
    const base = Date.UTC(2026, 0, 5, 9, 0);
    ids.forEach((id, i) => {
      const minute = i < ids.length - 5 ? 10 + i : Math.max(1, ids.length - 1 - i);
      db.update(schema.dialogs)
        .set({ completedAt: new Date(base + minute * 60_000) })
        .where(eq(schema.dialogs.id, id))
        .run();
    });
    const report = createReport(interview.id, 'Saturation');
    await finish(startTopics(interview, report, BUILTIN_MODEL), 'Topics');
    const url = `/interview/setup/${interview.id}/analysis/overview?report=${report.id}`;

    const themes = await keyThemes(client, interview.id, report.id);
    expect(themes.length).toBeGreaterThan(1);
    const order = () =>
      db
        .select({ id: schema.dialogs.id, shortLink: schema.dialogs.shortLink, completedAt: schema.dialogs.completedAt })
        .from(schema.dialogs)
        .where(eq(schema.dialogs.interviewId, interview.id))
        .all()
        .filter((d) => d.completedAt)
        .sort((a, b) => a.completedAt!.getTime() - b.completedAt!.getTime() || (a.id < b.id ? -1 : 1))
        .map((d) => ({ id: d.id, label: `Dialog # ${d.shortLink}` }));

    const html = await (await client.get(url)).text();
    const rows = tableRows(html);
    expect(rows).toHaveLength(N);
    expect(rows).toEqual(expectedRows(order(), themes));
    expect(rows.at(-1)!.total).toBe(themes.length);
    const last = rows.findLast((r) => r.newThemes > 0)!;
    const sentence =
      last.position === N
        ? `The last dialog (${N} of ${N}) brought a new theme; saturation is not reached.`
        : `The last new theme appeared with dialog ${last.position} of ${N}; ${N - last.position === 1 ? 'the dialog after it brought none' : `the ${N - last.position} dialogs after it brought none`}.`;
    const text = textOf(html);
    expect(text).toContain(`Saturation ${sentence}`);
    expect(text).toContain(
      `${themes.length} themes over ${N} completed dialogs: key themes suggested by the built-in engine, not reviewed.`,
    );
    expect(html).toContain(
      `role="img" aria-label="New themes per dialog and the total so far, over ${N} dialogs in the order they were completed. ${sentence}"`,
    );

    // The researcher leaves out the first dialog by the sample, another one is reopened, and a new one is completed
    // after the analysis ran: none of them is counted, and the two the analysis could not count are said apart.
    const [first, reopened] = order();
    const late = seedDialog(interview.id, { messages: ['What was your morning coffee?', 'A flat white'], completedAt: Date.now() });
    for (const id of [...ids, late.id])
      db.insert(schema.sampleScores)
        .values({ reportId: report.id, dialogId: id, status: 'scored', score: id === first!.id ? 2 : 8 })
        .run();
    db.update(schema.dialogs).set({ completedAt: null }).where(eq(schema.dialogs.id, reopened!.id)).run();
    const after = await (await client.get(url)).text();
    const counted = order().filter((d) => d.id !== first!.id && d.id !== late.id);
    expect(tableRows(after)).toEqual(expectedRows(counted, themes));
    expect(textOf(after)).toContain(
      `over ${N - 2} completed dialogs: key themes suggested by the built-in engine, not reviewed. 1 unfinished dialog is not counted until completed. 1 completed dialog is not in the last analysis; run it again to count it.`,
    );
    expect(after).not.toContain(`${first!.label}<`);
    expect(after).not.toContain(`${late.label}<`);
  }, 60_000);

  test('before any analysis the section says so in one line, with no chart or table', async () => {
    const { user, client } = await signedInResearcher(server);
    const { interview } = await createPublishedInterview({ questions: [{ id: 'q1', title: 'Habits', description: 'How?' }] }, user);
    seedDialog(interview.id, { messages: ['How do you buy coffee?', 'At the kiosk'], completedAt: Date.now() });
    const html = await (await client.get(`/interview/setup/${interview.id}/analysis/overview`)).text();
    expect(textOf(html)).toContain(
      'Saturation No analysis yet: once the AI Analysis has found themes, this shows how many new ones each dialog brought.',
    );
    expect(html).not.toContain('New themes per dialog');
  });
});
