// Preloaded into the server under test (`node --import ./scripts/bench/server-probe.mjs build/server.js`), so the
// production build runs unchanged: answers the bench's `stats` message over IPC with the server's memory and its
// event-loop delay since the last `reset`.
import { monitorEventLoopDelay } from 'node:perf_hooks';

const RESOLUTION_MS = 10;
// The histogram holds the time between the probe's timer ticks, so an idle loop reads the resolution itself (about
// 10 ms): the delay is what lies beyond it.
const delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
delay.enable();
let peakRss = 0;
const sample = () => (peakRss = Math.max(peakRss, process.memoryUsage.rss()));
setInterval(sample, 250).unref();

process.on('message', (message) => {
  if (message === 'reset') {
    delay.reset();
    peakRss = 0;
    sample();
    process.send?.({ reset: true });
  } else if (message === 'stats') {
    sample();
    const { rss, heapUsed, heapTotal } = process.memoryUsage();
    const beyond = (ns) => Math.max(0, ns / 1e6 - RESOLUTION_MS);
    process.send?.({
      stats: {
        rss,
        peakRss,
        heapUsed,
        heapTotal,
        loopDelay: { p50: beyond(delay.percentile(50)), p99: beyond(delay.percentile(99)), max: beyond(delay.max), mean: beyond(delay.mean) },
      },
    });
  }
});
// The IPC channel must not keep a stopping server alive.
process.channel?.unref();
