import { eq } from 'drizzle-orm';
import type { ProcurementStatus } from '@procura/domain/procurement/procurement.enums';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { procurements, procurementVendorItems } from '../../../db/schema/procurement';
import { insertItem, insertVendor } from '../../../testing/procurement-factories';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { buyerWithProcurement, meritPointSetup } from './procurement-vendor.testing';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const VENDOR = '/api/secured/procurement-vendor';
const setStatus = (id: string, status: ProcurementStatus) => t.app.ctx.db.update(procurements).set({ status }).where(eq(procurements.id, id));

describe('administration score', () => {
  it('stores Pass or Not Pass and answers the vendor with its weighted total', async () => {
    const { token, procurement, vendors } = await meritPointSetup(t);
    const answer = await t.call('PATCH', `${VENDOR}/${vendors[0].id}/administration-score`, { token, body: { procurementId: procurement.id, passed: true } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ _id: vendors[0].id, administrationPassed: true, technicalScore: null, totalScore: '20.00' });
    const changed = await t.call('PATCH', `${VENDOR}/${vendors[0].id}/administration-score`, { token, body: { procurementId: procurement.id, passed: false } });
    expect(changed.body.data).toMatchObject({ administrationPassed: false, totalScore: '0.00' });
  });

  it('is set once after submit: an unscored vendor can get it, a scored one keeps it', async () => {
    const { token, procurement, vendors } = await meritPointSetup(t);
    await t.call('PATCH', `${VENDOR}/${vendors[0].id}/administration-score`, { token, body: { procurementId: procurement.id, passed: true } });
    await setStatus(procurement.id, 'OPEN');
    const first = await t.call('PATCH', `${VENDOR}/${vendors[1].id}/administration-score`, { token, body: { procurementId: procurement.id, passed: false } });
    expect(first.status).toBe(200);
    const again = await t.call('PATCH', `${VENDOR}/${vendors[0].id}/administration-score`, { token, body: { procurementId: procurement.id, passed: false } });
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual([{ param: null, msg: 'The administration result cannot be changed after the procurement was submitted' }]);
  });

  it('needs Pass or Not Pass', async () => {
    const { token, procurement, vendors } = await meritPointSetup(t);
    const answer = await t.call('PATCH', `${VENDOR}/${vendors[0].id}/administration-score`, { token, body: { procurementId: procurement.id, passed: 'yes' } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ param: 'passed', msg: 'Please choose Pass or Not Pass' }]);
  });
});

