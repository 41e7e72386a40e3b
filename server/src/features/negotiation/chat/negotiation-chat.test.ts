import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { tooManyAttemptsMessage } from '@procura/domain/common/rate-limit.messages';
import { NEGOTIATION_MSG as MSG } from '@procura/domain/negotiation/negotiation.messages';
import type { ChatMessageView, ChatRoomView } from '@procura/domain/negotiation/negotiation.views';
import { chatMessages, negotiations } from '../../../db/schema/negotiation';
import { forgetAttempts } from '../../../testing/rate-limits';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { changeStatus, enterNegotiation, offerBody, onlineNegotiation, submit, type Client } from '../negotiation-online.testing';

let t: TestApp;
const opened: Client[] = [];
beforeAll(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  for (const s of opened.splice(0)) s.close();
  await forgetAttempts(t);
});
afterAll(async () => {
  await t.close();
});

const say = (socket: Client, roomId: string, message: unknown) => socket.timeout(5_000).emitWithAck('NEW_MESSAGE', { roomId, message } as never);

describe('the negotiation chat', () => {
  it('carries the parties’ messages to everyone in the room, as plain text, with names from the database', async () => {
    const cast = await onlineNegotiation(t);
    const id = cast.negotiation.id;
    const buyer = await enterNegotiation(t.url, cast.buyer.token, id, opened);
    const vendor = await enterNegotiation(t.url, cast.vendor.token, id, opened);
    const watcher = await enterNegotiation(t.url, cast.spectator.token, id, opened);
    expect(buyer.events<ChatRoomView>('RESPONSE_JOIN_CHAT_ROOM')[0]).toMatchObject({ roomId: id, messages: [], closed: null, canWrite: true, message: '' });
    expect(watcher.events<ChatRoomView>('RESPONSE_JOIN_CHAT_ROOM')[0]).toMatchObject({ canWrite: false });

    const markup = '<b>Halo</b> <script>alert(1)</script> & "quotes"';
    const sent = await say(buyer.socket, id, `  ${markup}  `);
    expect(sent).toMatchObject({ data: { message: markup, fromRole: 'buyer', senderCompany: 'PT Maju Jaya', senderName: 'Test User', chatType: 'TEXT' } });
    const reply = await say(vendor.socket, id, 'Siap, terima kasih');
    expect(reply).toMatchObject({ data: { fromRole: 'vendor', senderCompany: cast.procurementVendor.name } });
    for (const viewer of [buyer, vendor, watcher]) {
      await expect.poll(() => viewer.events<ChatMessageView>('RESPONSE_MESSAGE').map((m) => m.message)).toEqual([markup, 'Siap, terima kasih']);
    }
    // The payload's sender fields are not the client's to set.
    expect(await buyer.socket.timeout(5_000).emitWithAck('NEW_MESSAGE', { roomId: id, message: 'y', senderName: 'Boss' } as never)).toMatchObject({ errors: [expect.anything()] });

    const one = await t.call('GET', `/api/chat/messages/${(sent as { data: ChatMessageView }).data._id}/search-by-id`, { token: cast.spectator.token });
    expect(one.body.data.message).toBe(markup);
  });

  it('refuses spectators, empty, too long and control-character messages', async () => {
    const cast = await onlineNegotiation(t);
    const id = cast.negotiation.id;
    const buyer = await enterNegotiation(t.url, cast.buyer.token, id, opened);
    const watcher = await enterNegotiation(t.url, cast.spectator.token, id, opened);
    expect(await say(watcher.socket, id, 'hello')).toEqual({ errors: [{ param: null, msg: MSG.spectatorCannotAct }] });
    expect(await say(buyer.socket, id, '   ')).toEqual({ errors: [{ param: 'message', msg: MSG.messageRequired }] });
    expect(await say(buyer.socket, id, 'x'.repeat(2001))).toEqual({ errors: [{ param: 'message', msg: MSG.messageTooLong }] });
    expect(await say(buyer.socket, id, 'bell\u0007')).toMatchObject({ errors: [{ param: 'message' }] });
    expect(await t.app.ctx.db.select().from(chatMessages).where(eq(chatMessages.roomId, id))).toHaveLength(0);
  });

  it('gives a sender a burst of 5, then one message a second', async () => {
    const cast = await onlineNegotiation(t);
    const id = cast.negotiation.id;
    const vendor = await enterNegotiation(t.url, cast.vendor.token, id, opened);
    for (let i = 0; i < 5; i += 1) expect(await say(vendor.socket, id, `m${i}`)).toHaveProperty('data');
    expect(await say(vendor.socket, id, 'm5')).toEqual({ errors: [{ param: null, msg: tooManyAttemptsMessage(1000) }] });
    t.clock.advance(1_000);
    expect(await say(vendor.socket, id, 'm6')).toHaveProperty('data');
  });

  it('closes when the negotiation is done or canceled, with the spec’s text and date', async () => {
    const cast = await onlineNegotiation(t);
    const id = cast.negotiation.id;
    await changeStatus(t, cast.buyer.token, id, 'ON_GOING');
    await submit(t, cast.buyer.token, offerBody(cast, ['900', '800']));
    await submit(t, cast.vendor.token, offerBody(cast, ['950', '850']));
    await changeStatus(t, cast.buyer.token, id, 'DONE');
    const endedAt = (await t.app.ctx.db.select().from(negotiations).where(eq(negotiations.id, id)))[0]!.endedAt!;
    const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Jakarta', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false }).format(endedAt).replace(',', '');
    const closedText = `This negotiation has been closed at ${parts}`;
    const vendor = await enterNegotiation(t.url, cast.vendor.token, id, opened);
    expect(vendor.events<ChatRoomView>('RESPONSE_JOIN_CHAT_ROOM')[0]).toMatchObject({ closed: { kind: 'DONE', at: endedAt.toISOString() }, canWrite: false, message: closedText });
    expect(await say(vendor.socket, id, 'late')).toEqual({ errors: [{ param: 'message', msg: closedText }] });

    const other = await onlineNegotiation(t);
    await changeStatus(t, other.buyer.token, other.negotiation.id, 'CANCELED', 'Stopped');
    const page = await t.call('GET', `/api/chat/messages/${other.negotiation.id}`, { token: other.buyer.token });
    expect(page.body.data.message).toMatch(/^This negotiation has been canceled at \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(page.body.data.canWrite).toBe(false);
  });

  it('pages the history: the newest 50, then those before', async () => {
    const cast = await onlineNegotiation(t);
    const id = cast.negotiation.id;
    const start = t.clock.now().getTime();
    await t.app.ctx.db.insert(chatMessages).values(
      Array.from({ length: 60 }, (_, i) => ({ roomId: id, senderId: cast.vendor.accountId, senderCompany: 'PT V', senderName: 'V', fromRole: 'vendor' as const, message: `m${i}`, createdAt: new Date(start + i * 1000) })),
    );
    const newest = await t.call('GET', `/api/chat/messages/${id}`, { token: cast.buyer.token });
    expect(newest.body.data.messages.map((m: ChatMessageView) => m.message)).toEqual(Array.from({ length: 50 }, (_, i) => `m${i + 10}`));
    const before = encodeURIComponent(newest.body.data.messages[0].createdAt);
    const older = await t.call('GET', `/api/chat/messages/${id}?before=${before}`, { token: cast.spectator.token });
    expect(older.body.data.messages.map((m: ChatMessageView) => m.message)).toEqual(Array.from({ length: 10 }, (_, i) => `m${i}`));
    expect((await t.call('GET', `/api/chat/messages/${id}?before=yesterday`, { token: cast.buyer.token })).status).toBe(400);
  });
});
