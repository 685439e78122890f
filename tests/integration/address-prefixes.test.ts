import { describe, expect, test } from 'vitest';

import { NEW_DIALOGS_PER_HOUR, SHORT_LINK_MISSES_PER_10_MINUTES } from '~/features/dialogs/respondent-limits.server';
import { createIndividualLink } from '~/features/individual-links/individual-links.server';

import { createPublishedInterview } from '../support/factories';
import { server, useFakeAiServer } from '../support/fake-ai-server';
import { Client } from '../support/test-server';

// Behind a proxy (TRUST_PROXY=1) each client's X-Forwarded-For is its address. One household or attacker holds a
// whole IPv6 /64, so every address in it must count as one visitor, and an IPv4-mapped address as its IPv4 address.
useFakeAiServer();

const QUESTIONS = [{ id: 'q1', title: 'Habits', description: 'How do you usually buy coffee?' }];
const ANSWER = 'I usually buy my coffee at a small cafe near the office on my way in every morning';

let prefixCounter = 0;
/** A fresh /64 of the documentation range; `host(i)` is the i-th address in it, written as a proxy might. */
function nextPrefix() {
  prefixCounter += 1;
  const prefix = `2001:db8:${prefixCounter.toString(16)}:7`;
  return {
    host: (i: number) => (i % 2 === 0 ? `${prefix}::${(i + 1).toString(16)}` : `${prefix}:${(i + 1).toString(16)}:0:0:1`),
    // The same /64 in its full written form, with leading zeros.
    full: (i: number) =>
      `2001:0db8:${prefixCounter.toString(16).padStart(4, '0')}:0007:0000:00ff:0000:${(i + 1).toString(16).padStart(4, '0')}`,
  };
}

describe('one IPv6 /64 is one visitor', () => {
  test('new dialogs from many addresses of one /64 are refused past the limit of one address', async () => {
    const { interview } = await createPublishedInterview({ questions: QUESTIONS, kMessages: 1 });
    const prefix = nextPrefix();
    const statuses: number[] = [];
    for (let i = 0; i < NEW_DIALOGS_PER_HOUR; i++) {
      const response = await new Client(server.url, prefix.host(i)).post(`/interviews/${interview.id}`, {
        content: ANSWER,
        clientId: `v6-${i}`,
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual(Array(NEW_DIALOGS_PER_HOUR).fill(302));
    const refused = await new Client(server.url, prefix.full(99)).post(`/interviews/${interview.id}`, {
      content: ANSWER,
      clientId: 'v6-last',
    });
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain('Too many interviews have been started from your network');
    // A visitor of another /64 starts a dialog as usual.
    const neighbour = await new Client(server.url, nextPrefix().host(0)).post(`/interviews/${interview.id}`, {
      content: ANSWER,
      clientId: 'v6-other',
    });
    expect(neighbour.status).toBe(302);
  });

  test('short-link guesses from many addresses of one /64 are refused past the limit of one address', async () => {
    const { owner, interview } = await createPublishedInterview({ questions: QUESTIONS });
    const link = createIndividualLink(owner.id, interview.id, 'Someone');
    const prefix = nextPrefix();
    for (let i = 0; i < SHORT_LINK_MISSES_PER_10_MINUTES; i++) {
      expect((await new Client(server.url, prefix.host(i)).get(`/dialogs/zz${String(i).padStart(4, '0')}`)).status).toBe(404);
    }
    const blocked = await new Client(server.url, prefix.host(SHORT_LINK_MISSES_PER_10_MINUTES)).get(`/dialogs/${link.shortLink}`);
    expect(blocked.status).toBe(429);
    expect(await blocked.text()).toContain('Too many attempts to open a dialog');
    expect((await new Client(server.url, nextPrefix().host(0)).get(`/dialogs/${link.shortLink}`)).status).toBe(200);
  });

  test('wrong passwords from many addresses of one /64 are refused past the limit of one address', async () => {
    // Unknown e-mails are checked as dearly as real ones, so the address's bound across e-mails is all that refuses.
    const prefix = nextPrefix();
    const guesses = Array.from({ length: 21 }, (_, i) =>
      new Client(server.url, prefix.host(i)).signIn(`nobody-${i}@example.com`, 'wrong-password'),
    );
    const statuses = (await Promise.all(guesses)).map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
  });
});

describe('an IPv4-mapped IPv6 address is its IPv4 address', () => {
  test('short-link guesses alternating between 203.0.113.77 and ::ffff:203.0.113.77 share one allowance', async () => {
    const { owner, interview } = await createPublishedInterview({ questions: QUESTIONS });
    const link = createIndividualLink(owner.id, interview.id, 'Someone');
    const forms = ['203.0.113.77', '::ffff:203.0.113.77', '::FFFF:CB00:714D'];
    for (let i = 0; i < SHORT_LINK_MISSES_PER_10_MINUTES; i++) {
      expect((await new Client(server.url, forms[i % forms.length]).get(`/dialogs/zy${String(i).padStart(4, '0')}`)).status).toBe(404);
    }
    expect((await new Client(server.url, '::ffff:203.0.113.77').get(`/dialogs/${link.shortLink}`)).status).toBe(429);
    expect((await new Client(server.url, '203.0.113.77').get(`/dialogs/${link.shortLink}`)).status).toBe(429);
  });
});

describe('the flood guard on writes counts by the same key', () => {
  const remaining = (response: Response) => Number(/remaining=(\d+)/.exec(response.headers.get('ratelimit') ?? '')?.[1]);

  test('a write from ::ffff:203.0.113.88 draws on the allowance of 203.0.113.88', async () => {
    const first = await new Client(server.url, '203.0.113.88').post('/auth', { email: '', password: '' });
    const second = await new Client(server.url, '::ffff:203.0.113.88').post('/auth', { email: '', password: '' });
    expect(remaining(second)).toBe(remaining(first) - 1);
  });
});
