import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NEGOTIATION_MSG as MSG } from '@procura/domain/negotiation/negotiation.messages';
import type { SpectatorView } from '@procura/domain/negotiation/negotiation.views';
import { accounts } from '../../../db/schema/auth';
import { negotiations, spectatorInvitations } from '../../../db/schema/negotiation';
import { latestMail, linkTo } from '../../../testing/mail-helpers';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { DATA_NOT_FOUND } from '../../procurement/procurement-access';
import { vendorToken } from '../../auction/auction-invitation.testing';
import { changeStatus, enterNegotiation, onlineNegotiation, refusal, type Cast, type Client } from '../negotiation-online.testing';

let t: TestApp;
const opened: Client[] = [];
beforeAll(async () => {
  t = await startTestApp();
});
afterEach(() => {
  for (const s of opened.splice(0)) s.close();
});
afterAll(async () => {
  await t.close();
});

const invite = (token: string, cast: Cast, email: string, companyId = 'PT Auditor Independen') =>
  t.call('POST', '/api/secured/spectator/add-spectator', { token, body: { email, companyId, foreignKey: cast.negotiation.id, module: 'NEGOTIATION' } });

type ListEvent = { negotiationId: string; spectators: SpectatorView[] };

describe('spectators of a negotiation', () => {
  it('are invited by the buyer by e-mail, once per negotiation, and the room hears the list', async () => {
    const cast = await onlineNegotiation(t);
    const vendor = await enterNegotiation(t.url, cast.vendor.token, cast.negotiation.id, opened);
    const email = `Auditor.${Date.now()}@audit.co.id`;
    const invited = await invite(cast.buyer.token, cast, email);
    expect(invited.status).toBe(200);
    expect(invited.body).toEqual({ data: { message: 'ok' } });

    const lower = email.toLowerCase();
    const mail = await latestMail(t, lower);
    expect(mail.subject).toContain('Undangan negosiasi');
    const link = linkTo(mail, `/negotiation/session-online/vendor/${cast.batch.id}/${cast.negotiation.id}`);
    expect(link.searchParams.get('email')).toBe(lower);
    const [account] = await t.app.ctx.db.select().from(accounts).where(eq(accounts.email, lower));
    expect(account!.role).toBe('spectator_auction');

    await expect.poll(() => vendor.events<ListEvent>('SPECTATOR_LIST').at(-1)?.spectators.map((s) => [s.email, s.companyName, s.online])).toEqual([
      [cast.spectator.email, 'PT Pengawas', false],
      [lower, 'PT Auditor Independen', false],
    ]);
    expect((await invite(cast.buyer.token, cast, lower)).status).toBe(200);
    expect(await t.app.ctx.db.select().from(spectatorInvitations).where(eq(spectatorInvitations.accountId, account!.id))).toHaveLength(1);
    expect(await t.mailsTo(lower)).toHaveLength(2);

    // The invited spectator signs in like a vendor and finds its own invitation, then joins: online.
    const token = await vendorToken(t, lower);
    const own = await t.call('POST', '/api/secured/invitation/find-by-to-owner-and-foreign-key', { token, body: { foreignKey: cast.negotiation.id, toAccountId: account!.id, type: 'NEGOTIATION' } });
    expect(own.body.data).toMatchObject({ foreignKey: cast.negotiation.id, toAccountId: account!.id, email: lower, module: 'NEGOTIATION' });
    const notOwn = await t.call('POST', '/api/secured/invitation/find-by-to-owner-and-foreign-key', { token, body: { foreignKey: cast.otherNegotiation.id } });
    expect(notOwn.status).toBe(404);
    const watcher = await enterNegotiation(t.url, token, cast.negotiation.id, opened);
    expect(watcher.joined.viewer).toBe('spectator');
    expect(watcher.joined.turn).toMatchObject({ canOffer: false, canDeal: false, canNotDeal: false });
    await expect.poll(() => vendor.events<ListEvent>('SPECTATOR_LIST').at(-1)?.spectators.find((s) => s.email === lower)?.online).toBe(true);
    watcher.socket.close();
    await expect.poll(() => vendor.events<ListEvent>('SPECTATOR_LIST').at(-1)?.spectators.find((s) => s.email === lower)?.online).toBe(false);
  });

  it('cannot be an e-mail of a buyer, vendor or admin account', async () => {
    const cast = await onlineNegotiation(t);
    for (const email of [cast.stranger.email, cast.vendor.email]) {
      const answer = await invite(cast.buyer.token, cast, email);
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual([{ param: 'email', msg: MSG.spectatorEmailTaken.replace('{email}', email) }]);
    }
    const malformed = await invite(cast.buyer.token, cast, 'not-an-email');
    expect(malformed.body.errors).toEqual([{ param: 'email', msg: MSG.emailInvalid }]);
  });

  it('are invited by the buyer only, and not once the negotiation is done or canceled', async () => {
    const cast = await onlineNegotiation(t);
    const email = `late.${Date.now()}@audit.co.id`;
    expect((await invite(cast.vendor.token, cast, email)).status).toBe(403);
    const bySpectator = await invite(cast.spectator.token, cast, email);
    expect([bySpectator.status, refusal(bySpectator.body)]).toEqual([403, MSG.spectatorCannotAct]);
    const byStranger = await invite(cast.stranger.token, cast, email);
    expect([byStranger.status, refusal(byStranger.body)]).toEqual([404, DATA_NOT_FOUND]);
    for (const status of ['DONE', 'CANCELED'] as const) {
      await t.app.ctx.db.update(negotiations).set({ status }).where(eq(negotiations.id, cast.negotiation.id));
      const closed = await invite(cast.buyer.token, cast, email);
      expect([closed.status, refusal(closed.body)]).toEqual([409, MSG.spectatorClosed]);
    }
    expect(await t.mailsTo(email)).toHaveLength(0);
  });

  it('watch but cannot change the status', async () => {
    const cast = await onlineNegotiation(t);
    for (const status of ['ON_GOING', 'CANCELED']) {
      const answer = await changeStatus(t, cast.spectator.token, cast.negotiation.id, status, 'Because');
      expect([answer.status, refusal(answer.body)]).toEqual([403, MSG.spectatorCannotAct]);
    }
    const seen = await t.call('POST', '/api/secured/negotiation/get-status', { token: cast.spectator.token, body: { negotiation: cast.negotiation.id } });
    expect(seen.body.data).toEqual({ status: 'NOT_STARTED', next: [] });
    const ledger = await t.call('GET', `/api/secured/negotiation/${cast.negotiation.id}/ledger/verify`, { token: cast.spectator.token });
    expect(ledger.body.data.valid).toBe(true);
  });

  it('are recorded the first time they join the room, for the minutes, and never again', async () => {
    const cast = await onlineNegotiation(t);
    const absent = `absent.${Date.now()}@audit.co.id`;
    expect((await invite(cast.buyer.token, cast, absent)).status).toBe(200);
    const joinedAt = async (email: string) =>
      (await t.app.ctx.db.select().from(spectatorInvitations).where(and(eq(spectatorInvitations.negotiationId, cast.negotiation.id), eq(spectatorInvitations.email, email))))[0]!.firstJoinedAt;
    await enterNegotiation(t.url, cast.vendor.token, cast.negotiation.id, opened);
    expect(await joinedAt(cast.spectator.email)).toBeNull();

    const before = t.clock.now();
    const first = await enterNegotiation(t.url, cast.spectator.token, cast.negotiation.id, opened);
    const recorded = await joinedAt(cast.spectator.email);
    expect(recorded!.getTime()).toBeGreaterThanOrEqual(before.getTime());
    expect(recorded!.getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
    first.socket.close();
    t.clock.advance(5 * 60_000);
    await enterNegotiation(t.url, cast.spectator.token, cast.negotiation.id, opened);
    expect(await joinedAt(cast.spectator.email)).toEqual(recorded);
    expect(await joinedAt(absent)).toBeNull();
  });
});
