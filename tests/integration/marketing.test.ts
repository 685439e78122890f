import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { getDb, schema } from '@db/index';

import { Client, startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  // The limit is per client IP. Trusting X-Forwarded-For on this loopback-only server lets every test be its own
  // visitor, so one test's submissions never count against another's.
  server = await startTestServer({ trustProxy: 1 });
});
afterAll(() => server.close());

let lastOctet = 0;
/** A visitor with an IP address of its own. */
function visitor() {
  lastOctet += 1;
  return new Client(server.url, `203.0.113.${lastOctet}`);
}

const unique = () => randomUUID().slice(0, 8);

function betaRows(email: string) {
  return getDb().select().from(schema.betaRequests).where(eq(schema.betaRequests.email, email)).all();
}

function callRows(companyName: string) {
  return getDb().select().from(schema.callRequests).where(eq(schema.callRequests.companyName, companyName)).all();
}

function betaFields(overrides: Record<string, string> = {}) {
  return {
    intent: 'beta',
    email: `lead-${unique()}@example.com`,
    companyName: `Acme Foods ${unique()}`,
    useCase: 'Concept tests for our new snack range with 50 UK shoppers.',
    website: '',
    ...overrides,
  };
}

/** A plain form post that was accepted: redirected to the page saying so (post-redirect-get), which is shown. */
async function expectSent(client: Client, response: Response, location: string) {
  expect(response.status).toBe(302);
  expect(response.headers.get('location')).toBe(location);
  const page = await client.get(location);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Request submitted successfully!');
}

describe('beta requests', () => {
  test('a beta request lands a row and the page says it was submitted', async () => {
    const client = visitor();
    const fields = betaFields({ email: `  Lead-${unique()}@Example.com  ` });
    const response = await client.post('/?index', fields);
    await expectSent(client, response, '/?sent=beta');
    const rows = betaRows(fields.email.trim());
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ companyName: fields.companyName, useCase: fields.useCase });
    expect(rows[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('without JavaScript the post is redirected, so reloading the answer does not send it again', async () => {
    const client = visitor();
    const fields = betaFields({ via: 'subscribe' });
    const response = await client.post('/?index', fields);
    await expectSent(client, response, '/?sent=beta&via=subscribe');
    const reloaded = await (await client.get('/?sent=beta&via=subscribe')).text();
    expect(reloaded).toContain('Subscribe to Beta');
    expect(reloaded).toContain('Request submitted successfully!');
    expect(betaRows(fields.email)).toHaveLength(1);
  });

  test('with JavaScript (js=1) the answer comes back as data, without a redirect', async () => {
    const fields = betaFields({ js: '1' });
    const response = await visitor().post('/?index', fields);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Request submitted successfully!');
    expect(betaRows(fields.email)).toHaveLength(1);
  });

  test('missing fields answer 400 with the field message and store nothing', async () => {
    const fields = betaFields({ companyName: '   ', useCase: '' });
    const response = await visitor().post('/?index', fields);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('Company Name is required');
    expect(html).toContain('Please tell us how you want to use the product');
    expect(html).not.toContain('Request submitted successfully!');
    expect(betaRows(fields.email)).toHaveLength(0);
  });

  test('an invalid email is refused under its field', async () => {
    const fields = betaFields({ email: 'not-an-email' });
    const response = await visitor().post('/?index', fields);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Please enter a valid email address');
    expect(betaRows('not-an-email')).toHaveLength(0);
  });

  test('a filled honeypot is answered like a success but stores nothing', async () => {
    const client = visitor();
    const fields = betaFields({ website: 'https://spam.example' });
    await expectSent(client, await client.post('/?index', fields), '/?sent=beta');
    expect(betaRows(fields.email)).toHaveLength(0);
  });

  test('user text is escaped, never rendered as HTML', async () => {
    const fields = betaFields({ companyName: '<script>alert(1)</script>', email: 'broken' });
    const html = await (await visitor().post('/?index', fields)).text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('call requests', () => {
  test('a call request lands a row', async () => {
    const companyName = `Northwind ${unique()}`;
    const client = visitor();
    const response = await client.post('/?index', { intent: 'call', companyName, phoneNumber: '+44 (20) 7946-0958', website: '' });
    await expectSent(client, response, '/?sent=call');
    const rows = callRows(companyName);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.phoneNumber).toBe('+44 (20) 7946-0958');
  });

  test('a missing phone number answers 400 with the field message and stores nothing', async () => {
    const companyName = `Northwind ${unique()}`;
    const response = await visitor().post('/?index', { intent: 'call', companyName, phoneNumber: '' });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Phone Number is required');
    expect(callRows(companyName)).toHaveLength(0);
  });

  test('a phone number with letters is refused', async () => {
    const companyName = `Northwind ${unique()}`;
    const response = await visitor().post('/?index', { intent: 'call', companyName, phoneNumber: 'call me maybe' });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Please enter a phone number of 7 to 40 digits');
    expect(callRows(companyName)).toHaveLength(0);
  });

  test('a filled honeypot stores nothing', async () => {
    const companyName = `Northwind ${unique()}`;
    const client = visitor();
    await expectSent(
      client,
      await client.post('/?index', { intent: 'call', companyName, phoneNumber: '555 010 0199', website: 'x' }),
      '/?sent=call',
    );
    expect(callRows(companyName)).toHaveLength(0);
  });
});

describe('abuse protection', () => {
  test('the 11th submission from one IP within the hour answers 429, across both forms', async () => {
    const client = visitor();
    for (let i = 0; i < 10; i++) {
      const response =
        i % 2 === 0
          ? await client.post('/?index', betaFields())
          : await client.post('/?index', { intent: 'call', companyName: `Bulk ${unique()}`, phoneNumber: '555 010 0100' });
      expect(response.status, `submission ${i + 1}`).toBe(302);
    }
    const fields = betaFields();
    const response = await client.post('/?index', fields);
    expect(response.status).toBe(429);
    expect(await response.text()).toMatch(/Too many requests\. Please try again in \d+ minutes\./);
    expect(betaRows(fields.email)).toHaveLength(0);

    // Another visitor is not affected.
    expect((await visitor().post('/?index', betaFields())).status).toBe(302);
  });

  test('a cross-site POST is refused and stores nothing', async () => {
    const fields = betaFields();
    const response = await visitor().post('/?index', fields, { headers: { Origin: 'http://evil.example' } });
    expect(response.status).toBe(403);
    expect(betaRows(fields.email)).toHaveLength(0);
  });
});

describe('pages', () => {
  test('the landing page renders its hero and the modal named in the URL', async () => {
    const html = await (await visitor().get('/?modal=beta&via=subscribe')).text();
    expect(html).toContain('Unlock Consumer Insights at Scale');
    expect(html).toContain('Subscribe to Beta');
    expect(html).toContain('How do you want to use the product?');
  });

  test.each([
    ['/faq', 'FAQ — Qualia', '5000 participants a month'],
    ['/terms', 'Terms &amp; Conditions — Qualia', 'Deletion is permanent'],
    ['/contact', 'Contact Us — Qualia', 'hello@qualia.example'],
  ])('%s is readable without signing in', async (path, title, text) => {
    const response = await visitor().get(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain(text);
  });
});
