import fs from 'node:fs';
import path from 'node:path';

import { ConfigError, type Env, env } from './env.server';

/**
 * Whether this process may write. A read replica (docs/scaling.md) opens the database read-only and hands every write
 * to the primary: with a `fly-replay` header when it runs on Fly and knows the primary's machine, else by proxying
 * the request to `url`.
 */
export type InstanceRole =
  | { kind: 'primary' }
  | {
      kind: 'replica';
      /** Where proxied requests go. */
      url: string;
      /** The primary's Fly machine, for `fly-replay`; null off Fly. Read again each time: a LiteFS lease can move. */
      instance: () => string | null;
    };

/** LiteFS keeps a `.primary` file in its mount on replicas only, holding the primary's hostname (its Fly machine id). */
export function litefsPrimary(litefsDir: string): string | null {
  try {
    return fs.readFileSync(path.join(litefsDir, '.primary'), 'utf8').trim() || null;
  } catch {
    return null;
  }
}

type RoleConfig = Pick<Env, 'primaryUrl' | 'litefsDir' | 'flyAppName' | 'internalPort'>;

/** The role, decided once at start: under LiteFS by its `.primary` file, otherwise by PRIMARY_URL. */
export function resolveRole(config: RoleConfig): InstanceRole {
  const { litefsDir, flyAppName } = config;
  const named = litefsDir ? litefsPrimary(litefsDir) : null;
  if (litefsDir ? !named : !config.primaryUrl) return { kind: 'primary' };

  let seen = { at: 0, instance: named };
  const instance = () => {
    if (!litefsDir || !flyAppName) return null;
    // The file is read at most once a second, so a busy replica does not stat the FUSE mount on every request.
    if (Date.now() - seen.at > 1000) seen = { at: Date.now(), instance: litefsPrimary(litefsDir) ?? seen.instance };
    return seen.instance;
  };
  // On Fly the primary's machine is reachable on the private network, at LiteFS's proxy (INTERNAL_PORT) so the
  // answer carries its consistency cookie.
  const url = config.primaryUrl ?? (named && flyAppName ? `http://${named}.vm.${flyAppName}.internal:${config.internalPort}` : null);
  if (!url) throw new ConfigError("Invalid configuration:\n  PRIMARY_URL: required on a read replica outside Fly (the primary's address)");
  return { kind: 'replica', url, instance };
}

// On globalThis so server.ts, the app bundle and db/index.ts agree on one role per process.
const store = globalThis as unknown as { __instanceRole?: InstanceRole };

export function instanceRole(): InstanceRole {
  store.__instanceRole ??= resolveRole(env());
  return store.__instanceRole;
}

export const isReadReplica = () => instanceRole().kind === 'replica';

/**
 * Calls `changed` once if LiteFS moves the primary lease to or from this instance. The process cannot switch roles in
 * place (its connection is read-only, its job runner stopped), so the caller restarts it.
 */
export function watchRoleChange(changed: (now: 'primary' | 'replica') => void, intervalMs = 2000): () => void {
  const { litefsDir } = env();
  if (!litefsDir) return () => {};
  const was = instanceRole().kind;
  const timer = setInterval(() => {
    const now = litefsPrimary(litefsDir) ? 'replica' : 'primary';
    if (now === was) return;
    clearInterval(timer);
    changed(now);
  }, intervalMs).unref();
  return () => clearInterval(timer);
}
