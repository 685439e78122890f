import { version } from '../../package.json';

// Set by the build (vite.config.ts, scripts/build-server.mjs) from APP_COMMIT or `git rev-parse`; absent from source.
declare const __APP_COMMIT__: string | undefined;

const commit = (typeof __APP_COMMIT__ === 'string' && __APP_COMMIT__.trim()) || process.env.APP_COMMIT?.trim() || '';

/** The app's version as analysis results record it: package.json's, with the commit when the build knew it ("0.1.0+90fbdcd"). */
export const APP_VERSION = commit ? `${version}+${commit.slice(0, 12)}` : version;
