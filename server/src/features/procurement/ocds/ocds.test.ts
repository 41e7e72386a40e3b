import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { procurementVendors } from '../../../db/schema/procurement';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { auctionRow, MINUTE, offer, runningSession } from '../../auction/auction-bidding.testing';
import { signIn } from '../../../testing/factories';
import { buyerSession } from '../../../testing/procurement-factories';
import { forgetAttempts } from '../../../testing/rate-limits';
import { OCID_PREFIX } from './ocds-release';
import { releasePackageValidator } from './ocds-schema.testing';

// GET /api/secured/procurement/{procurementId}/ocds (docs/rules/reports-dashboard-help.md#open-contracting-data): a
// procurement with a DONE session exported as an OCDS 1.1 release package, validated with ajv against
// the published release-package and release schemas with the bids extension.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const path = (procurementId: string) => `/api/secured/procurement/${procurementId}/ocds`;

/** A DONE session: A offers 290M, B 280M, C 260M (the winner); a fourth vendor attends and never offers. */
async function doneProcurement() {
  const made = await runningSession(t, { vendors: 4 });
  // The evaluation's winner needs a saving against the vendor's indicator price (docs/rules/procurement.md#ranking).
  await t.app.ctx.db.update(procurementVendors).set({ indicatorPrice: '300000000.00' }).where(eq(procurementVendors.procurementId, made.procurement.id));
  const [a, b, c] = made.vendors;
  for (const [vendor, price] of [[a, '290000000'], [b, '280000000'], [c, '260000000']] as const) {
    expect((await offer(t, vendor!.token, made.auction.id, { totalOffer: price })).status).toBe(200);
  }
  t.clock.advance(61 * MINUTE);
  await t.app.scheduler.tick();
  expect((await auctionRow(t, made.auction.id)).status).toBe('DONE');
  await forgetAttempts(t);
  return { ...made, buyer: { ...made.buyer, token: (await signIn(t, made.buyer.email)).access_token } };
}

describe('the OCDS export', () => {
  it('validates against the OCDS 1.1 release package and release schemas with the bids extension', async () => {
    const { buyer, procurement, auction, vendors } = await doneProcurement();
    const answer = await t.call('GET', path(procurement.id), { token: buyer.token });
    expect(answer.status).toBe(200);
    const validate = releasePackageValidator();
    const valid = validate(answer.body);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);

    const release = answer.body.releases[0];
    expect(release.ocid).toBe(`${OCID_PREFIX}-${procurement.id}`);
    expect(release.tender).toMatchObject({ id: procurement.procurementNumber, title: procurement.procurementName, submissionMethod: ['electronicAuction'], numberOfTenderers: 3 });
    expect(release.tender.items.length).toBeGreaterThan(0);
    expect(release.tender.value.currency).toBe('IDR');
    const row = await auctionRow(t, auction.id);
    expect(release.tender.documents).toEqual([expect.objectContaining({ id: `ledger-${auction.auctionNumber}`, ledgerHead: { auctionId: auction.id, sequence: row.sequence, headHash: row.ledgerHeadHash } })]);
    const offers = release.bids.details.map((bid: { tenderers: Array<{ name: string }>; value: { amount: number }; rank: number; status: string }) => [bid.tenderers[0]!.name, bid.value.amount, bid.rank, bid.status]);
    expect(offers).toEqual([
      [vendors[2]!.name, 260000000, 1, 'valid'],
      [vendors[1]!.name, 280000000, 2, 'valid'],
      [vendors[0]!.name, 290000000, 3, 'valid'],
    ]);
    expect(release.bids.statistics.map((s: { measure: string; value: number }) => [s.measure, s.value])).toEqual([
      ['x_invitedBidders', 4],
      ['x_attendingBidders', 4],
      ['bidders', 3],
      ['validBids', 3],
    ]);
    expect(release.awards).toEqual([
      expect.objectContaining({ value: { amount: 260000000, currency: 'IDR' }, suppliers: [{ id: `vendor-${vendors[2]!.procurementVendorId}`, name: vendors[2]!.name }], relatedBids: [`${auction.auctionNumber}-${vendors[2]!.procurementVendorId}`] }),
    ]);
    expect(release.parties.find((p: { roles: string[] }) => p.roles.includes('buyer'))).toEqual({ id: expect.any(String), name: expect.any(String), roles: ['buyer', 'procuringEntity'] });
    expect(release.parties.find((p: { name: string }) => p.name === vendors[2]!.name).roles).toEqual(['tenderer', 'supplier']);
    // No personal data: no e-mail, phone or PIC name of anyone.
    const text = JSON.stringify(answer.body);
    for (const vendor of vendors) {
      expect(text).not.toContain(vendor.email);
      expect(text).not.toContain(`Pic `);
    }
    expect(text).not.toContain(buyer.email);
    expect(text).not.toMatch(/@/);
  });

  it('is refused when it breaks the schema: the validator is not a formality', async () => {
    const validate = releasePackageValidator();
    expect(validate({ version: '1.1', releases: [{ ocid: 'x', id: 'y', date: 'not a date', tag: ['tender'], initiationType: 'tender', bids: { details: [{ id: 'b', status: 'won' }] } }] })).toBe(false);
    const paths = (validate.errors ?? []).map((e) => e.instancePath);
    expect(paths).toContain('/releases/0/date');
    expect(paths).toContain('/releases/0/bids/details/0/status');
  });

  it('answers 404 to another company\'s buyer and 400 to a malformed id', async () => {
    const { procurement } = await doneProcurement();
    const stranger = await buyerSession(t);
    const other = await t.call('GET', path(procurement.id), { token: stranger.token });
    expect(other.status).toBe(404);
    const bad = await t.call('GET', path('not-an-id'), { token: stranger.token });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].param).toBe('procurementId');
  });
});
