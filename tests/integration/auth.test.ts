import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { createResearcher, PASSWORD } from '../support/factories';
import { Client, startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('sign-in', () => {
  test('a researcher with the right password lands on the dashboard and sees it', async () => {
    const user = await createResearcher();
    const client = new Client(server.url);
    const response = await client.signIn(user.email, PASSWORD);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/dashboard');
    const dashboard = await client.get('/dashboard');
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain('Interviews');
  });

  test('the email is matched without regard to case or spaces', async () => {
    const user = await createResearcher();
    const client = new Client(server.url);
    const response = await client.signIn(`  ${user.email.toUpperCase()} `, PASSWORD);
    expect(response.headers.get('location')).toBe('/dashboard');
  });

  test('a wrong password is refused with a message and no session', async () => {
    const user = await createResearcher();
    const client = new Client(server.url);
    const response = await client.signIn(user.email, 'not-the-password');
    expect(response.status).toBe(401);
    expect(await response.text()).toContain('Invalid email or password');
    expect(client.hasSession()).toBe(false);
    expect((await client.get('/dashboard')).headers.get('location')).toMatch(/^\/auth\?redirectTo=/);
  });

  test('an unknown email is refused the same way', async () => {
    const response = await new Client(server.url).signIn('nobody@example.com', 'whatever-password');
    expect(response.status).toBe(401);
    expect(await response.text()).toContain('Invalid email or password');
  });

  test('sign-in returns to the page first asked for', async () => {
    const user = await createResearcher();
    const client = new Client(server.url);
    const guarded = await client.get('/create');
    expect(guarded.headers.get('location')).toBe('/auth?redirectTo=%2Fcreate');
    const response = await client.signIn(user.email, PASSWORD, '/create');
    expect(response.headers.get('location')).toBe('/create');
  });

  test.each(['https://evil.example/', '//evil.example/path', '/\\evil.example', 'javascript:alert(1)', 'dashboard'])(
    'redirectTo %s is not followed off the site',
    async (target) => {
      const user = await createResearcher();
      const response = await new Client(server.url).signIn(user.email, PASSWORD, target);
      expect(response.headers.get('location')).toBe('/dashboard');
    },
  );

  // Each resolves, in a browser, to a path starting with `//` or `/\\` (another host) if passed on as it is.
  const DISGUISED_HOSTS = [
    '/.//evil.example/phish',
    '/x/..//evil.example',
    '/%2e//evil.example',
    '/.\\/evil.example',
    '/\t/evil.example',
    '/%2f/evil.example',
    '/%5c%5cevil.example',
  ];

  test.each(DISGUISED_HOSTS)('signing in with redirectTo %j lands on this site', async (target) => {
    const user = await createResearcher();
    const response = await new Client(server.url).signIn(user.email, PASSWORD, target);
    expect(response.status).toBe(302);
    const location = response.headers.get('location')!;
    expect(location).toBe('/dashboard');
    expect(new URL(location, server.url).origin).toBe(new URL(server.url).origin);
  });

  test.each(DISGUISED_HOSTS)('a signed-in researcher visiting /auth?redirectTo=%j lands on this site', async (target) => {
    const user = await createResearcher();
    const client = new Client(server.url);
    await client.signIn(user.email, PASSWORD);
    const response = await client.get(`/auth?redirectTo=${encodeURIComponent(target)}`);
    expect(response.status).toBe(302);
    const location = response.headers.get('location')!;
    expect(location).toBe('/dashboard');
    expect(new URL(location, server.url).origin).toBe(new URL(server.url).origin);
  });

  test('sign out ends the server session, even for a copied cookie', async () => {
    const user = await createResearcher();
    const client = new Client(server.url);
    await client.signIn(user.email, PASSWORD);
    expect((await client.get('/dashboard')).status).toBe(200);
    const copied = cloneClient(client);
    const out = await client.post('/sign-out', {});
    expect(out.status).toBe(302);
    expect(client.hasSession()).toBe(false);
    expect((await client.get('/dashboard')).status).toBe(302);
    expect((await copied.get('/dashboard')).status).toBe(302);
  });

  test('too many failed attempts for one email answer 429, even with the right password', async () => {
    const user = await createResearcher();
    const client = new Client(server.url);
    for (let attempt = 0; attempt < 8; attempt++) {
      expect((await client.signIn(user.email, 'wrong-password')).status).toBe(401);
    }
    const blocked = await client.signIn(user.email, PASSWORD);
    expect(blocked.status).toBe(429);
    expect(await blocked.text()).toContain('Too many failed sign-in attempts');
    expect(client.hasSession()).toBe(false);
  });

  test('a cross-site form post is refused', async () => {
    const user = await createResearcher();
    const response = await new Client(server.url).signIn(user.email, PASSWORD).then(() =>
      fetch(`${server.url}/auth`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.example' },
        body: new URLSearchParams({ email: user.email, password: PASSWORD }),
      }),
    );
    expect(response.status).toBe(403);
  });
});

