import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { codeFrom, waitForMail } from './outbox';
import { expect } from './test';

// What the journeys that run a session through the API share: a caller's API with its token, a sign-in by
// one-time code, a vendor's attendance, and the offline ledger check as a reader would run it.

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type Api = <T>(method: 'GET' | 'POST', url: string, body?: unknown) => Promise<T>;

/** Calls the API with a bearer token and answers `data` (a non-2xx answer fails the step, naming it). */
export function apiAs(request: APIRequestContext, token: string): Api {
  return async <T>(method: 'GET' | 'POST', url: string, body?: unknown) => {
    const answer = await request.fetch(url, { method, headers: { authorization: `Bearer ${token}` }, ...(body === undefined ? {} : { data: body }) });
    expect(answer.ok(), `${method} ${url}: ${await answer.text()}`).toBe(true);
    return ((await answer.json()) as { data: T }).data;
  };
}

/** The access token the app keeps for a signed-in page. */
export async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => sessionStorage.getItem('access_token') ?? localStorage.getItem('access_token'));
  expect(token).toBeTruthy();
  return token!;
}

/** Signs in by one-time code through the API (a vendor, or an auditor): its access token. */
export async function codeToken(request: APIRequestContext, email: string): Promise<string> {
  expect((await request.post('/api/authentication/request-otp', { data: { email } })).status()).toBe(200);
  const code = codeFrom(await waitForMail(request, email, /sign-in code/));
  const login = await request.post('/api/authentication/login', { data: { email, password: code } });
  expect(login.status(), await login.text()).toBe(200);
  return ((await login.json()) as { data: { access_token: string } }).data.access_token;
}

/** The vendor attends its invitation to `auctionId`, able to supply every item in full. */
export async function attend(api: Api, auctionId: string): Promise<void> {
  const invitations = await api<Array<{ invitationId: string; auctionId: string }>>('GET', '/api/secured/auction-invitation/mine');
  const invitation = invitations.find((i) => i.auctionId === auctionId);
  expect(invitation, 'the invitation to the new session').toBeTruthy();
  const view = await api<{ items: Array<{ procurementItemId: string; quantity: string }> }>('GET', `/api/secured/auction-invitation/${invitation!.invitationId}`);
  await api('POST', '/api/secured/auction/attend-auction', {
    auctionInvitationId: invitation!.invitationId,
    isAttending: true,
    termsAccepted: true,
    capableItems: view.items.map((item) => ({ procurementItemId: item.procurementItemId, capableQty: item.quantity })),
  });
}

/** `npm run verify-ledger -- <file> [options]`, as the pages tell the reader to run it. */
export function verifyLedger(file: string, ...options: string[]): { status: number | null; out: string } {
  const run = spawnSync('npm', ['run', '--silent', 'verify-ledger', '--', file, ...options], { cwd: REPO, encoding: 'utf8' });
  return { status: run.status, out: `${run.stdout}${run.stderr}`.trim() };
}
