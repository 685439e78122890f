// What the benches that start the production server share: a free port, waiting for it to answer, and the published
// chat interview their respondents open.
import { randomUUID } from 'node:crypto';
import net from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function waitForHealth(base: string) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The server did not answer /healthz');
}

/** A published two-question chat about coffee on the built-in engine (the fields of an `interviews` row but its ids). */
export function coffeeChat() {
  return {
    title: 'Coffee habits',
    status: 'published' as const,
    method: 'chat' as const,
    language: 'English',
    interviewerLlm: 'builtin',
    initialMessage: 'Hi! Thanks for joining this short chat about your coffee habits.',
    previewTitle: 'Coffee habits',
    previewSubtitle: 'A ten-minute conversation',
    questions: [
      { id: randomUUID(), title: 'Morning', description: 'How do you usually make your coffee in the morning?' },
      { id: randomUUID(), title: 'Switching', description: 'What would make you switch to a different coffee brand?' },
    ],
  };
}
