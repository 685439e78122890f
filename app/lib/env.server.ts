import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { z } from 'zod';

import { type Plan, PLANS } from './plans';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  SESSION_SECRET: z
    .string()
    .optional()
    .transform((value) =>
      value
        ?.split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine((list) => !list || list.every((secret) => secret.length >= 16), {
      message: 'every secret must be at least 16 characters long',
    }),
  COOKIE_SECURE: booleanFlag.optional(),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '' || value === 'false') return false;
      if (value === 'true') return true;
      const hops = Number(value);
      if (Number.isInteger(hops) && hops >= 0) return hops;
      ctx.addIssue({ code: 'custom', message: 'use false, true or a number of proxy hops' });
      return z.NEVER;
    }),
  SEED_DEMO: booleanFlag.optional(),
  LOG_REQUESTS: booleanFlag.default(true),
  INTERVIEWER_MAX_FOLLOW_UPS: z.coerce.number().int().min(0).max(5).default(2),
  // The plan new accounts get: an installation that sells nothing runs enterprise, without a monthly cap.
  DEFAULT_PLAN: z.enum(PLANS, { message: 'use free, pro or enterprise' }).default('free'),
  // Continuous backup: set the replica URL and the server runs under Litestream (server/litestream.ts).
  LITESTREAM_REPLICA_URL: z.string().trim().optional(),
  LITESTREAM_ENDPOINT: z.url().optional(),
  LITESTREAM_REGION: z.string().trim().min(1).optional(),
  LITESTREAM_SYNC_INTERVAL: z
    .string()
    .regex(/^\d+(ms|s|m)$/, 'use a duration such as 500ms, 1s or 1m')
    .default('1s'),
  // Read replicas (docs/scaling.md): where the database file lives when it is not DATA_DIR/app.db (LiteFS's mount
  // holds no folders, so the uploads stay on DATA_DIR), the primary of a replica, LiteFS's mount, and Fly's app name.
  DATABASE_PATH: z.string().min(1).optional(),
  PRIMARY_URL: z.url({ protocol: /^https?$/ }).optional(),
  LITEFS_DIR: z.string().min(1).optional(),
  FLY_APP_NAME: z.string().min(1).optional(),
  // The port a machine answers on over Fly's private network (litefs-js's name); LiteFS's proxy in front of the app.
  INTERNAL_PORT: z.coerce.number().int().min(1).max(65535).optional(),
});

export type Env = {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  host: string;
  port: number;
  dataDir: string;
  databasePath: string;
  sessionSecrets: string[];
  cookieSecure: boolean;
  trustProxy: boolean | number;
  seedDemo: boolean;
  logRequests: boolean;
  /** Follow-up questions the interviewer may ask about one guide question when answers stay short. */
  maxFollowUps: number;
  /** The plan of a new account (user:create, the demo account) unless one is given. */
  defaultPlan: Plan;
  /** The primary's base URL when this instance is a read replica reached by proxying (docs/scaling.md). */
  primaryUrl: string | null;
  /** LiteFS's mount folder: its `.primary` file, when there, names the primary and makes this instance a replica. */
  litefsDir: string | null;
  /** Set on Fly: writes may then be handed to the primary's machine with a `fly-replay` header. */
  flyAppName: string | null;
  /** The port the primary's machine answers on over Fly's private network; PORT unless set. */
  internalPort: number;
  /** Where Litestream replicates the database to, when backups are on. */
  litestream?: LitestreamEnv;
};

export type LitestreamEnv = {
  /** `s3://bucket/path` (or another Litestream URL), `file:///folder` or a plain folder path. */
  replicaUrl: string;
  /** An S3-compatible service's endpoint (MinIO, Tigris, R2…); AWS itself needs none. */
  endpoint?: string;
  region?: string;
  /** How often changes are shipped to the replica: the most a crash can lose. */
  syncInterval: string;
};

export class ConfigError extends Error {}

/** Reads and validates the configuration; a bad value names its variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const raw = parsed.data;
  const isProduction = raw.NODE_ENV === 'production';
  const dataDir = path.resolve(raw.DATA_DIR);
  if (isProduction && !raw.SESSION_SECRET?.length) {
    throw new ConfigError(
      'Invalid configuration:\n  SESSION_SECRET: required in production (one or more comma-separated secrets of 16+ characters)',
    );
  }
  return {
    nodeEnv: raw.NODE_ENV,
    isProduction,
    host: raw.HOST,
    port: raw.PORT,
    dataDir,
    databasePath: databaseFile(dataDir, raw.DATABASE_PATH),
    sessionSecrets: raw.SESSION_SECRET?.length ? raw.SESSION_SECRET : [developmentSecret(dataDir)],
    cookieSecure: raw.COOKIE_SECURE ?? isProduction,
    trustProxy: raw.TRUST_PROXY,
    seedDemo: raw.SEED_DEMO ?? !isProduction,
    logRequests: raw.LOG_REQUESTS,
    maxFollowUps: raw.INTERVIEWER_MAX_FOLLOW_UPS,
    defaultPlan: raw.DEFAULT_PLAN,
    litestream: raw.LITESTREAM_REPLICA_URL
      ? {
          replicaUrl: raw.LITESTREAM_REPLICA_URL,
          endpoint: raw.LITESTREAM_ENDPOINT,
          region: raw.LITESTREAM_REGION,
          syncInterval: raw.LITESTREAM_SYNC_INTERVAL,
        }
      : undefined,
    primaryUrl: raw.PRIMARY_URL?.replace(/(?<!\/)\/+$/, '') ?? null,
    litefsDir: raw.LITEFS_DIR ? path.resolve(raw.LITEFS_DIR) : null,
    flyAppName: raw.FLY_APP_NAME ?? null,
    internalPort: raw.INTERNAL_PORT ?? raw.PORT,
  };
}

/** DATABASE_PATH when set (LiteFS's mount), else `app.db` in DATA_DIR. */
const databaseFile = (dataDir: string, databasePath: string | undefined) =>
  databasePath ? path.resolve(databasePath) : path.join(dataDir, 'app.db');

/** The database file DATA_DIR (or DATABASE_PATH) names, for tools that need nothing else of the configuration (db:backup). */
export function databasePathOf(source: Record<string, string | undefined>): string {
  const dataDir = envSchema.shape.DATA_DIR.safeParse(source.DATA_DIR);
  if (!dataDir.success) throw new ConfigError('Invalid configuration:\n  DATA_DIR: must not be empty');
  return databaseFile(path.resolve(dataDir.data), source.DATABASE_PATH || undefined);
}

// Outside production a secret is made once and kept beside the database, so sessions survive restarts.
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, '.session-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
