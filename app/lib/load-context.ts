// What server/app.ts passes to every loader and action.
declare module '@remix-run/node' {
  interface AppLoadContext {
    cspNonce: string;
    clientIp: string;
    /** The request shows it comes from this site (server/same-origin.ts): a GET that writes needs it. */
    sameOrigin: boolean;
  }
}

export {};
