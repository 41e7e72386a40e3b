import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registration } from '../../testing/factories';

// The real server process on the embedded database (PGlite under DATA_DIR), killed without warning
// and started again: what was committed before the kill must still be there.

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const START_TIMEOUT_MS = 60_000;

let dataDir: string;
let port: number;
let server: { child: ChildProcess; output: string[] } | null = null;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(free));
    });
  });
}

/** Starts `node --import tsx src/main.ts` (tsx is resolved from the workspace's node_modules) and waits until it is ready. */
async function startServer(): Promise<{ child: ChildProcess; output: string[] }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    // A clean environment: no DATABASE_URL, so the server uses PGlite under DATA_DIR.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'test', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the server exited while starting:\n${output.join('')}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/health/ready`);
      if (response.status === 200) return { child, output };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`the server was not ready within ${START_TIMEOUT_MS / 1000} s:\n${output.join('')}`);
}

async function killHard(running: { child: ChildProcess }): Promise<void> {
  if (running.child.exitCode !== null || running.child.signalCode !== null) return;
  const exited = new Promise((resolve) => running.child.once('exit', resolve));
  running.child.kill('SIGKILL');
  await exited;
}

async function call(method: string, urlPath: string, body?: unknown, token?: string) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`http://127.0.0.1:${port}${urlPath}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as any };
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'procura-restart-'));
  port = await freePort();
});

afterAll(async () => {
  if (server) await killHard(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('restart durability', () => {
  it('keeps the account, its sign-in and its refresh token after the process is killed', async () => {
    server = await startServer();

    const body = registration();
    const email = body.email as string;
    expect((await call('POST', '/api/authentication/register', body)).status).toBe(200);
    const outbox = await call('GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const verifyLink = new URL(outbox.body.data[0].links[0] as string);
    expect(verifyLink.pathname).toBe('/verify-email');
    expect((await call('POST', '/api/authentication/verify-email', { token: verifyLink.searchParams.get('token') })).status).toBe(200);

    const login = await call('POST', '/api/authentication/login', { email, password: body.password });
    expect(login.status).toBe(200);
    const tokens = login.body.data as { access_token: string; refresh_token: string };

    await killHard(server);
    server = await startServer();

    // The password still signs in.
    const again = await call('POST', '/api/authentication/login', { email, password: body.password });
    expect(again.status).toBe(200);
    // The access token from before the kill is still valid: the signing key survived too.
    const profile = await call('GET', '/api/secured/account/my-profile', undefined, tokens.access_token);
    expect(profile.status).toBe(200);
    expect(profile.body.data.account.email).toBe(email);
    // The refresh token from before the kill still refreshes, once.
    const refreshed = await call('POST', '/api/authentication/refresh-token', { refreshToken: tokens.refresh_token });
    expect(refreshed.status).toBe(200);
    expect((await call('GET', '/api/secured/account/my-profile', undefined, refreshed.body.data.access_token)).status).toBe(200);
    expect((await call('POST', '/api/authentication/refresh-token', { refreshToken: tokens.refresh_token })).status).toBe(401);
    // The verification mail is still in the outbox.
    expect((await call('GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`)).body.data).toHaveLength(1);
  }, 150_000);
});
