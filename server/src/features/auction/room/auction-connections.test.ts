import { eq } from 'drizzle-orm';
import { CONNECTION_STALE_MS, type AuctionConnectionsView, type VendorConnectionView } from '@procura/domain/auction/room/auction-connections.rules';
import { formatDateTime } from '@procura/domain/common/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctionConnections } from '../../../db/schema/auction-connections';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { connectAs, join, settle, type AuctionClient } from '../auction-client.testing';
import { MINUTE, offer, runningSession } from '../auction-bidding.testing';
import { pdfPages } from '../../../testing/report-files';
import { connectionRecorderOf } from './auction-connection-record';

// The connection record (decisions 211-212): every node writes when its vendor sockets joined and left a
// session's room and their round trip, in the database; the buyer reads it from any node, and a
// restart, a crash or a second node loses none of it.

let t: TestApp;
const opened: AuctionClient[] = [];
const nodes: TestApp[] = [];
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  for (const socket of opened) socket.close();
  for (const node of nodes) await node.close().catch(() => undefined);
  await t.close();
});

async function enter(node: TestApp, token: string, auctionId: string): Promise<AuctionClient> {
  const socket = await connectAs(node.url, token);
  opened.push(socket);
  expect('data' in (await join(socket, auctionId))).toBe(true);
  return socket;
}

async function record(node: TestApp, token: string, auctionId: string): Promise<{ status: number; view: AuctionConnectionsView }> {
  const answer = await node.call('GET', `/api/secured/auction/${auctionId}/connections`, { token });
  return { status: answer.status, view: answer.body.data };
}
const lineOf = (view: AuctionConnectionsView, vendorName: string): VendorConnectionView => view.vendors.find((v) => v.vendorName === vendorName)!;
const flush = (node: TestApp) => connectionRecorderOf(node.app.io).flush();
/** Another node on the same database, its clock on the first app's (the tests moved that one). */
async function startNode(): Promise<TestApp> {
  const node = await startTestApp({ database: t.database });
  node.clock.advance(t.clock.now().getTime() - node.clock.now().getTime());
  nodes.push(node);
  return node;
}

