import '~/lib/load-context';

import { randomBytes } from 'node:crypto';

import { createRequestHandler } from '@remix-run/express';
import type { ServerBuild } from '@remix-run/node';
import type { AppLoadContext } from '@remix-run/node';
import compression from 'compression';
import { sql } from 'drizzle-orm';
import express, { type NextFunction, type Request, type Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import helmet from 'helmet';
import morgan from 'morgan';
import type { ViteDevServer } from 'vite';

import { getDb } from '@db/index';
import { addressKey } from '~/lib/address-key.server';
import type { Env } from '~/lib/env.server';
import { HTTP_STATUS } from '~/lib/http-status';
import { instanceRole } from '~/lib/instance-role.server';
import { connectionsPerAddress } from '~/lib/server-limits.server';
import { isServerStopping } from '~/lib/server-stop.server';

import { declaredBodyLimit } from './body-limits';
import { capConnectionsPerAddress } from './connection-limits';
import { directAction } from './direct-action';
import { keepPrivateAnswersUncached } from './private-pages';
import { maskLinkTokens, receiptPageHeaders } from './receipt-pages';
import { forwardToPrimary } from './replica/forward';
import { isSameOrigin, provesSameOrigin } from './same-origin';

type Options = {
  env: Env;
  /** The production build, or a Vite dev server that loads the app from source. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  vite?: ViteDevServer;
  buildAssetsDir?: string;
  publicDir?: string;
};

/** The Express app: security headers, logging, compression, static files and the Remix handler. */
export function createApp({ env, build, vite, buildAssetsDir, publicDir }: Options) {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', env.trustProxy);

  const role = instanceRole();
  app.get('/healthz', (_req, res) => {
    // A stopping process takes no new work: the proxy's check sees it first.
    if (isServerStopping()) {
      res.status(HTTP_STATUS.serviceUnavailable).json({ status: 'stopping' });
      return;
    }
    try {
      getDb().get(sql`select 1`);
      res.status(HTTP_STATUS.ok).json({ status: 'ok', role: role.kind });
    } catch (error) {
      res.status(HTTP_STATUS.serviceUnavailable).json({ status: 'error', error: (error as Error).message });
    }
  });

  // A read replica hands writes to the primary before anything here touches them: the primary answers in full.
  if (role.kind === 'replica') app.use(forwardToPrimary(role, build));

  app.use((req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64');
    // The one key every limit counts a client under, the flood guard below and the app's own alike: an IPv6 /64 is one
    // visitor (app/lib/address-key.server.ts). The address is the proxy's X-Forwarded-For entry only under TRUST_PROXY.
    res.locals.clientKey = addressKey(req.ip ?? req.socket.remoteAddress ?? 'unknown');
    next();
  });
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`, ...(vite ? ["'unsafe-inline'"] : [])],
          'connect-src': ["'self'", ...(vite ? ['ws:', 'wss:'] : [])],
          'img-src': ["'self'", 'data:', 'blob:'],
          'media-src': ["'self'", 'blob:'],
          'style-src': ["'self'", "'unsafe-inline'"],
          'form-action': ["'self'"],
          'frame-ancestors': ["'none'"],
          // Served over plain HTTP on a developer's machine or behind a TLS proxy: never rewrite to https here.
          'upgrade-insecure-requests': null,
        },
      },
      hsts: env.isProduction ? { maxAge: 31536000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
      // 'no-referrer' would make browsers send `Origin: null` on form posts, which the same-origin check refuses.
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    }),
  );

  app.use(receiptPageHeaders);

  // A receipt or invitation link's token never reaches the log.
  morgan.token('url', (req: Request) => maskLinkTokens(req.originalUrl || req.url));
  if (env.logRequests) app.use(morgan(env.isProduction ? 'combined' : 'dev'));

  // Streams (server-sent events, streamed replies) must not be buffered by compression.
  const compress = compression({
    filter: (req, res) => {
      const type = String(res.getHeader('Content-Type') ?? '');
      if (type.includes('text/event-stream') || res.getHeader('X-No-Compression')) return false;
      return compression.filter(req, res);
    },
  });
  // A chat reply is a few hundred bytes sent without a length, so compression would gzip it anyway: setting up a
  // deflate stream per turn costs more server time than the bytes it saves, and so does wrapping the response to ask.
  app.use((req: Request, res: Response, next: NextFunction) => (req.path === '/api/interview/chat' ? next() : compress(req, res, next)));

  app.use((req: Request, res: Response, next: NextFunction) => {
    if (isSameOrigin(req)) return next();
    res.status(HTTP_STATUS.forbidden).type('text/plain').send('Cross-site request refused');
  });

  app.use(declaredBodyLimit);

  // A coarse flood guard for writes; each form has its own tighter limit in the app.
  app.use(
    rateLimit({
      windowMs: 60_000,
      limit: 600,
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      skip: (req) => req.method === 'GET' || req.method === 'HEAD',
      keyGenerator: (_req, res) => res.locals.clientKey as string,
    }),
  );

  if (vite) {
    app.use(vite.middlewares);
  } else {
    if (buildAssetsDir) app.use('/assets', express.static(buildAssetsDir, { immutable: true, maxAge: '1y' }));
    if (publicDir) app.use(express.static(publicDir, { maxAge: '1h' }));
  }

  app.use(keepPrivateAnswersUncached);

  const getLoadContext = (req: Request, res: Response): AppLoadContext => ({
    cspNonce: res.locals.cspNonce as string,
    clientIp: res.locals.clientKey as string,
    sameOrigin: provesSameOrigin(req),
  });
  // Requests in flight per client address, keyed as the app's limiters key it (/healthz, above, is never refused).
  app.use(capConnectionsPerAddress((req, res) => getLoadContext(req, res).clientIp, connectionsPerAddress));
  // The respondents' chat, sent on every turn, goes straight to its action (a production build: in development the
  // build is reloaded per request).
  if (typeof build !== 'function') app.post('/api/interview/chat', directAction(build, 'routes/api.interview.chat', getLoadContext));
  app.all('*', createRequestHandler({ build, mode: env.nodeEnv, getLoadContext }));
  return app;
}
