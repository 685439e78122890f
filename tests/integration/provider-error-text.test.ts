import '../../server/job-handlers';

import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

import { getDb, schema } from '@db/index';
import { createReport } from '~/features/analysis/reports/reports.server';

import { postChat as chat } from '../support/chat';
import { seedDialog } from '../support/dialog-seeds';
import { createPublishedInterview, PASSWORD, signedInResearcher } from '../support/factories';
import { fake, server } from '../support/fake-ai-server';
import { useServerAndJobRunner } from '../support/job-runner';
import { Client } from '../support/test-server';

// A provider's error body may hold a key and internal addresses (a gateway's 401 echoing the key it was given).
// Researchers see one fixed message per status wherever a failure is shown; only the server log has the body, with
// anything that looks like a secret masked.

useServerAndJobRunner({ AI_MODELS: JSON.stringify({ groq: 'fake-llama' }) }, { concurrency: 1 });

const SECRET = 'sk-proj-Zx81qLmN02vBc93TtYuQ';
const INTERNAL = 'http://10.20.0.7:8443/internal/keys';
const BODY = {
  error: {
    message: `Incorrect API key provided: ${SECRET}. Manage keys at ${INTERNAL}`,
    type: 'invalid_request_error',
    code: 'invalid_api_key',
  },
};

const STATUSES: [number, string][] = [
  [401, 'The AI provider refused the key (401)'],
  [429, 'The AI provider is rate-limiting requests or out of quota (429)'],
  [500, 'The AI provider had an internal error (500)'],
];

let logged: string[] = [];
beforeEach(() => {
  logged = [];
  for (const level of ['error', 'warn', 'log'] as const)
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      logged.push(
        args
          .map((a) => (a instanceof Error ? `${a.message} ${JSON.stringify(a)}` : typeof a === 'string' ? a : JSON.stringify(a)))
          .join(' '),
      );
    });
});
afterEach(() => vi.restoreAllMocks());

const failAll = (status: number) => fake.failNext(...Array.from({ length: 10 }, () => ({ kind: 'status' as const, status, body: BODY })));

function expectNoBody(text: string) {
  expect(text).not.toContain('Zx81qLmN02vBc93TtYuQ');
  expect(text).not.toContain('10.20.0.7');
  expect(text).not.toContain('Incorrect API key');
}

/** The server log has the body, its key masked. */
function expectLoggedMasked() {
  const log = logged.join('\n');
  expect(log).toContain('Incorrect API key provided');
  expect(log).toContain(INTERNAL);
  expect(log).not.toContain('Zx81qLmN02vBc93TtYuQ');
}

describe.each(STATUSES)('the provider answers %i with a key and an internal address in its body', (status, fixed) => {
  test('the chat’s debug field and the dialog’s debug panel show only the fixed message', async () => {
    const { owner, interview } = await createPublishedInterview({
      questions: [{ id: 'q1', title: 'Habits', description: 'How do you usually buy coffee?' }],
      kMessages: 1,
      interviewerLlm: 'gpt-4o',
    });
    const ownerClient = new Client(server.url, '192.0.2.10');
    await ownerClient.signIn(owner.email, PASSWORD);
    failAll(status);
    const failed = await chat(ownerClient, { interviewId: interview.id, userMessage: 'I buy it at the station.', clientId: `e-${status}` });
    expect(failed.status).toBe(502);
    expect(failed.json.debug).toBe(fixed);
    expectNoBody(JSON.stringify(failed.json));

    const dialog = getDb()
      .select()
      .from(schema.dialogs)
      .where(eq(schema.dialogs.id, failed.json.dialogId as string))
      .get()!;
    const page = (await (await ownerClient.get(`/dialogs/${dialog.shortLink}`)).text()).replaceAll('<!-- -->', '');
    expect(page).toContain(fixed);
    expectNoBody(page);
    const stored = getDb().select().from(schema.aiCalls).where(eq(schema.aiCalls.interviewId, interview.id)).all();
    expect(stored.map((c) => c.error)).toContain(`${status}: ${fixed}`);
    expectNoBody(JSON.stringify(stored));
    expectLoggedMasked();
  });

  test('the sample’s stored reason and the report JSON show only the fixed message', async () => {
    const { user, client } = await signedInResearcher(server);
    const { interview } = await createPublishedInterview(
      { goal: 'Coffee habits', questions: [{ id: 'q1', title: 'Habits', description: 'How do you usually buy coffee?' }] },
      user,
    );
    seedDialog(interview.id, {
      messages: [
        'How do you usually buy coffee?',
        'Every morning I buy a flat white at the kiosk by the station, because it is on my way to work.',
      ],
    });
    const report = createReport(interview.id, 'Wave 1');
    failAll(status);
    const response = await client.request('/api/analyze-dialog-sample?wait=1', {
      method: 'POST',
      body: JSON.stringify({ interview_id: interview.id, report_id: report.id, threshold: 6, model: 'groq' }),
      headers: { 'Content-Type': 'application/json', Origin: client.baseUrl },
    });
    const text = await response.text();
    expect(text).toContain(`Analysis failed: ${fixed}`);
    expectNoBody(text);
    const row = getDb().select().from(schema.reports).where(eq(schema.reports.id, report.id)).get()!;
    expectNoBody(JSON.stringify(row));
    const later = await (await client.get(`/api/analyze-dialog-sample?interview_id=${interview.id}&report_id=${report.id}`)).text();
    expect(later).toContain(`Analysis failed: ${fixed}`);
    expectNoBody(later);
    const reportJson = await (await client.get(`/api/interview/${interview.id}/report?report_id=${report.id}`)).text();
    expect(reportJson).toContain(`Analysis failed: ${fixed}`);
    expectNoBody(reportJson);
    const samples = getDb().select().from(schema.sampleScores).all();
    expectNoBody(JSON.stringify(samples));
    expectLoggedMasked();
  });

  test('the Create-with-AI guide draft shows only the fixed message', async () => {
    const { client } = await signedInResearcher(server);
    failAll(status);
    const posted = await client.post('/create', {
      goal: 'Understand why young parents choose frozen meals',
      description: 'Parents of children under 10 who buy frozen meals weekly',
      questions: 'How do you plan weekday dinners?',
      language: 'English',
      model: 'gpt-4o',
    });
    const location = posted.headers.get('location')!;
    let html = '';
    for (let i = 0; i < 100; i++) {
      html = await (await client.get(location)).text();
      if (!html.includes('Drafting your interview guide')) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(html).toContain(`Server responded with ${status}: ${fixed}`);
    expectNoBody(html);
    expectLoggedMasked();
  });
});
