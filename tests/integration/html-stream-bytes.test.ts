import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { seedDialog } from '../support/dialog-seeds';
import { createPublishedInterview, signedInResearcher } from '../support/factories';
import { startTestServer, type TestServer } from '../support/test-server';

// React 18 pads its 2,048-byte write buffer with zero bytes when a multi-byte character does not fit at its end; a
// page of short texts in a script of three-byte characters crosses that edge inside a character almost every time.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const SENTENCES = [
  '我每天早上在车站旁边的小咖啡馆买一杯拿铁。',
  '咖啡师记得我的订单，八点前排队总是很短。',
  '如果会员卡在每家分店都能用就更好了。',
];

describe('server-rendered pages', () => {
  test('a transcript of short Chinese answers arrives as the stored text, without a zero byte', async () => {
    const { user, client } = await signedInResearcher(server);
    const { interview } = await createPublishedInterview({ language: 'Chinese' }, user);
    const messages = Array.from({ length: 120 }, (_, i) => `${'好'.repeat(i % 11)}${SENTENCES[i % SENTENCES.length]}`);
    const dialog = seedDialog(interview.id, { messages, completedAt: Date.now() });

    const response = await client.get(`/interview/setup/${interview.id}/participants/${dialog.id}`);
    expect(response.status).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.indexOf(0)).toBe(-1);
    const html = bytes.toString('utf8');
    expect(html).not.toContain('\uFFFD');
    for (const message of messages.slice(0, 10)) expect(html).toContain(message);
  });
});
