import type { VitePluginConfig } from '@remix-run/dev';

// Options of the Remix Vite plugin. Every v3 future flag is on so a later move to React Router 7 is mechanical.
export const remixConfig = {
  ignoredRouteFiles: ['**/*.test.{ts,tsx}', '**/.*'],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
    v3_routeConfig: true,
  },
} satisfies VitePluginConfig;
