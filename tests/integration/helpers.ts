/** Test helpers: a fresh sandbox on a random port with an in-memory database. */
import { afterAll, beforeAll } from 'vitest';
import { startSandbox, type Sandbox } from '../../sandbox/server';

/** Starts a sandbox before the file's tests and stops it after; read `.current` inside tests. */
export function withSandbox() {
  const holder: { current: Sandbox } = {} as { current: Sandbox };
  beforeAll(async () => {
    holder.current = await startSandbox({ port: 0, dbFile: ':memory:', telemetryIntervalMs: 200 });
  });
  afterAll(async () => {
    await holder.current?.close();
  });
  return holder;
}

/** JSON request to the sandbox; returns status and parsed body. */
export async function api(base: string, method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(base + path, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

export async function login(base: string, email: string, password = 'demo1234'): Promise<string> {
  const { status, body } = await api(base, 'POST', '/v1/login', { email, password });
  if (status !== 200) throw new Error(`login failed for ${email}: ${status}`);
  return body.data.token;
}
