import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS } from '@procura/domain/auth/auth.rules';
import { signIn } from '../../../testing/factories';
import { requestCode } from '../../../testing/mail-helpers';
import { forgetAttempts } from '../../../testing/rate-limits';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { auctionRow, MINUTE, offersOf, runningSession } from '../auction-bidding.testing';
import { settle, type AuctionClient } from '../auction-client.testing';
import { ledgerOf } from '../ledger/auction-ledger.store';
import { enterRoom, payloadsOf, sendOffer } from '../auction-room-client.testing';

// A socket is only as good as its sign-in (decision 166): a socket opened with an access token that has
// since expired (by the server's clock) keeps hearing its rooms, but every signed-in command is refused
// with 'Session Timeout' and runs nothing. The client refreshes its token, connects again, joins and
// sends the offer again with the same key: taken once.

let t: TestApp;
const sockets: AuctionClient[] = [];
beforeAll(async () => {
  t = await startTestApp();
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(async () => {
  await t.close();
});

const SESSION_TIMEOUT = { errors: [{ param: null, msg: 'Session Timeout' }] };
const TOKEN_LIFETIME_MS = ACCESS_TOKEN_TTL_SECONDS * 1000;

/** A vendor's sign-in by one-time code: both tokens. */
async function vendorSignIn(email: string) {
  await forgetAttempts(t);
  return signIn(t, email, await requestCode(t, email));
}

async function written(auctionId: string) {
  const row = await auctionRow(t, auctionId);
  return { offers: (await offersOf(t, auctionId)).length, entries: (await ledgerOf(t.app.ctx.db, auctionId)).length, sequence: row.sequence };
}

describe('a socket whose access token expired', () => {
  it('refuses MAKE_OFFER and every signed-in command after the expiry, writes nothing, and takes the resent offer once after a refresh', async () => {
    const { auction, vendors } = await runningSession(t, { durationMs: 3 * TOKEN_LIFETIME_MS });
    const [a, b] = vendors;
    const signedIn = await vendorSignIn(a!.email);
    const room = await enterRoom(t.url, signedIn.access_token, auction.id, sockets);
    expect('data' in (await sendOffer(room, auction.id, { totalOffer: '299000000' }))).toBe(true);

    // A second before the expiry the token is still good.
    t.clock.advance(TOKEN_LIFETIME_MS - 60_000);
    expect('data' in (await sendOffer(room, auction.id, { totalOffer: '298000000' }))).toBe(true);

    t.clock.advance(60_000);
    const before = await written(auction.id);
    const idempotencyKey = `key-${randomUUID()}`;
    const refused = await sendOffer(room, auction.id, { idempotencyKey, totalOffer: '297000000' });
    expect(refused).toEqual(SESSION_TIMEOUT);
    for (const command of ['JOIN_AUCTION', 'LEAVE_AUCTION', 'REQUEST_DISQUALIFICATION', 'DISQUALIFY_OFFER', 'JOIN_NEGOTIATION', 'JOIN_CHAT_ROOM'] as const) {
      const payload = { auctionId: auction.id, negotiationId: randomUUID(), roomId: randomUUID(), offerId: randomUUID(), reason: 'a reason' };
      const answer = await (room.socket as unknown as { timeout(ms: number): { emitWithAck(e: string, p: unknown): Promise<unknown> } }).timeout(5_000).emitWithAck(command, payload);
      expect({ command, answer }).toEqual({ command, answer: SESSION_TIMEOUT });
    }
    expect(await written(auction.id)).toEqual(before);
    // The clock check needs no sign-in and still answers.
    const clockCheck = await room.socket.timeout(5_000).emitWithAck('CHECK_CLIENT_TIME', { clientTime: t.clock.now().toISOString() });
    expect('data' in clockCheck).toBe(true);

    // The sign-in lives on: the socket still hears the room while its client refreshes.
    expect(room.socket.connected).toBe(true);
    const heardBefore = payloadsOf(room, 'LEADERBOARD').length;
    const other = await enterRoom(t.url, (await vendorSignIn(b!.email)).access_token, auction.id, sockets);
    expect('data' in (await sendOffer(other, auction.id, { totalOffer: '296000000' }))).toBe(true);
    await settle();
    expect(payloadsOf(room, 'LEADERBOARD').length).toBeGreaterThan(heardBefore);

    // The client refreshes its token, connects again and resends the refused offer with its key.
    const refreshed = await t.call('POST', '/api/authentication/refresh-token', { body: { refreshToken: signedIn.refresh_token } });
    expect(refreshed.status).toBe(200);
    room.socket.close();
    const again = await enterRoom(t.url, refreshed.body.data.access_token, auction.id, sockets);
    const resent = await sendOffer(again, auction.id, { idempotencyKey, totalOffer: '295000000' });
    expect('data' in resent).toBe(true);
    const replay = await sendOffer(again, auction.id, { idempotencyKey, totalOffer: '295000000' });
    expect(replay).toEqual({ data: { offer: (resent as { data: { offer: unknown } }).data.offer, state: expect.anything() } });
    expect((await offersOf(t, auction.id)).filter((o) => o.idempotencyKey === idempotencyKey)).toHaveLength(1);
  });

  it('is refused over HTTP too, and a socket opened with a fresh token after the expiry of the old one offers', async () => {
    const { auction, vendors } = await runningSession(t, { durationMs: 3 * TOKEN_LIFETIME_MS });
    const old = await vendorSignIn(vendors[0]!.email);
    t.clock.advance(TOKEN_LIFETIME_MS + MINUTE);
    const http = await t.call('POST', `/api/secured/auction/${auction.id}/offers`, { token: old.access_token, body: { idempotencyKey: `key-${randomUUID()}`, totalOffer: '299000000' } });
    expect(http.status).toBe(401);
    const fresh = await vendorSignIn(vendors[0]!.email);
    const room = await enterRoom(t.url, fresh.access_token, auction.id, sockets);
    expect('data' in (await sendOffer(room, auction.id, { totalOffer: '299000000' }))).toBe(true);
    expect(await offersOf(t, auction.id)).toHaveLength(1);
  });
});
