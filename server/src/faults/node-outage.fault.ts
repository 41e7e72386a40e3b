import { afterAll, describe, expect, it } from 'vitest';
import { acknowledgedBy, auditLedger, auctionRowOf, lastOffersOf } from './fault-audit';
import { Bidder, connectAll } from './fault-bidders';
import { closeAll, explainNodes, sleep, startNode, startPostgres, waitFor, type PrivatePostgres, type ServerNode } from './fault-processes';
import { openSeeder, scheduleSession, seedAuction, type Seeder } from './fault-seed';

// An outage during the last minutes of a session (docs/rules/auction-bidding.md#outages, decision 142): the only node is
// killed with SIGKILL, nothing runs for 12 s (the heartbeat calls a gap of 10 s an outage) while
// the planned end passes, then the node starts again. The session is not ended: its end moves by
// the time lost, with an EXTENSION (cause OUTAGE) in the ledger, before the node answers anyone; an
// offer after the planned end is accepted, the session ends at the moved end, and the clients that
// came back hold the moved end.

const SECOND = 1000;
const OUTAGE_MS = 12 * SECOND;

let pg: PrivatePostgres | undefined;
let seeder: Seeder | undefined;
let node: ServerNode | undefined;
const bidders: Bidder[] = [];

afterAll(async () => {
  for (const b of bidders) b.close();
  explainNodes(node ? [node] : []);
  await closeAll([() => pg?.close(), () => seeder?.close(), () => node?.close()]);
});

describe('an outage of the only node in the last minutes of a session', () => {
  it('moves the end by the time lost, with a ledger entry, and the session goes on to the moved end', async () => {
    pg = await startPostgres();
    seeder = await openSeeder(pg.url);
    const far = Date.now() + 3_600_000;
    const auction = await seedAuction(seeder.t, { vendors: 3, startTime: new Date(far), endTime: new Date(far + 60_000) });
    node = await startNode('A', { databaseUrl: pg.url });
    bidders.push(...auction.vendors.map((v) => new Bidder([node!.url], 0, v.token, auction.auctionId, v.vendorId)));
    await connectAll(bidders);

    // 15 s, all of it inside the final five minutes; the node is killed 3 s in and started again 12 s
    // later, so the planned end passes while no node runs.
    const start = Date.now() + SECOND;
    const plannedEnd = start + 15 * SECOND;
    await scheduleSession(seeder.t, auction.auctionId, new Date(start), new Date(plannedEnd));
    await waitFor('every client to hear the start', () => bidders.every((x) => x.view?.status === 'ON_GOING'), 10_000);
    for (const bidder of bidders) await bidder.bid(auction.initialPrice, auction.decrement);
    const ackedBefore = bidders.reduce((n, x) => n + x.acknowledged.size, 0);

    await sleep(start + 3 * SECOND - Date.now());
    await node.kill9();
    const killedAt = Date.now();
    await sleep(OUTAGE_MS);
    const restartedAt = Date.now();
    await node.start();
    const readyAt = Date.now();

    const db = seeder.t.app.ctx.db;
    const afterReturn = await auctionRowOf(db, auction.auctionId);
    const movedEnd = afterReturn.endTime.getTime();
    await waitFor('the clients to join again', () => bidders.every((x) => x.ready && x.joins.length >= 2), 20_000);
    await waitFor('the clients to hold the moved end', () => bidders.every((x) => x.view?.endTime === new Date(movedEnd).toISOString()), 10_000);

    // The time given back is usable: an offer after the planned end is accepted.
    const lateBidder = bidders[0]!;
    const lateBefore = lateBidder.acknowledged.size;
    const lateAt = Date.now();
    await lateBidder.bid(auction.initialPrice, auction.decrement);
    const lateAccepted = lateBidder.acknowledged.size === lateBefore + 1;

    await waitFor('the session to end', async () => (await auctionRowOf(db, auction.auctionId)).status === 'DONE', movedEnd - Date.now() + 10 * SECOND);
    await waitFor('every client to hear the end', () => bidders.every((x) => x.stopped), 5_000).catch(() => undefined);
    const audit = await auditLedger(node.url, db, auction.auctionId, auction.buyerToken, acknowledgedBy(bidders));
    const extensions = audit.entries.filter((e) => e.kind === 'EXTENSION');
    const extension = extensions[0];
    const cause = extension?.kind === 'EXTENSION' ? extension.payload.cause : null;
    const stop = audit.entries.find((e) => e.kind === 'STOP');
    const stopLateMs = stop ? Date.parse(stop.at) - movedEnd : NaN;
    const movedByMs = movedEnd - plannedEnd;
    const lastOffers = await lastOffersOf(db, auction.auctionId);
    const holdingEnd = bidders.filter((x) => x.view?.endTime === new Date(movedEnd).toISOString() && x.view.status === 'DONE' && x.view.lastOffer === lastOffers.get(x.vendorId)).length;
    const time = (ms: number) => new Date(ms).toISOString().slice(11, 23);

    console.log(
      [
        `kill -9 of the only node ${((killedAt - start) / SECOND).toFixed(1)} s into a ${(plannedEnd - start) / SECOND} s session; no node for ${((readyAt - killedAt) / SECOND).toFixed(1)} s (restarted after ${(OUTAGE_MS / SECOND).toFixed(0)} s, ready ${((readyAt - restartedAt) / SECOND).toFixed(1)} s later)`,
        `end moved by ${(movedByMs / SECOND).toFixed(1)} s, ${time(plannedEnd)} -> ${time(movedEnd)}, ${extensions.length} ledger EXTENSION (cause ${cause}, sequence ${extension?.sequence}); an offer ${((lateAt - plannedEnd) / SECOND).toFixed(1)} s after the planned end ${lateAccepted ? 'accepted' : 'REFUSED'}`,
        `session ended, STOP written ${stopLateMs} ms after the moved end; ${holdingEnd}/${bidders.length} clients came back and hold the moved end and their standings; ${audit.missing.length} of ${audit.acknowledged} acknowledged offers missing (${ackedBefore} before the outage); ledger ${audit.verification.valid ? 'valid' : 'BROKEN'}, ${audit.entries.length} entries`,
      ].join('\n'),
    );

    expect(extensions).toHaveLength(1);
    expect(cause).toBe('OUTAGE');
    // The time lost runs from the last heartbeat (at most about a second before the kill) to the return (before ready).
    expect(movedByMs).toBeGreaterThanOrEqual(restartedAt - killedAt);
    expect(movedByMs).toBeLessThanOrEqual(readyAt - killedAt + 2 * SECOND);
    expect(afterReturn.status).toBe('ON_GOING');
    expect(lateAt).toBeGreaterThan(plannedEnd);
    expect(lateAccepted).toBe(true);
    expect(stopLateMs).toBeGreaterThanOrEqual(0);
    expect(stopLateMs).toBeLessThan(3 * SECOND);
    expect(holdingEnd).toBe(bidders.length);
    expect(audit.missing).toEqual([]);
    expect(audit.verification.valid).toBe(true);
  });
});
