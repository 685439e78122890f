// Preloaded into the server under test (`node --import ./scripts/bench/server-probe.mjs build/server.js`), so the
// production build runs unchanged: answers the bench's `stats` message over IPC with the server's memory, its
// event-loop delay and the CPU it spent since the last `reset`; `memory` with the memory retained after a full
// collection; `snapshot` with a heap snapshot written to a file.
import { AsyncLocalStorage } from 'node:async_hooks';
import dc from 'node:diagnostics_channel';
import fs from 'node:fs';
import http from 'node:http';
import { monitorEventLoopDelay, performance, PerformanceObserver } from 'node:perf_hooks';
import v8 from 'node:v8';

import { unionLength } from './span-union.mjs';

const RESOLUTION_MS = 10;
// The histogram holds the time between the probe's timer ticks, so an idle loop reads the resolution itself (about
// 10 ms): the delay is what lies beyond it.
const delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
delay.enable();
let peakRss = 0;
// Pauses of the collector on the request thread: a long one holds every request behind it.
let gc = { count: 0, totalMs: 0, maxMs: 0, over20: 0 };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gc.count++;
    gc.totalMs += entry.duration;
    gc.maxMs = Math.max(gc.maxMs, entry.duration);
    if (entry.duration > 20) gc.over20++;
  }
}).observe({ entryTypes: ['gc'] });
// CPU per thread on Linux, from each task's stat line (utime and stime, in clock ticks of 10 ms): the request thread
// is the task that carries the process id; the busiest of the others is the sentence encoder's worker when it ran.
// Empty elsewhere.
const threadCpuMs = () => {
  const byThread = new Map();
  try {
    for (const tid of fs.readdirSync('/proc/self/task')) {
      try {
        const stat = fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        byThread.set(Number(tid), (Number(fields[11]) + Number(fields[12])) * 10);
      } catch {
        // The thread ended between the listing and the read.
      }
    }
  } catch {
    // No /proc here.
  }
  return byThread;
};
// A chat turn as the server itself sees it: from the request's arrival to the first reply text it writes, less the
// time its own calls to the provider were out (from the request's start to the answer's last byte). What lies between
// the processes (the driver's and the provider's event loops, the sockets) is left out, which the bench's end-to-end
// figure cannot do on one machine.
const turnOf = new AsyncLocalStorage();
const turnByResponse = new WeakMap();
let turnTimes = [];
dc.subscribe('http.server.request.start', ({ request, response }) => {
  const turn =
    request.method === 'POST' && request.url?.startsWith('/api/interview/chat')
      ? { arrivedAt: performance.now(), calls: [], done: false }
      : undefined;
  if (turn) turnByResponse.set(response, turn);
  turnOf.enterWith(turn);
});
dc.subscribe('http.client.request.start', ({ request }) => {
  const turn = turnOf.getStore();
  if (!turn || turn.done) return;
  const call = { start: performance.now(), end: Infinity };
  turn.calls.push(call);
  request.once('response', (response) => response.once('end', () => (call.end = performance.now())));
  request.once('close', () => (call.end = Math.min(call.end, performance.now())));
});
const write = http.ServerResponse.prototype.write;
http.ServerResponse.prototype.write = function (chunk, ...rest) {
  const turn = turnByResponse.get(this);
  const text = (c) => (typeof c === 'string' ? c : Buffer.from(c.buffer, c.byteOffset, c.byteLength).toString('utf8'));
  if (turn && !turn.done && chunk && text(chunk).includes('event: text')) {
    turn.done = true;
    const at = performance.now();
    turnTimes.push(at - turn.arrivedAt - unionLength(turn.calls.map((c) => [c.start, Math.min(c.end, at)])));
  }
  return write.call(this, chunk, ...rest);
};
const percentileOf = (values, p) => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
let cpuFrom = process.cpuUsage();
let threadsFrom = threadCpuMs();
let eluFrom = performance.eventLoopUtilization();
const sample = () => (peakRss = Math.max(peakRss, process.memoryUsage.rss()));
setInterval(sample, 250).unref();

process.on('message', (message) => {
  if (message === 'reset') {
    delay.reset();
    turnTimes = [];
    gc = { count: 0, totalMs: 0, maxMs: 0, over20: 0 };
    peakRss = 0;
    sample();
    cpuFrom = process.cpuUsage();
    threadsFrom = threadCpuMs();
    eluFrom = performance.eventLoopUtilization();
    process.send?.({ reset: true });
  } else if (message === 'stats') {
    sample();
    const { rss, heapUsed, heapTotal } = process.memoryUsage();
    const beyond = (ns) => Math.max(0, ns / 1e6 - RESOLUTION_MS);
    const cpu = process.cpuUsage(cpuFrom);
    const elu = performance.eventLoopUtilization(eluFrom);
    const threads = [...threadCpuMs()].map(([tid, ms]) => [tid, ms - (threadsFrom.get(tid) ?? 0)]);
    const mainThread = threads.find(([tid]) => tid === process.pid);
    const others = threads
      .filter(([tid]) => tid !== process.pid)
      .map(([, ms]) => ms)
      .sort((a, b) => b - a);
    process.send?.({
      stats: {
        rss,
        peakRss,
        heapUsed,
        heapTotal,
        loopDelay: {
          p50: beyond(delay.percentile(50)),
          p99: beyond(delay.percentile(99)),
          max: beyond(delay.max),
          mean: beyond(delay.mean),
        },
        // CPU of the whole process (worker threads included), and the time the request thread was not idle.
        cpuMs: (cpu.user + cpu.system) / 1000,
        mainThreadCpuMs: mainThread ? mainThread[1] : null,
        busiestOtherThreadCpuMs: mainThread ? (others[0] ?? 0) : null,
        loopActiveMs: elu.active,
        gc,
        ownTurn: {
          count: turnTimes.length,
          p50: percentileOf(turnTimes, 50),
          p99: percentileOf(turnTimes, 99),
          max: Math.max(0, ...turnTimes),
        },
      },
    });
  } else if (message === 'memory') {
    // After a full collection (the server runs with --expose-gc), so the heap read is what is retained.
    globalThis.gc?.();
    const { rss, heapUsed } = process.memoryUsage();
    process.send?.({ memory: { rss, heapUsed } });
  } else if (typeof message === 'object' && message !== null && 'snapshot' in message) {
    // A collection first, so the snapshot holds what is retained rather than what is waiting to be freed.
    globalThis.gc?.();
    const file = v8.writeHeapSnapshot(message.snapshot);
    process.send?.({ snapshotted: file });
  }
});
// The IPC channel must not keep a stopping server alive.
process.channel?.unref();
