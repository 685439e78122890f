// Preloaded into the server under test (`node --import ./scripts/bench/server-probe.mjs build/server.js`), so the
// production build runs unchanged: answers the bench's `stats` message over IPC with the server's memory and its
// event-loop delay since the last `reset`.
import { monitorEventLoopDelay } from 'node:perf_hooks';

const delay = monitorEventLoopDelay({ resolution: 10 });
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
    const ms = (ns) => ns / 1e6;
    process.send?.({
      stats: {
        rss,
        peakRss,
        heapUsed,
        heapTotal,
        loopDelay: { p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max), mean: ms(delay.mean) },
      },
    });
  }
});
// The IPC channel must not keep a stopping server alive.
process.channel?.unref();
