import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { createPublishedInterview, createResearcher, PASSWORD } from '../support/factories';
import { Client, startTestServer, type TestServer } from '../support/test-server';

// Small limits, so a handful of streams shows what thousands would do.
const LIMITS = { STREAMS_PER_SESSION: '3', STREAMS_PER_USER: '4', CONNECTIONS_PER_ADDRESS: '4' };
const saved = Object.fromEntries(Object.keys(LIMITS).map((name) => [name, process.env[name]]));

let server: TestServer;
beforeAll(async () => {
  Object.assign(process.env, LIMITS);
  // Behind a proxy, so each client's X-Forwarded-For is its address.
  server = await startTestServer({ trustProxy: 1 });
});
afterAll(async () => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await server.close();
});

type OpenStream = { isOpen: () => boolean; ended: Promise<void>; close: () => Promise<void> };

/** Opens an event stream and waits for the server's first line; `ended` resolves when the server closes it. */
async function openStream(client: Client, pathname: string): Promise<OpenStream> {
  const response = await client.get(pathname, { headers: { Accept: 'text/event-stream' } });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const first = await reader.read();
  expect(new TextDecoder().decode(first.value)).toContain(': connected');
  let open = true;
  const ended = (async () => {
    try {
      while (!(await reader.read()).done) {
        // Keep-alive lines and events: the stream is still open.
      }
    } catch {
      // Cut off: ended as well.
    }
    open = false;
  })();
  return { isOpen: () => open, ended, close: () => reader.cancel() };
}

async function researcherFrom(ip: string) {
  const user = await createResearcher('streams');
  const client = new Client(server.url, ip);
  await client.signIn(user.email, PASSWORD);
  const { interview } = await createPublishedInterview({}, user);
  return { user, client, interview };
}

describe('event streams of one researcher', () => {
  test('a new stream beyond the cap per session closes the oldest; a flood of them leaves the server answering', async () => {
    const { user, client, interview } = await researcherFrom('10.5.0.1');
    const events = `/api/interview/${interview.id}/events`;
    const first = await openStream(client, events);
    const second = await openStream(client, events);
    const third = await openStream(client, events);
    const fourth = await openStream(client, events);
    await first.ended;
    expect([second, third, fourth].map((s) => s.isOpen())).toEqual([true, true, true]);

    // Many at once, as a script would: at most three stay open for the session.
    const flood = await Promise.all(Array.from({ length: 8 }, () => openStream(client, events)));
    await Promise.all([second.ended, third.ended, fourth.ended]);
    await expect.poll(() => flood.filter((s) => s.isOpen()).length).toBe(3);

    // The same researcher signed in elsewhere: four streams at most for the user, the oldest closing.
    const elsewhere = new Client(server.url, '10.5.0.2');
    await elsewhere.signIn(user.email, PASSWORD);
    const openBefore = flood.filter((s) => s.isOpen());
    const other = [await openStream(elsewhere, events), await openStream(elsewhere, events)];
    await expect.poll(() => [...openBefore, ...other].filter((s) => s.isOpen()).length).toBe(4);
    expect(other.every((s) => s.isOpen())).toBe(true);

    // The server still answers everyone else.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const respondentPage = await new Client(server.url, '10.5.0.3').get(`/interviews/${interview.id}`);
    expect(respondentPage.status).toBe(200);
    await Promise.all([...flood, ...other].map((s) => s.close()));
  });
});

describe('connections per address', () => {
  test('one address holding its cap of requests open is refused more, while others and /healthz are answered', async () => {
    const address = '10.6.0.1';
    const alice = await researcherFrom(address);
    const bob = await researcherFrom(address);
    const streams = [
      await openStream(alice.client, `/api/interview/${alice.interview.id}/events`),
      await openStream(alice.client, `/api/interview/${alice.interview.id}/events`),
      await openStream(bob.client, `/api/interview/${bob.interview.id}/events`),
      await openStream(bob.client, `/api/interview/${bob.interview.id}/events`),
    ];
    const refused = await new Client(server.url, address).get(`/interviews/${alice.interview.id}`);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toBe('Too many open connections from your address. Close some tabs and try again.');

    expect((await new Client(server.url, '10.6.0.2').get(`/interviews/${alice.interview.id}`)).status).toBe(200);
    expect((await fetch(`${server.url}/healthz`, { headers: { 'X-Forwarded-For': address } })).status).toBe(200);

    // A stream that ends gives its place back.
    await streams[0]!.close();
    await expect.poll(async () => (await new Client(server.url, address).get(`/interviews/${alice.interview.id}`)).status).toBe(200);
    await Promise.all(streams.slice(1).map((s) => s.close()));
  });
});