describe('technical score', () => {
  it('stores a 0..100 score with 2 decimals once, and answers the weighted total', async () => {
    const { token, procurement, vendors } = await meritPointSetup(t);
    const url = `${VENDOR}/${vendors[0].id}/technical-score`;
    const answer = await t.call('PATCH', url, { token, body: { procurementId: procurement.id, score: '85.5' } });
    expect(answer.status).toBe(200);
    // 85.50 x 30 / 100 = 25.65
    expect(answer.body.data).toMatchObject({ technicalScore: '85.50', totalScore: '25.65' });
    const again = await t.call('PATCH', url, { token, body: { procurementId: procurement.id, score: 90 } });
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual([{ param: null, msg: 'The technical score of this vendor has already been given' }]);
  });

  it('gives exactly one of two simultaneous first scores', async () => {
    const { token, procurement, vendors } = await meritPointSetup(t);
    const url = `${VENDOR}/${vendors[1].id}/technical-score`;
    const answers = await Promise.all(['70', '80'].map((score) => t.call('PATCH', url, { token, body: { procurementId: procurement.id, score } })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });

  it('rejects a score above 100 with "Maximum technical score is 100.00", and 3 decimals or negatives', async () => {
    const { token, procurement, vendors } = await meritPointSetup(t);
    const url = `${VENDOR}/${vendors[0].id}/technical-score`;
    const above = await t.call('PATCH', url, { token, body: { procurementId: procurement.id, score: '100.01' } });
    expect(above.status).toBe(400);
    expect(above.body.errors).toEqual([{ param: 'score', msg: 'Maximum technical score is 100.00' }]);
    for (const score of ['-1', '80.125', 'tinggi']) {
      const bad = await t.call('PATCH', url, { token, body: { procurementId: procurement.id, score } });
      expect(bad.body.errors).toEqual([{ param: 'score', msg: 'Technical score must be a number from 0 to 100 with at most 2 decimals' }]);
    }
    expect((await t.call('PATCH', url, { token, body: { procurementId: procurement.id, score: 100 } })).body.data.technicalScore).toBe('100.00');
  });

  it('is scored per item in unit-price bidding', async () => {
    const { token, procurement, vendors } = await meritPointSetup(t, { biddingType: 'UNIT_PRICE' });
    const answer = await t.call('PATCH', `${VENDOR}/${vendors[0].id}/technical-score`, { token, body: { procurementId: procurement.id, score: 80 } });
    expect(answer.status).toBe(409);
    expect(answer.body.errors[0].msg).toMatch(/scored per item/);
  });
});

describe('when scores are allowed', () => {
  it('refuses scores without merit point', async () => {
    const { token, procurement } = await buyerWithProcurement(t);
    const vendor = await insertVendor(t, procurement.id);
    const answer = await t.call('PATCH', `${VENDOR}/${vendor.id}/technical-score`, { token, body: { procurementId: procurement.id, score: 80 } });
    expect(answer.status).toBe(409);
    expect(answer.body.errors).toEqual([{ param: null, msg: 'Scores are given only with the Merit Point evaluation method' }]);
  });

  it('allows them while OPEN', async () => {
    const { token, procurement, vendors } = await meritPointSetup(t);
    await setStatus(procurement.id, 'OPEN');
    const answer = await t.call('PATCH', `${VENDOR}/${vendors[0].id}/technical-score`, { token, body: { procurementId: procurement.id, score: 75 } });
    expect(answer.status).toBe(200);
  });

  it.each(['CLOSED', 'CANCELED'] as const)('refuses every score when %s', async (status) => {
    const { token, procurement, vendors } = await meritPointSetup(t, { biddingType: 'UNIT_PRICE' });
    await setStatus(procurement.id, status);
    const id = vendors[0].id;
    const answers = [
      await t.call('PATCH', `${VENDOR}/${id}/administration-score`, { token, body: { procurementId: procurement.id, passed: true } }),
      await t.call('PATCH', `${VENDOR}/${id}/technical-score`, { token, body: { procurementId: procurement.id, score: 70 } }),
      await t.call('PATCH', `${VENDOR}/${id}/item-technical-scores`, {
        token,
        body: { procurementId: procurement.id, scores: [{ procurementVendorItemId: '00000000-0000-4000-8000-000000000000', score: 70 }] },
      }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(409);
      expect(answer.body.errors).toEqual([{ param: null, msg: 'Scores can be given only while the procurement is Draft or Open' }]);
    }
  });
});

describe('item technical scores (unit price)', () => {
  async function unitPriceSetup() {
    const setup = await meritPointSetup(t, { biddingType: 'UNIT_PRICE' });
    const second = await insertItem(t, setup.procurement.id);
    const [a, b] = await t.app.ctx.db
      .insert(procurementVendorItems)
      .values([setup.item, second].map((item) => ({ procurementVendorId: setup.vendors[0].id, procurementItemId: item.id, capableQty: item.quantity })))
      .returning();
    return { ...setup, vendorItems: [a!, b!] as const };
  }
  const url = (vendorId: string) => `${VENDOR}/${vendorId}/item-technical-scores`;

  it('clamps a score above 100 to 100.00, skips blank ones, and gives each item its score once', async () => {
    const { token, procurement, vendors, vendorItems } = await unitPriceSetup();
    const answer = await t.call('PATCH', url(vendors[0].id), {
      token,
      body: {
        procurementId: procurement.id,
        scores: [
          { procurementVendorItemId: vendorItems[0].id, score: '150' },
          { procurementVendorItemId: vendorItems[1].id, score: '' },
        ],
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data._id).toBe(vendors[0].id);
    const items = (await t.call('GET', `${VENDOR}/${vendors[0].id}/items`, { token })).body.data;
    expect(items.map((i: { technicalScore: string | null }) => i.technicalScore)).toEqual(['100.00', null]);

    const again = await t.call('PATCH', url(vendors[0].id), {
      token,
      body: { procurementId: procurement.id, scores: [{ procurementVendorItemId: vendorItems[0].id, score: '50' }] },
    });
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual([{ param: null, msg: 'The technical score of this item has already been given' }]);
    const second = await t.call('PATCH', url(vendors[0].id), {
      token,
      body: { procurementId: procurement.id, scores: [{ procurementVendorItemId: vendorItems[1].id, score: '60.25' }] },
    });
    expect(second.status).toBe(200);
  });

  it("says \"You haven't set any technical score to several items.\" when none is entered", async () => {
    const { token, procurement, vendors, vendorItems } = await unitPriceSetup();
    const answer = await t.call('PATCH', url(vendors[0].id), {
      token,
      body: { procurementId: procurement.id, scores: vendorItems.map((v) => ({ procurementVendorItemId: v.id, score: null })) },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ param: null, msg: "You haven't set any technical score to several items." }]);
  });

  it('answers 404 for a vendor item of another vendor, and scores nothing', async () => {
    const { token, procurement, vendors, vendorItems } = await unitPriceSetup();
    const answer = await t.call('PATCH', url(vendors[1].id), {
      token,
      body: { procurementId: procurement.id, scores: [{ procurementVendorItemId: vendorItems[0].id, score: 80 }] },
    });
    expect(answer.status).toBe(404);
    const [row] = await t.app.ctx.db.select().from(procurementVendorItems).where(eq(procurementVendorItems.id, vendorItems[0].id));
    expect(row!.technicalScore).toBeNull();
  });

  it('is refused outside unit-price bidding', async () => {
    const { token, procurement, vendors, item } = await meritPointSetup(t);
    const [vi] = await t.app.ctx.db.insert(procurementVendorItems).values({ procurementVendorId: vendors[0].id, procurementItemId: item.id }).returning();
    const answer = await t.call('PATCH', url(vendors[0].id), { token, body: { procurementId: procurement.id, scores: [{ procurementVendorItemId: vi!.id, score: 80 }] } });
    expect(answer.status).toBe(409);
    expect(answer.body.errors).toEqual([{ param: null, msg: 'Item technical scores are given only in a Unit Price procurement' }]);
  });
});
