import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { expect, test } from 'vitest';

import { parseEnv } from '~/lib/env.server';

import { describeReplica, litestreamBinary, litestreamConfig, writeLitestreamConfig } from './litestream';

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

test.runIf(process.platform === 'linux' && process.arch === 'x64')("the linux-x64 binary is the package's", () => {
  expect(litestreamBinary()).toMatch(/@flydotio\/litestream-linux-x64\/litestream$/);
});

test('the configuration file, which holds the replica URL as given, is readable by its owner only, also when it was there before', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'litestream-config-'));
  const config = litestreamConfig('/data/app.db', { replicaUrl: 's3://KEYID:SECRET@bucket/qualia', syncInterval: '1s' });
  const fresh = path.join(dir, 'fresh.yml');
  writeLitestreamConfig(fresh, config);
  expect(fs.statSync(fresh).mode & 0o777).toBe(0o600);
  expect(JSON.parse(fs.readFileSync(fresh, 'utf8'))).toEqual(config);

  const older = path.join(dir, 'older.yml');
  fs.writeFileSync(older, 'a much longer configuration written by an earlier version, readable by anyone', { mode: 0o644 });
  fs.chmodSync(older, 0o644);
  writeLitestreamConfig(older, config);
  expect(fs.statSync(older).mode & 0o777).toBe(0o600);
  expect(JSON.parse(fs.readFileSync(older, 'utf8'))).toEqual(config);
});

test('the start-up log names the replica without its user name or password', () => {
  expect(describeReplica({ replicaUrl: 's3://KEYID:SECRET@bucket.example/qualia', syncInterval: '1s' })).toBe(
    's3://***:***@bucket.example/qualia',
  );
  expect(describeReplica({ replicaUrl: 'https://admin@minio.local:9000/backups', syncInterval: '1s' })).toBe(
    'https://***@minio.local:9000/backups',
  );
  expect(describeReplica({ replicaUrl: 's3://bucket/qualia', syncInterval: '1s' })).toBe('s3://bucket/qualia');
  expect(describeReplica({ replicaUrl: 'file:///backups/qualia', syncInterval: '1s' })).toBe('file:///backups/qualia');
  expect(describeReplica({ replicaUrl: 'backups/qualia', syncInterval: '1s' })).toBe(path.resolve('backups/qualia'));
});
