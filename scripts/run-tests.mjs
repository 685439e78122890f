// `npm test`: the checks and the build side by side, then vitest and Playwright side by side once the build is there.
// Most of the test time is spent waiting on servers, child processes and timers, not on the CPU, so two suites at
// once on a 2-core machine finish far sooner than one after the other. Each step's output is printed whole when the
// step ends, so the steps' lines never interleave; the run fails when any step fails.
import { spawn } from 'node:child_process';

const checks = ['typecheck', 'lint', 'format:check'];
const suites = ['test:unit', 'test:e2e'];
const started = Date.now();
const seconds = (ms) => `${Math.round(ms / 1000)} s`;

/** `npm run <script>` with its output kept until it ends; resolves with whether it passed. */
function run(script) {
  const begun = Date.now();
  console.log(`▶ ${script}`);
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const passed = code === 0;
      const text = Buffer.concat(output).toString('utf8').trimEnd();
      console.log(`\n──── ${script}: ${passed ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds(Date.now() - begun)} ────`);
      if (text) console.log(text);
      resolve({ script, passed, ms: Date.now() - begun });
    });
  });
}

const checked = Promise.all(checks.map(run));
const built = await run('build');
// Without a build the suites cannot start; the checks still report.
const tested = built.passed ? await Promise.all(suites.map(run)) : [];
const results = [...(await checked), built, ...tested];

console.log(`\n──── npm test: ${seconds(Date.now() - started)} ────`);
for (const { script, passed, ms } of results) console.log(`${passed ? 'passed' : 'FAILED'}  ${script} (${seconds(ms)})`);
if (!built.passed) console.log(`not run  ${suites.join(', ')} (the build failed)`);
process.exit(results.every((r) => r.passed) && built.passed ? 0 : 1);
