import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import type { ServerBuild } from '@remix-run/node';

import { env } from '~/lib/env.server';

import { createApp } from '../../server/app';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const buildFile = path.join(root, 'build/server/index.js');

export type TestServer = { url: string; close: () => Promise<void> };

/** The real Express app with the production build of the Remix app, on a free loopback port. */
export async function startTestServer(options: { trustProxy?: boolean | number } = {}): Promise<TestServer> {
  if (!fs.existsSync(buildFile)) throw new Error('No production build: run `npm run build` before the integration tests.');
  const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
  const config = { ...env(), ...(options.trustProxy === undefined ? {} : { trustProxy: options.trustProxy }) };
  const app = createApp({ env: config, build, publicDir: path.join(root, 'build/client') });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser-like client: keeps cookies, sends Origin on writes, does not follow redirects. */
export class Client {
  private cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    private readonly ip?: string,
  ) {}

  async get(pathname: string, init: RequestInit = {}) {
    return this.request(pathname, { ...init, method: 'GET' });
  }

  async post(pathname: string, fields: Record<string, string>, init: RequestInit = {}) {
    return this.request(pathname, {
      ...init,
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: this.baseUrl, ...(init.headers as Record<string, string>) },
    });
  }

  /** A same-origin JSON post, as the pages' scripts send it: its status and parsed body (null when not JSON). */
  async postJson(pathname: string, body: unknown) {
    const response = await this.request(pathname, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json', Origin: this.baseUrl },
    });
    return { status: response.status, json: (await response.json().catch(() => null)) as Record<string, unknown> | null };
  }

  async signIn(email: string, password: string, redirectTo?: string) {
    return this.post('/auth', { email, password, ...(redirectTo === undefined ? {} : { redirectTo }) });
  }

  hasSession() {
    return this.cookies.has('__session');
  }

  async request(pathname: string, init: RequestInit) {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('Cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    if (this.ip) headers.set('X-Forwarded-For', this.ip);
    const response = await fetch(new URL(pathname, this.baseUrl), { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...value] = pair!.split('=');
      const expired = attributes.some((a) => /max-age=0/i.test(a.trim()) || /expires=Thu, 01 Jan 1970/i.test(a.trim()));
      if (expired) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value.join('='));
    }
    return response;
  }
}
