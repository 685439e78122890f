// On globalThis: streams opened by routes in the app bundle and the start-up code in server.ts share one signal.
const store = globalThis as unknown as { __serverStop?: AbortController };

function controller(): AbortController {
  return (store.__serverStop ??= new AbortController());
}

/** Aborted when the server begins a graceful stop: long-lived streams end so their clients reconnect elsewhere. */
export function serverStopSignal(): AbortSignal {
  return controller().signal;
}

export function isServerStopping(): boolean {
  return controller().signal.aborted;
}

export function beginServerStop(): void {
  controller().abort(new Error('Server stopping'));
}
