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
// The request thread's own CPU, apart from worker threads (the sentence encoder): on Linux the main thread's task
// carries the process id, and its stat line has utime and stime in clock ticks (100 a second). Null elsewhere.
const mainThreadCpuMs = () => {
  try {
    const stat = fs.readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
};
let cpuFrom = process.cpuUsage();
let mainCpuFrom = mainThreadCpuMs();
let eluFrom = performance.eventLoopUtilization();
const sample = () => (peakRss = Math.max(peakRss, process.memoryUsage.rss()));
setInterval(sample, 250).unref();

process.on('message', (message) => {
  if (message === 'reset') {
    delay.reset();
    peakRss = 0;
    sample();
    cpuFrom = process.cpuUsage();
    mainCpuFrom = mainThreadCpuMs();
    eluFrom = performance.eventLoopUtilization();
    process.send?.({ reset: true });
  } else if (message === 'stats') {
    sample();
    const { rss, heapUsed, heapTotal } = process.memoryUsage();
    const beyond = (ns) => Math.max(0, ns / 1e6 - RESOLUTION_MS);
    const cpu = process.cpuUsage(cpuFrom);
    const elu = performance.eventLoopUtilization(eluFrom);
    const mainCpu = mainThreadCpuMs();
    process.send?.({
      stats: {
        rss,
        peakRss,
        heapUsed,
        heapTotal,
        loopDelay: { p50: beyond(delay.percentile(50)), p99: beyond(delay.percentile(99)), max: beyond(delay.max), mean: beyond(delay.mean) },
        // CPU of the whole process (worker threads included), and the time the request thread was not idle.
        cpuMs: (cpu.user + cpu.system) / 1000,
        mainThreadCpuMs: mainCpu === null || mainCpuFrom === null ? null : mainCpu - mainCpuFrom,
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
