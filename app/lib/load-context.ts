// What server/app.ts passes to every loader and action.
declare module '@remix-run/node' {
  interface AppLoadContext {
    cspNonce: string;
    clientIp: string;
  }
}

export {};
