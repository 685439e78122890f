// What server/app.ts passes to every loader and action.
declare module '@remix-run/node' {
  interface AppLoadContext {
    cspNonce: string;
    /**
     * The key the client's limits are counted under, not its full address: an IPv6 address as its /64 prefix, an
     * IPv4-mapped one as the IPv4 address (app/lib/address-key.server.ts). Every limit in the app takes this one.
     */
    clientIp: string;
    /** The request shows it comes from this site (server/same-origin.ts): a GET that writes needs it. */
    sameOrigin: boolean;
  }
}

export {};
