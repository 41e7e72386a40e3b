import { HEAVY_READ_MSG } from '@procura/domain/common/heavy-read.messages';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { heavyRunsOf } from '../../../platform/heavy-work/heavy-pool';
import { HEAVY_READ_BUDGET } from '../../../platform/heavy-work/heavy-read-budget';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { auctionRow, MINUTE, offer, runningSession } from '../auction-bidding.testing';

// The receipts PDF as a heavy read (docs/decisions.md 220-221): within each account's budget (429
// with Retry-After past it, another account still served), and made once for a DONE session while a
// running session's is made at each download.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** GET …/receipts/pdf, with the answer's headers. */
async function receiptsPdf(token: string, auctionId: string) {
  const answer = await fetch(`${t.url}/api/secured/auction/${auctionId}/receipts/pdf`, { headers: { authorization: `Bearer ${token}` } });
  return { status: answer.status, retryAfter: answer.headers.get('retry-after'), body: await answer.json() };
}

async function sessionWithOffers() {
  const made = await runningSession(t, { vendors: 2, durationMs: 10 * MINUTE });
  const [a, b] = made.vendors as [(typeof made.vendors)[0], (typeof made.vendors)[0]];
  expect((await offer(t, a.token, made.auction.id, { totalOffer: '299000000' })).status).toBe(200);
  expect((await offer(t, b.token, made.auction.id, { totalOffer: '298000000' })).status).toBe(200);
  return { ...made, a, b };
}

describe('the receipts PDF as a heavy read', () => {
  it('refuses an account past its budget with 429, Retry-After and the envelope, while another account is served', async () => {
    const s = await sessionWithOffers();
    const [burst, other] = await Promise.all([Promise.all(Array.from({ length: 12 }, () => receiptsPdf(s.a.token, s.auction.id))), receiptsPdf(s.b.token, s.auction.id)]);
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    const refused = burst.filter((answer) => answer.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(burst.filter((answer) => answer.status === 200).length).toBeGreaterThan(0);
    expect(Number(refused[0]!.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(refused[0]!.body).toEqual({ errors: [{ param: null, msg: HEAVY_READ_MSG.accountBusy }] });
  });

  it('refuses an account already past its budget before its sign-in is looked up: no database read', async () => {
    const s = await sessionWithOffers();
    // One after the other until the bucket is empty; then the budget's clock stands still (no refill).
    const now = performance.now();
    const clock = vi.spyOn(performance, 'now').mockReturnValue(now);
    let spent = 0;
    while ((await receiptsPdf(s.a.token, s.auction.id)).status === 200) spent += 1;
    expect(spent).toBe(HEAVY_READ_BUDGET.burst);
    const reads = vi.spyOn(t.app.ctx.db, 'select');
    const queries = vi.spyOn(t.app.ctx.db, 'execute');
    try {
      const refused = await Promise.all(Array.from({ length: 5 }, () => receiptsPdf(s.a.token, s.auction.id)));
      expect(refused.map((answer) => answer.status)).toEqual([429, 429, 429, 429, 429]);
      expect(reads).not.toHaveBeenCalled();
      expect(queries).not.toHaveBeenCalled();
    } finally {
      reads.mockRestore();
      queries.mockRestore();
      clock.mockRestore();
    }
  });

  it("renders a running session's receipts at each download, and a DONE session's once", async () => {
    const s = await sessionWithOffers();
    const before = heavyRunsOf('pdf');
    for (let i = 0; i < 2; i += 1) expect((await receiptsPdf(s.a.token, s.auction.id)).status).toBe(200);
    expect(heavyRunsOf('pdf')).toBe(before + 2);

    t.clock.advance(11 * MINUTE);
    await t.app.scheduler.tick();
    expect((await auctionRow(t, s.auction.id)).status).toBe('DONE');
    const first = await receiptsPdf(s.a.token, s.auction.id);
    const second = await receiptsPdf(s.a.token, s.auction.id);
    expect(first.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(heavyRunsOf('pdf')).toBe(before + 3);
    // Another vendor's receipts are its own file.
    expect((await receiptsPdf(s.b.token, s.auction.id)).body.data.data).not.toBe(first.body.data.data);
    expect(heavyRunsOf('pdf')).toBe(before + 4);
  });
});
