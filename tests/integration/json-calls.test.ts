import { describe, expect, test } from 'vitest';

import { answerAnalysisBody } from '~/features/analysis/coding/schemas';
import { createReport } from '~/features/analysis/reports/reports.server';

import { createPublishedInterview, PASSWORD, signedInResearcher } from '../support/factories';
import { server, useFakeAiServer } from '../support/fake-ai-server';
import { Client } from '../support/test-server';

// What every JSON call of a signed-in researcher says before its own work: who may ask, which method, which body.

useFakeAiServer();

const CALLS = [
  '/api/do-answer-analysis',
  '/api/do-answer',
  '/api/do-coding',
  '/api/do-answer-recommendations',
  '/api/do-rec-coding',
  '/api/executive-summary',
  '/api/generate-business-insights-summary',
  '/api/generate-question-insights-summary',
  '/api/generate-interview-guide',
  '/api/analyze-dialog-sample',
  '/api/vector_search',
  '/api/report/some-report/update-answer',
  '/api/report/some-report/citation-active',
  '/api/report/some-report/dialog-sample-status',
  '/api/report/some-report/update-recommendations',
];

function send(client: Client, path: string, body: unknown, method = 'POST') {
  return client.request(path, {
    method,
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', Origin: client.baseUrl },
  });
}

describe('the JSON calls', () => {
  test('without a session: 401 with its message, whatever the method or the body', async () => {
    const anonymous = new Client(server.url);
    for (const path of CALLS) {
      for (const method of ['POST', 'PUT']) {
        const response = await send(anonymous, path, { nonsense: true }, method);
        expect([path, method, response.status]).toEqual([path, method, 401]);
        expect(await response.json()).toEqual({ error: 'Sign in to use this endpoint' });
      }
    }
  });

  test('another method than POST: 405 { error: "Use POST" }, from the loader (GET) and the action (PUT)', async () => {
    const { client } = await signedInResearcher(server);
    for (const path of CALLS.filter((p) => p !== '/api/analyze-dialog-sample')) {
      for (const method of ['GET', 'PUT']) {
        const response = method === 'GET' ? await client.get(path) : await send(client, path, {}, method);
        expect([path, method, response.status]).toEqual([path, method, 405]);
        expect(await response.json()).toEqual({ error: 'Use POST' });
      }
    }
  });

  test('a body the schema refuses: 400 with its first problem', async () => {
    const { client } = await signedInResearcher(server);
    const response = await send(client, '/api/do-answer-analysis', { interviewId: 42 });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: answerAnalysisBody.safeParse({ interviewId: 42 }).error!.issues[0]!.message });
  });

  test('the guide draft lists every problem with its path', async () => {
    const { client } = await signedInResearcher(server);
    const response = await send(client, '/api/generate-interview-guide', {});
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; issues: { path: string; message: string }[] };
    expect(body.issues.length).toBeGreaterThan(1);
    expect(body.error).toBe(body.issues[0]!.message);
  });

  test('what the URL names is checked before the body: another researcher gets 404 for a body that does not parse', async () => {
    const { interview, owner } = await createPublishedInterview();
    const report = createReport(interview.id);
    const { client: other } = await signedInResearcher(server, 'other');
    for (const call of ['update-answer', 'citation-active']) {
      const refused = await send(other, `/api/report/${report.id}/${call}`, {});
      expect([call, refused.status]).toEqual([call, 404]);
    }
    const ownerClient = new Client(server.url);
    await ownerClient.signIn(owner.email, PASSWORD);
    for (const call of ['update-answer', 'citation-active']) {
      const invalid = await send(ownerClient, `/api/report/${report.id}/${call}`, {});
      expect([call, invalid.status]).toEqual([call, 400]);
    }
  });
});
