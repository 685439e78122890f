import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

import { afterAll, expect, test } from 'vitest';

import { cosine } from '~/ai/vectors';

import { encodeSentences, stopSentenceEncoder, workerFile } from './sentence-encoder.server';

afterAll(() => stopSentenceEncoder());

test('the worker file is found beside the module when it runs from source', () => {
  expect(workerFile()).toMatch(/app\/ai\/builtin\/sentence-encoder\.worker\.mjs$/);
});

test('the encoder loads when its WebAssembly backend is slower to start than the weights are to read', async () => {
  const slow = fileURLToPath(new URL('../../../tests/fixtures/slow-webassembly.mjs', import.meta.url));
  const worker = new Worker(workerFile(), { execArgv: ['--import', slow] });
  try {
    const replies: { type: string; error?: string; vectors?: Float32Array[] }[] = [];
    await new Promise<void>((resolve) => {
      worker.on('message', (reply: (typeof replies)[number]) => {
        replies.push(reply);
        if (reply.type === 'ready') worker.postMessage({ id: 1, texts: ['hello world'] });
        else resolve();
      });
    });
    expect(replies.map((r) => r.error ?? r.type)).toEqual(['ready', 'vectors']);
    expect(replies[1]!.vectors![0]).toHaveLength(512);
  } finally {
    await worker.terminate();
  }
}, 30_000);

test('the offline encoder places a paraphrase nearer than an unrelated sentence, in unit vectors of 512', async () => {
  const [query, paraphrase, unrelated] = await encodeSentences([
    'The subscription costs too much for me',
    'It is too expensive',
    'My dog likes long walks',
  ]);
  expect(query).toHaveLength(512);
  expect(Math.hypot(...query!)).toBeCloseTo(1, 4);
  expect(cosine(query!, paraphrase!)).toBeGreaterThan(cosine(query!, unrelated!) + 0.2);
});

test('an urgent request and a long one both come back whole and in order', async () => {
  const long = Array.from({ length: 70 }, (_, i) => `sentence number ${i}`);
  const [many, one] = await Promise.all([encodeSentences(long), encodeSentences(['sentence number 5'], { urgent: true })]);
  expect(many).toHaveLength(70);
  expect(cosine(many![5]!, one![0]!)).toBeCloseTo(1, 4);
});

test.runIf(process.platform === 'linux')(
  'the encoder’s thread runs at the lowest priority, the rest of the server at its own',
  async () => {
    const fs = await import('node:fs');
    await encodeSentences(['warm the worker up']);
    const nice = (task: string) => Number(fs.readFileSync(`/proc/self/task/${task}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]);
    const tasks = fs.readdirSync('/proc/self/task');
    expect(nice(String(process.pid))).toBeLessThan(19);
    expect(tasks.filter((task) => nice(task) === 19)).toHaveLength(1);
  },
);