describe('sign-in limits under concurrent guesses', () => {
  // Its own server trusting X-Forwarded-For, so these guesses come from their own addresses and do not use up the
  // loopback address's allowance that the other tests share.
  let proxied: TestServer;
  beforeAll(async () => {
    proxied = await startTestServer({ trustProxy: 1 });
  });
  afterAll(() => proxied.close());

  const statuses = (responses: Response[]) => responses.map((r) => r.status);
  const countOf = (list: number[], status: number) => list.filter((s) => s === status).length;

  test('30 wrong passwords sent at once for one email: at most 8 are checked, the rest answer 429', async () => {
    const user = await createResearcher();
    const guesses = Array.from({ length: 30 }, (_, i) => new Client(proxied.url, '198.51.100.7').signIn(user.email, `wrong-password-${i}`));
    const answers = await Promise.all(guesses);
    const codes = statuses(answers);
    expect(countOf(codes, 401)).toBeGreaterThan(0);
    expect(countOf(codes, 401)).toBeLessThanOrEqual(8);
    expect(countOf(codes, 429)).toBe(30 - countOf(codes, 401));
    const refused = answers.find((r) => r.status === 429)!;
    expect(await refused.text()).toContain('Too many failed sign-in attempts');
  });

  test('wrong passwords from one address do not lock the researcher out: the right password from another address signs in', async () => {
    const user = await createResearcher();
    const attacker = '198.51.100.11';
    for (let i = 0; i < 8; i++)
      expect((await new Client(proxied.url, attacker).signIn(user.email, `wrong-password-${i}`)).status).toBe(401);
    const refused = await new Client(proxied.url, attacker).signIn(user.email, 'wrong-password-8');
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain('Too many failed sign-in attempts. Please try again in 15 minutes.');

    const researcher = new Client(proxied.url, '198.51.100.12');
    const signedIn = await researcher.signIn(user.email, PASSWORD);
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get('location')).toBe('/dashboard');
    expect(researcher.hasSession()).toBe(true);

    // The attacker's address stays refused, even with the right password, and so does the rest of its IPv6 /64.
    expect((await new Client(proxied.url, attacker).signIn(user.email, PASSWORD)).status).toBe(429);
    const v6 = '2001:db8:5e:1::1';
    for (let i = 0; i < 8; i++) await new Client(proxied.url, v6).signIn(user.email, `wrong-v6-${i}`);
    expect((await new Client(proxied.url, '2001:db8:5e:1::2').signIn(user.email, PASSWORD)).status).toBe(429);
  });

  test('guesses at one e-mail from many addresses leave each further address one try, and the owner still signs in', async () => {
    const user = await createResearcher();
    // Two addresses use up their eight tries each at once: sixteen failures, the most one e-mail draws in full.
    const addresses = ['192.0.2.100', '192.0.2.101'];
    const guesses = addresses.flatMap((ip) =>
      Array.from({ length: 8 }, (_, i) => new Client(proxied.url, ip).signIn(user.email, `wrong-${i}`)),
    );
    expect(countOf(statuses(await Promise.all(guesses)), 401)).toBe(16);
    const another = '192.0.2.110';
    expect((await new Client(proxied.url, another).signIn(user.email, 'wrong-again')).status).toBe(401);
    expect((await new Client(proxied.url, another).signIn(user.email, PASSWORD)).status).toBe(429);
    expect((await new Client(proxied.url, '192.0.2.111').signIn(user.email, PASSWORD)).status).toBe(302);
  });

  test('an address that failed for one e-mail still signs in to another account', async () => {
    const [victim, colleague] = [await createResearcher(), await createResearcher()];
    const office = '198.51.100.13';
    for (let i = 0; i < 9; i++) await new Client(proxied.url, office).signIn(victim.email, `wrong-password-${i}`);
    expect((await new Client(proxied.url, office).signIn(colleague.email, PASSWORD)).status).toBe(302);
  });

  test('30 wrong passwords sent at once from one address: at most 20 are checked, the rest answer 429', async () => {
    const users = await Promise.all(Array.from({ length: 30 }, () => createResearcher()));
    const answers = await Promise.all(users.map((user) => new Client(proxied.url, '198.51.100.9').signIn(user.email, 'wrong-password')));
    const codes = statuses(answers);
    expect(countOf(codes, 401)).toBeGreaterThan(0);
    expect(countOf(codes, 401)).toBeLessThanOrEqual(20);
    expect(countOf(codes, 429)).toBe(30 - countOf(codes, 401));
  });

  test('correct sign-ins do not use up the address allowance', async () => {
    const users = await Promise.all(Array.from({ length: 25 }, () => createResearcher()));
    for (const user of users) {
      expect((await new Client(proxied.url, '198.51.100.10').signIn(user.email, PASSWORD)).status).toBe(302);
    }
    expect((await new Client(proxied.url, '198.51.100.10').signIn(users[0]!.email, 'wrong-password')).status).toBe(401);
  });
});

describe('routing', () => {
  test('an unknown path sends a signed-out visitor to sign-in and a researcher to the dashboard', async () => {
    const user = await createResearcher();
    const visitor = new Client(server.url);
    expect((await visitor.get('/no/such/page')).headers.get('location')).toBe('/auth');
    const researcher = new Client(server.url);
    await researcher.signIn(user.email, PASSWORD);
    expect((await researcher.get('/no/such/page')).headers.get('location')).toBe('/dashboard');
  });

  test('/sign-up is closed and opens the beta request instead', async () => {
    const response = await new Client(server.url).get('/sign-up');
    expect(response.headers.get('location')).toBe('/?modal=beta');
  });

  test('/healthz checks the database', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', role: 'primary' });
  });

  test('pages carry a CSP whose nonce is on every script', async () => {
    const response = await new Client(server.url).get('/auth');
    const csp = response.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    const html = await response.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });
});

// A second client holding the same cookie, as a stolen or copied cookie would.
function cloneClient(client: Client) {
  const copy = new Client(client.baseUrl);
  (copy as unknown as { cookies: Map<string, string> }).cookies = new Map((client as unknown as { cookies: Map<string, string> }).cookies);
  return copy;
}
