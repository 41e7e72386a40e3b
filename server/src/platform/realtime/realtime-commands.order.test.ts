import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_CHARACTER_MESSAGE } from '@procura/domain/common/text.schemas';
import { REALTIME_LIMIT_MSG } from '@procura/domain/realtime/realtime-limits.messages';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { createAccount, signIn } from '../../testing/factories';
import { connectAs, type AuctionClient } from '../../features/auction/auction-client.testing';
import { COMMAND_LIMITS } from './realtime-limits';
import { exceedsSize, MAX_COMMAND_SIZE } from './realtime-commands';

// The dispatcher's order (decision 227): the event, the caller, the token buckets and the size are
// judged before anything of the payload is read; the text scan and the schema come last.

let t: TestApp;
const sockets: AuctionClient[] = [];
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

const send = (socket: AuctionClient, payload: unknown) =>
  (socket.timeout(10_000) as unknown as { emitWithAck(event: string, payload: unknown): Promise<{ errors?: Array<{ msg: string }> }> }).emitWithAck('MAKE_OFFER', payload);
const hostile = () => ({ auctionId: randomUUID(), idempotencyKey: randomUUID(), totalOffer: 'bad\u0000text' });

describe('the socket dispatcher', () => {
  it('refuses a caller without a sign-in before it reads the payload', async () => {
    const anonymous = await connectAs(t.url);
    sockets.push(anonymous);
    expect((await send(anonymous, hostile())).errors?.[0]?.msg).toBe('Unauthorized');
  });

  it('applies the token buckets before the text scan, and the size before it too', async () => {
    const vendor = await createAccount(t, { role: 'seller_auction' });
    const socket = await connectAs(t.url, (await signIn(t, vendor.email)).access_token);
    sockets.push(socket);
    const burst = COMMAND_LIMITS.offer.socket.burst;
    const answers = await Promise.all(Array.from({ length: burst + 5 }, () => send(socket, hostile())));
    const messages = answers.map((answer) => answer.errors?.[0]?.msg);
    expect(messages.filter((msg) => msg === CONTROL_CHARACTER_MESSAGE).length).toBeLessThanOrEqual(burst);
    expect(messages.filter((msg) => msg === REALTIME_LIMIT_MSG.tooManyOffers).length).toBeGreaterThanOrEqual(5);

    const other = await connectAs(t.url, (await signIn(t, vendor.email)).access_token);
    sockets.push(other);
    const huge = { ...hostile(), offerItems: Array.from({ length: 10_000 }, () => ({ auctionItemId: randomUUID(), unitOffer: '1\u0000' })) };
    expect((await send(other, huge)).errors?.[0]?.msg).toBe('The request is too large');
  });

  it('measures a payload only as far as its budget', () => {
    expect(exceedsSize({ a: 'x'.repeat(100), b: [1, 2, 3] }, 200)).toBe(false);
    expect(exceedsSize({ a: 'x'.repeat(300) }, 200)).toBe(true);
    expect(exceedsSize(Array.from({ length: 1_000 }, () => 0), 200)).toBe(true);
    expect(exceedsSize({ offerItems: Array.from({ length: 300 }, () => ({ auctionItemId: randomUUID(), unitOffer: '15000000.00' })) })).toBe(false);
    expect(MAX_COMMAND_SIZE).toBeGreaterThan(300 * 80);
  });
});
