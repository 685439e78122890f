// Preloaded into the server under test (`node --import ./scripts/bench/server-probe.mjs build/server.js`), so the
// production build runs unchanged: answers the bench's `stats` message over IPC with the server's memory, its
// event-loop delay and the CPU it spent since the last `reset`; `memory` with the memory retained after a full
// collection; `snapshot` with a heap snapshot written to a file.
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import fs from 'node:fs';
import v8 from 'node:v8';

const RESOLUTION_MS = 10;
// The histogram holds the time between the probe's timer ticks, so an idle loop reads the resolution itself (about
// 10 ms): the delay is what lies beyond it.
const delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
delay.enable();
let peakRss = 0;
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
let cpuFrom = process.cpuUsage();
let threadsFrom = threadCpuMs();
let eluFrom = performance.eventLoopUtilization();
const sample = () => (peakRss = Math.max(peakRss, process.memoryUsage.rss()));
setInterval(sample, 250).unref();

process.on('message', (message) => {
  if (message === 'reset') {
    delay.reset();
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
