import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { auctionInvitations } from '../db/schema/auction';
import { outboxMails } from '../db/schema/platform';
import { BASE, limitedTimeForm, openProcurement } from '../features/auction/auction-session.testing';
import { buyerSession, insertVendor } from '../testing/procurement-factories';
import { closeAll, explainNodes, sleep, startNode, startPostgres, waitFor, type PrivatePostgres, type ServerNode } from './fault-processes';
import { openSeeder, type Seeder } from './fault-seed';
import { startFakeSmtp, type FakeSmtp } from './fault-smtp';

// SMTP refusing for a while (docs/rules/realtime-and-platform.md#mail-and-files: mails are written to the outbox with the change and sent by
// a worker with retries). Two nodes, both running the outbox worker on one database; three
// sessions are created through their API, each inviting its vendors while the mail server is in
// another bad state: away (connection refused), refusing at the greeting (421), refusing
// recipients (451). Then it accepts: every invitation is delivered once it answers, none twice.

const SECOND = 1000;
const VENDORS_PER_SESSION = 12;
const BAD_STATES = ['away', 'greeting-421', 'recipient-451'] as const;

let pg: PrivatePostgres | undefined;
let seeder: Seeder | undefined;
let smtp: FakeSmtp | undefined;
const nodes: ServerNode[] = [];

afterAll(async () => {
  explainNodes(nodes);
  await closeAll([() => pg?.close(), () => seeder?.close(), () => smtp?.close(), ...nodes.map((n) => () => n.close())]);
});

describe('SMTP refusing for a while', () => {
  it('delivers every invitation once it answers, none twice', async () => {
    pg = await startPostgres();
    seeder = await openSeeder(pg.url);
    const t = seeder.t;
    const buyer = await buyerSession(t);
    const procurements = [];
    for (let i = 0; i < BAD_STATES.length; i += 1) {
      const { procurement, vendorIds } = await openProcurement(t, buyer.companyId);
      for (let v = vendorIds.length; v < VENDORS_PER_SESSION; v += 1) vendorIds.push((await insertVendor(t, procurement.id)).id);
      procurements.push({ procurementId: procurement.id, vendorIds });
    }
    smtp = await startFakeSmtp('away');
    const [a, b] = await Promise.all([startNode('A', { databaseUrl: pg.url, smtpUrl: smtp.url }), startNode('B', { databaseUrl: pg.url, smtpUrl: smtp.url })]);
    nodes.push(a, b);

    // Each bad state in turn, 3 s each: a session created (through either node) invites its vendors meanwhile.
    const startedAt = Date.now();
    const auctionIds: string[] = [];
    for (const [i, state] of BAD_STATES.entries()) {
      await smtp.setMode(state);
      const { procurementId, vendorIds } = procurements[i]!;
      const node = i % 2 === 0 ? a : b;
      const answer = await fetch(`${node.url}${BASE}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${buyer.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(limitedTimeForm(procurementId, vendorIds, t, { status: 'NOT_STARTED', vendorIds })),
      });
      if (answer.status !== 200) throw new Error(`creating the session answered ${answer.status}: ${await answer.text()}`);
      auctionIds.push(((await answer.json()) as { data: { _id: string } }).data._id);
      await sleep(3 * SECOND);
    }
    const refusingMs = Date.now() - startedAt;
    const deliveredWhileRefusing = smtp.received.length;
    await smtp.setMode('accept');
    const acceptingAt = Date.now();

    const invitations = await t.app.ctx.db.select().from(auctionInvitations).where(inArray(auctionInvitations.auctionId, auctionIds));
    const invited = invitations.map((i) => i.vendorEmail.toLowerCase());
    const invitationMails = () => smtp!.received.filter((m) => m.subject.startsWith('Auction invitation'));
    // Retries come after 10 s, then 20 s: the last refused mail is retried within about 25 s of accepting.
    await waitFor('every invitation to be delivered', () => new Set(invitationMails().flatMap((m) => m.to)).size >= invited.length, 60 * SECOND, 250);
    const deliveredInMs = Date.now() - acceptingAt;
    // A second delivery would come from the other node claiming the same mail (at once) or a retry of a
    // delivered one (the next poll): a few seconds show it.
    await sleep(4 * SECOND);

    const perAddress = new Map<string, number>();
    for (const mail of invitationMails()) for (const to of mail.to) perAddress.set(to, (perAddress.get(to) ?? 0) + 1);
    const twice = [...perAddress].filter(([, n]) => n > 1);
    const missing = invited.filter((email) => !perAddress.has(email));
    const rows = await t.app.ctx.db.select().from(outboxMails).where(inArray(outboxMails.toAddress, invitations.map((i) => i.vendorEmail)));
    const pending = rows.filter((r) => r.status !== 'sent');
    const attempts = rows.map((r) => r.attempts);
    const refused = Object.entries(smtp.refusals).map(([mode, n]) => `${n}x ${mode}`).join(', ');
    const [sample] = await t.app.ctx.db.select().from(outboxMails).where(eq(outboxMails.toAddress, invitations[0]!.vendorEmail));

    console.log(
      [
        `SMTP away, then refusing at the greeting (421), then refusing recipients (451), ${(refusingMs / SECOND).toFixed(1)} s in all, while ${auctionIds.length} sessions invited ${invited.length} vendors through 2 nodes; refusals answered: ${refused}; ${deliveredWhileRefusing} delivered meanwhile`,
        `accepting again: ${invited.length - missing.length}/${invited.length} invitations delivered within ${(deliveredInMs / SECOND).toFixed(1)} s, ${twice.length} delivered twice, ${missing.length} lost; outbox: ${rows.length - pending.length}/${rows.length} sent, attempts per mail ${Math.min(...attempts)}-${Math.max(...attempts)}; nodes ${nodes.every((n) => n.running) ? 'both running' : 'NOT RUNNING'}`,
      ].join('\n'),
    );

    expect(deliveredWhileRefusing).toBe(0);
    expect(missing).toEqual([]);
    expect(twice).toEqual([]);
    expect(pending).toEqual([]);
    expect(Math.min(...attempts)).toBeGreaterThanOrEqual(2);
    expect(sample?.lastError).toBeNull();
    expect(nodes.every((n) => n.running)).toBe(true);
  });
});