describe('the connection record', () => {
  it('keeps joins, leaves and the round trip, tells the buyer who is online, and refuses vendors', async () => {
    const s = await runningSession(t, { vendors: 2 });
    const [a, b] = s.vendors as [(typeof s.vendors)[0], (typeof s.vendors)[0]];
    // Pings every 200 ms instead of 25 s, so the round trip is measured within the test.
    t.app.io.engine.opts.pingInterval = 200;
    const socket = await enter(t, a.token, s.auction.id);
    await settle(700);
    await flush(t);
    const answer = await record(t, s.buyer.token, s.auction.id);
    expect(answer.status).toBe(200);
    let view = answer.view;
    const online = lineOf(view, a.name);
    expect(online).toMatchObject({ online: true, lastSeen: view.serverNow, intervals: [{ joinedAt: expect.any(String), leftAt: null }] });
    expect(online.rttMs).toEqual(expect.any(Number));
    expect(online.rttMs).toBeGreaterThanOrEqual(0);
    // B attended but never came: listed, never seen.
    expect(lineOf(view, b.name)).toMatchObject({ online: false, lastSeen: null, intervals: [], rttMs: null });

    socket.close();
    await settle(300);
    await flush(t);
    ({ view } = await record(t, s.buyer.token, s.auction.id));
    const left = lineOf(view, a.name);
    expect(left.online).toBe(false);
    expect(left.intervals).toHaveLength(1);
    expect(left.intervals[0]!.leftAt).toEqual(expect.any(String));
    expect(left.lastSeen).toBe(left.intervals[0]!.leftAt);

    // Came back: a second stay.
    await enter(t, a.token, s.auction.id);
    await flush(t);
    ({ view } = await record(t, s.buyer.token, s.auction.id));
    expect(lineOf(view, a.name).intervals.map((i) => i.leftAt === null)).toEqual([false, true]);

    // Only the buyer reads it; no vendor learns anything of the others from it.
    for (const token of [a.token, b.token]) expect((await record(t, token, s.auction.id)).status).toBe(404);
    t.app.io.engine.opts.pingInterval = 25_000;
  });

  it('loses nothing across a restart, a crash, or a second node', async () => {
    const s = await runningSession(t, { vendors: 3 });
    const [a, b, c] = s.vendors as [(typeof s.vendors)[0], (typeof s.vendors)[0], (typeof s.vendors)[0]];

    // Two nodes at once on one database: A on the first, B on the second, and A's second tab on the second (overlapping: one stay).
    const first = await startNode();
    const second = await startNode();
    await enter(first, a.token, s.auction.id);
    await enter(second, b.token, s.auction.id);
    await enter(second, a.token, s.auction.id);
    await Promise.all([flush(first), flush(second)]);
    for (const node of [first, second]) {
      const { view } = await record(node, s.buyer.token, s.auction.id);
      expect(lineOf(view, a.name)).toMatchObject({ online: true, intervals: [{ leftAt: null }] });
      expect(lineOf(view, b.name)).toMatchObject({ online: true, intervals: [{ leftAt: null }] });
    }

    // The first node restarts (a clean stop): A's socket there ends at the stop; A's tab on the second node keeps it online.
    await first.close();
    const rows = await t.app.ctx.db.select().from(auctionConnections).where(eq(auctionConnections.auctionId, s.auction.id));
    expect(rows.filter((r) => r.accountId === a.accountId).map((r) => r.leftAt !== null).sort()).toEqual([false, true]);
    const restarted = await startNode();
    await enter(restarted, c.token, s.auction.id);
    await flush(restarted);
    let { view } = await record(restarted, s.buyer.token, s.auction.id);
    expect(lineOf(view, a.name).online).toBe(true);
    expect(lineOf(view, c.name)).toMatchObject({ online: true, intervals: [{ leftAt: null }] });

    // The second node crashes: it writes nothing more. Its open rows end at their last touch.
    await flush(second);
    const [touched] = await t.app.ctx.db.select().from(auctionConnections).where(eq(auctionConnections.accountId, b.accountId));
    connectionRecorderOf(second.app.io).abandon();
    await second.close();
    // Within the stale window B still reads as online (its node may only be slow) …
    ({ view } = await record(restarted, s.buyer.token, s.auction.id));
    expect(lineOf(view, b.name).online).toBe(true);
    // … past it, B's stay ended at the crashed node's last touch, A's too (its only open socket was there).
    restarted.clock.advance(CONNECTION_STALE_MS + 1_000);
    ({ view } = await record(restarted, s.buyer.token, s.auction.id));
    expect(lineOf(view, b.name)).toMatchObject({ online: false, lastSeen: touched!.lastSeenAt.toISOString(), intervals: [{ leftAt: touched!.lastSeenAt.toISOString() }] });
    expect(lineOf(view, a.name).online).toBe(false);
    // C, on the live node, keeps being touched: online.
    await flush(restarted);
    ({ view } = await record(restarted, s.buyer.token, s.auction.id));
    expect(lineOf(view, c.name).online).toBe(true);
    // The sweep closes the crashed node's rows in the database at their last touch.
    await connectionRecorderOf(restarted.app.io).sweep();
    const [swept] = await t.app.ctx.db.select().from(auctionConnections).where(eq(auctionConnections.accountId, b.accountId));
    expect(swept!.leftAt?.toISOString()).toBe(touched!.lastSeenAt.toISOString());
  });

  it("prints the record as the Auction Log Report's appendix", async () => {
    const s = await runningSession(t, { vendors: 2, durationMs: 10 * MINUTE });
    const [a, b] = s.vendors as [(typeof s.vendors)[0], (typeof s.vendors)[0]];
    const socket = await enter(t, a.token, s.auction.id);
    expect((await offer(t, a.token, s.auction.id, { totalOffer: '299000000' })).status).toBe(200);
    await flush(t);
    socket.close();
    await settle(300);
    await flush(t);
    const { view } = await record(t, s.buyer.token, s.auction.id);
    const stay = lineOf(view, a.name).intervals[0]!;
    t.clock.advance(11 * MINUTE);
    await t.app.scheduler.tick();
    const report = await t.call('GET', `/api/secured/report/log-auction-jasper/${s.procurement.id}?${new URLSearchParams({ pelaksana: 'Panitia', peruntukan: 'Kantor' })}`, { token: s.buyer.token });
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    const pages = await pdfPages(Buffer.from(report.body.data.data, 'base64'));
    const appendix = pages.find((page) => page.includes('Lampiran: Catatan Koneksi Vendor'));
    expect(appendix).toBeDefined();
    const clock = (at: string) => formatDateTime(at, { withSeconds: true });
    for (const text of [`Sesi ${s.auction.auctionNumber}`, a.name, clock(stay.joinedAt), clock(stay.leftAt!), b.name, 'Tidak pernah masuk ruang lelang']) expect(appendix, text).toContain(text);
  });
});
