import path from 'node:path';
import { expect, test } from 'vitest';
import { parseEnv } from '~/lib/env.server';
import { litestreamBinary, litestreamConfig } from './litestream';

test('a plain folder is a path, a URL stays a URL with its S3-compatible endpoint and region', () => {
  const folder = litestreamConfig('/data/app.db', { replicaUrl: 'backups/qualia', syncInterval: '1s' });
  expect(folder.dbs[0]).toEqual({
    path: '/data/app.db',
    'monitor-interval': '1000ms',
    replicas: [{ path: path.resolve('backups/qualia'), 'sync-interval': '1s' }],
  });
  const s3 = litestreamConfig('/data/app.db', {
    replicaUrl: 's3://bucket/qualia',
    endpoint: 'https://fly.storage.tigris.dev',
    region: 'auto',
    syncInterval: '500ms',
  });
  expect(s3.dbs[0]!['monitor-interval']).toBe('500ms');
  expect(litestreamConfig('/data/app.db', { replicaUrl: 's3://b/p', syncInterval: '1m' }).dbs[0]!['monitor-interval']).toBe('1000ms');
  expect(s3.dbs[0]!.replicas).toEqual([
    { url: 's3://bucket/qualia', endpoint: 'https://fly.storage.tigris.dev', region: 'auto', 'sync-interval': '500ms' },
  ]);
});

test('backups are off unless the replica URL is set, and a bad interval names its variable', () => {
  expect(parseEnv({}).litestream).toBeUndefined();
  expect(parseEnv({ LITESTREAM_REPLICA_URL: '' }).litestream).toBeUndefined();
  expect(parseEnv({ LITESTREAM_REPLICA_URL: 's3://b/p' }).litestream).toEqual({ replicaUrl: 's3://b/p', syncInterval: '1s' });
  expect(() => parseEnv({ LITESTREAM_REPLICA_URL: 's3://b/p', LITESTREAM_SYNC_INTERVAL: 'often' })).toThrow(/LITESTREAM_SYNC_INTERVAL/);
});

test.runIf(process.platform === 'linux' && process.arch === 'x64')('the linux-x64 binary is the package\'s', () => {
  expect(litestreamBinary()).toMatch(/@flydotio\/litestream-linux-x64\/litestream$/);
});
