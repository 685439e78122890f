import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { createIndividualLink } from '~/features/individual-links/individual-links.server';

import { createPublishedInterview, signedInResearcher } from '../support/factories';
import { Client, startTestServer, type TestServer } from '../support/test-server';

// What a signed-in researcher or a respondent sees must stay out of shared caches and off the disk of a shared
// computer; the public site and the built assets keep their caching.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const NO_STORE = 'private, no-store';

describe('Cache-Control: private, no-store', () => {
  test('on every page, data request and resource route a signed-in researcher gets', async () => {
    const { user, client } = await signedInResearcher(server);
    const { interview } = await createPublishedInterview({}, user);
    const urls = [
      '/dashboard',
      '/dashboard.data',
      `/interview/setup/${interview.id}`,
      `/interview/setup/${interview.id}.data`,
      `/interview/setup/${interview.id}/participants`,
      `/interview/setup/${interview.id}/participants.data?_routes=routes%2Finterview.setup.%24id.participants`,
      '/_root.data',
      '/',
      '/faq',
      `/api/interview/${interview.id}/dialogs`,
      `/interview/setup/${interview.id}/analysis/reports`,
    ];
    for (const url of urls) {
      const response = await client.get(url);
      expect({ url, status: response.status < 400, cacheControl: response.headers.get('cache-control') }).toEqual({
        url,
        status: true,
        cacheControl: NO_STORE,
      });
      await response.body?.cancel();
    }
  });

  test('on the respondent pages of a dialog and their data, without a session', async () => {
    const { owner, interview } = await createPublishedInterview();
    const link = createIndividualLink(owner.id, interview.id, 'Someone');
    const respondent = new Client(server.url);
    for (const url of [
      `/interviews/${interview.id}`,
      `/interviews/${interview.id}.data`,
      `/dialogs/${link.shortLink}`,
      `/dialogs/${link.shortLink}.data`,
    ]) {
      const response = await respondent.get(url);
      expect({ url, status: response.status, cacheControl: response.headers.get('cache-control') }).toEqual({
        url,
        status: 200,
        cacheControl: NO_STORE,
      });
      await response.body?.cancel();
    }
  });
});

describe('public pages and assets keep their caching', () => {
  test('the landing page and a built asset for a visitor are not marked no-store, and a signed-in researcher gets the asset as cached', async () => {
    const visitor = new Client(server.url);
    const landing = await visitor.get('/');
    expect(landing.status).toBe(200);
    expect(landing.headers.get('cache-control') ?? '').not.toContain('no-store');
    const asset = /\/assets\/[^"']+\.js/.exec(await landing.text())?.[0];
    expect(asset).toBeTruthy();
    const forVisitor = await visitor.get(asset!);
    expect(forVisitor.status).toBe(200);
    expect(forVisitor.headers.get('cache-control')).toMatch(/max-age=\d+/);
    await forVisitor.body?.cancel();

    const { client } = await signedInResearcher(server);
    const forResearcher = await client.get(asset!);
    expect(forResearcher.headers.get('cache-control')).toBe(forVisitor.headers.get('cache-control'));
    await forResearcher.body?.cancel();
  });
});
