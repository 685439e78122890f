// The first part of `npm test`: typecheck, lint, the format check and the production build, as many at once as the
// machine has cores (two on CI). Each is a single-threaded Node process for most of its time, and none reads what
// another writes (the build writes only build/, which the three checks ignore), so two at a time take little more
// than the longest pair instead of the sum. Each step's output is printed whole when it ends, so the steps' lines
// never interleave; the run fails when any step fails. The test suites run after it, one after the other.
import { spawn } from 'node:child_process';
import os from 'node:os';

// Longest first, so the shortest ones fill the gaps at the end.
const steps = ['typecheck', 'lint', 'build', 'format:check'];
const lanes = Math.max(1, Math.min(steps.length, os.availableParallelism()));
const seconds = (ms) => `${Math.round(ms / 1000)} s`;

/** `npm run <script>` with its output kept until it ends; resolves with whether it passed. */
function run(script) {
  const begun = Date.now();
  console.log(`▶ ${script}`);
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const passed = code === 0;
      const text = Buffer.concat(output).toString('utf8').trimEnd();
      console.log(`──── ${script}: ${passed ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds(Date.now() - begun)} ────`);
      if (text) console.log(text);
      resolve({ script, passed });
    });
  });
}

const started = Date.now();
const queue = [...steps];
const results = [];
await Promise.all(
  Array.from({ length: lanes }, async () => {
    for (let script = queue.shift(); script; script = queue.shift()) results.push(await run(script));
  }),
);
const failed = results.filter((r) => !r.passed).map((r) => r.script);
console.log(
  `──── checks and build: ${failed.length ? `FAILED (${failed.join(', ')})` : 'passed'} in ${seconds(Date.now() - started)} ────`,
);
process.exit(failed.length ? 1 : 0);
