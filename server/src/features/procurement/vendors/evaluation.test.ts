import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { procurementVendorItems, procurementVendors } from '../../../db/schema/procurement';
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

// Last and indicator prices come from auctions and negotiations (later areas): written here directly.
const setPrices = (vendorId: string, indicatorPrice: string | null, lastPrice: string | null) =>
  t.app.ctx.db.update(procurementVendors).set({ indicatorPrice, lastPrice }).where(eq(procurementVendors.id, vendorId));

const evaluation = async (token: string, procurementId: string, suffix = '') => {
  const answer = await t.call('GET', `/api/secured/procurement/${procurementId}/evaluation${suffix}`, { token });
  expect(answer.status).toBe(200);
  return answer.body.data;
};

type Row = { companyName: string; rank: number | null; winner: boolean };
const ranks = (rows: Row[]) => rows.map((r) => [r.companyName, r.rank, r.winner]);

describe('evaluation table', () => {
  it('shows dashes for every rank while nobody has a last price (today: no auctions yet)', async () => {
    const { token, procurement } = await buyerWithProcurement(t);
    await insertVendor(t, procurement.id, { name: 'PT A' });
    await insertVendor(t, procurement.id, { name: 'PT B' });
    const data = await evaluation(token, procurement.id);
    expect(data.scoring).toBeNull();
    expect(data.rows).toEqual([
      {
        vendorId: expect.any(String),
        companyName: 'PT A',
        administration: null,
        administrationScore: null,
        technicalScore: null,
        technicalWeighted: null,
        priceScore: null,
        totalScore: null,
        indicatorPrice: null,
        lastPrice: null,
        saving: null,
        rank: null,
        winner: false,
      },
      expect.objectContaining({ companyName: 'PT B', rank: null, winner: false }),
    ]);
  });

  it('ranks a reverse auction by last price with the spec’s dash rules and the winner mark', async () => {
    const { token, procurement } = await buyerWithProcurement(t);
    const names = ['PT Mahal', 'PT Murah', 'PT Sedang', 'PT Diam', 'PT Tanpa Indikator'];
    const [mahal, murah, sedang, diam, tanpa] = await Promise.all(names.map((name) => insertVendor(t, procurement.id, { name })));
    await setPrices(mahal!.id, '1000000.00', '1050000.00'); // saving below 0: dash
    await setPrices(murah!.id, '1000000.00', '900000.00');
    await setPrices(sedang!.id, '1000000.00', '950000.00');
    await setPrices(diam!.id, '1000000.00', null); // no offer: dash, last
    await setPrices(tanpa!.id, '0.50', '920000.00'); // indicator below 1: dash
    const data = await evaluation(token, procurement.id);
    expect(ranks(data.rows)).toEqual([
      ['PT Murah', 1, true],
      ['PT Tanpa Indikator', null, false],
      ['PT Sedang', 3, false],
      ['PT Mahal', null, false],
      ['PT Diam', null, false],
    ]);
    expect(data.rows[0]).toMatchObject({ lastPrice: '900000.00', indicatorPrice: '1000000.00', saving: '10.00', priceScore: null, totalScore: null });
    expect(data.rows[3]).toMatchObject({ saving: '-5.00' });
  });

  it('gives no winner mark when rank 1 saves nothing below zero… and shows it at exactly zero', async () => {
    const { token, procurement } = await buyerWithProcurement(t);
    const a = await insertVendor(t, procurement.id, { name: 'PT Nol' });
    const b = await insertVendor(t, procurement.id, { name: 'PT Rugi' });
    await setPrices(a.id, '1000000.00', '1000000.00');
    await setPrices(b.id, '1000000.00', '1200000.00');
    expect(ranks((await evaluation(token, procurement.id)).rows)).toEqual([
      ['PT Nol', 1, true],
      ['PT Rugi', null, false],
    ]);
    await setPrices(a.id, '1000000.00', '1100000.00');
    expect(ranks((await evaluation(token, procurement.id)).rows)).toEqual([
      ['PT Nol', null, false],
      ['PT Rugi', null, false],
    ]);
  });

  it('ranks a forward auction highest first (direction from the negotiation type)', async () => {
    const { token, procurement } = await buyerWithProcurement(t, { negotiationType: 'FORWARD_AUCTION' });
    const low = await insertVendor(t, procurement.id, { name: 'PT Rendah' });
    const high = await insertVendor(t, procurement.id, { name: 'PT Tinggi' });
    await setPrices(low.id, '1000000.00', '1100000.00');
    await setPrices(high.id, '1000000.00', '1300000.00');
    const data = await evaluation(token, procurement.id);
    expect(ranks(data.rows)).toEqual([
      ['PT Tinggi', 1, true],
      ['PT Rendah', 2, false],
    ]);
    expect(data.rows[0].saving).toBe('30.00');
  });

  it('ranks merit point by total score with the weighted administration, technical and price scores', async () => {
    const { token, procurement, vendors } = await meritPointSetup(t);
    const [alpha, beta] = vendors;
    await t.app.ctx.db.update(procurementVendors).set({ administrationPassed: true, technicalScore: '100.00' }).where(eq(procurementVendors.id, alpha.id));
    await t.app.ctx.db.update(procurementVendors).set({ administrationPassed: true, technicalScore: '60.00' }).where(eq(procurementVendors.id, beta.id));
    await setPrices(alpha.id, '1100000.00', '1000000.00');
    await setPrices(beta.id, '1100000.00', '900000.00');
    const data = await evaluation(token, procurement.id);
    expect(data.scoring).toEqual({ administrationValue: '20.00', technicalValue: '30.00', priceValue: '50.00' });
    expect(data.rows).toEqual([
      {
        vendorId: alpha.id,
        companyName: 'PT Alpha',
        administration: 'PASSED',
        administrationScore: '20.00',
        technicalScore: '100.00',
        technicalWeighted: '30.00',
        priceScore: '45.00', // 900,000 / 1,000,000 x 50
        totalScore: '95.00',
        indicatorPrice: '1100000.00',
        lastPrice: '1000000.00',
        saving: '9.09',
        rank: 1,
        winner: true,
      },
      expect.objectContaining({ companyName: 'PT Beta', technicalWeighted: '18.00', priceScore: '50.00', totalScore: '88.00', rank: 2, winner: false }),
    ]);
    // The vendor views carry the same scores.
    const list = await t.call('GET', `/api/secured/procurement-vendor?procurementId=${procurement.id}`, { token });
    expect(list.body.data.filteredData.map((v: { totalScore: string; priceScore: string; saving: string }) => [v.totalScore, v.priceScore, v.saving])).toEqual([
      ['95.00', '45.00', '9.09'],
      ['88.00', '50.00', '18.18'],
    ]);
  });

  it('marks a vendor that did not pass administration and counts no administration weight', async () => {
    const { token, procurement, vendors } = await meritPointSetup(t);
    await t.app.ctx.db.update(procurementVendors).set({ administrationPassed: false }).where(eq(procurementVendors.id, vendors[0].id));
    const data = await evaluation(token, procurement.id);
    expect(data.rows[0]).toMatchObject({ administration: 'NOT_PASSED', administrationScore: '0.00', totalScore: '0.00', rank: null });
    expect(data.rows[1]).toMatchObject({ administration: null, administrationScore: null, totalScore: '0.00' });
  });
});

describe('unit-price tabs', () => {
  async function unitPriceSetup() {
    const setup = await meritPointSetup(t, { biddingType: 'UNIT_PRICE', winnerType: 'SINGLE_WINNER' });
    const [alpha, beta] = setup.vendors;
    const other = await insertItem(t, setup.procurement.id, { itemName: 'Printer', minCapableQty: '10.00' });
    await t.app.ctx.db.update(procurementVendors).set({ administrationPassed: true }).where(eq(procurementVendors.id, alpha.id));
    const [aItem, bItem] = await t.app.ctx.db
      .insert(procurementVendorItems)
      .values([
        { procurementVendorId: alpha.id, procurementItemId: setup.item.id, capableQty: '10.00', technicalScore: '80.00', indicatorPrice: '15000000.00', lastPrice: '14000000.00' },
        { procurementVendorId: beta.id, procurementItemId: setup.item.id, capableQty: '10.00', technicalScore: '90.00', indicatorPrice: '15000000.00', lastPrice: '12000000.00' },
      ])
      .returning();
    return { ...setup, other, vendorItems: [aItem!, bItem!] as const };
  }

  it('By Item: each item with its minimal capable qty and its vendors ranked', async () => {
    const { token, procurement, item, other, vendors, vendorItems } = await unitPriceSetup();
    const data = await evaluation(token, procurement.id, '/by-item');
    expect(data.items.map((i: { itemName: string; minCapableQty: string }) => [i.itemName, i.minCapableQty])).toEqual([
      [item.itemName, '10.00'],
      ['Printer', '10.00'],
    ]);
    expect(data.items[0]).toMatchObject({ procurementItemId: item.id, itemCode: item.itemCode, uom: 'Unit', quantity: '10.00' });
    // Alpha: 20 + 24 + 12/14 x 50 = 42.86 -> 86.86; Beta: 0 + 27 + 50 = 77.00
    expect(data.items[0].vendors).toEqual([
      {
        procurementVendorItemId: vendorItems[0].id,
        vendorId: vendors[0].id,
        companyName: 'PT Alpha',
        capableQty: '10.00',
        administration: 'PASSED',
        administrationScore: '20.00',
        technicalScore: '80.00',
        technicalWeighted: '24.00',
        priceScore: '42.86',
        totalScore: '86.86',
        indicatorPrice: '15000000.00',
        lastPrice: '14000000.00',
        saving: '6.67',
        rank: 1,
        winner: true,
      },
      expect.objectContaining({ companyName: 'PT Beta', administration: null, totalScore: '77.00', rank: 2, winner: false }),
    ]);
    expect(data.items[1]).toMatchObject({ procurementItemId: other.id, vendors: [] });
  });

  it('By Vendor: each vendor with its administration result and its items', async () => {
    const { token, procurement, vendors, vendorItems } = await unitPriceSetup();
    const data = await evaluation(token, procurement.id, '/by-vendor');
    expect(data.vendors.map((v: { companyName: string; administration: string | null; items: unknown[] }) => [v.companyName, v.administration, v.items.length])).toEqual([
      ['PT Alpha', 'PASSED', 1],
      ['PT Beta', null, 1],
    ]);
    expect(data.vendors[0]).toMatchObject({ vendorId: vendors[0].id, email: vendors[0].email });
    expect(data.vendors[0].items[0]).toMatchObject({ _id: vendorItems[0].id, technicalScore: '80.00', totalScore: '86.86', saving: '6.67' });
  });
});

describe('unit price dialog (Total Price By Unit)', () => {
  it('lists the vendor’s items with null prices until it offers, then subtotals and the total offer', async () => {
    const { token, procurement } = await buyerWithProcurement(t, { winnerType: 'MULTI_WINNER', biddingType: 'TOTAL_PRICE_BY_UNIT' });
    const laptop = await insertItem(t, procurement.id, { itemName: 'Laptop', quantity: '10.00', minCapableQty: '2.00' });
    const mouse = await insertItem(t, procurement.id, { itemName: 'Mouse', quantity: '5.00', minCapableQty: '5.00' });
    const vendor = await insertVendor(t, procurement.id, { name: 'PT Unit' });
    const [a, b] = await t.app.ctx.db
      .insert(procurementVendorItems)
      .values([
        { procurementVendorId: vendor.id, procurementItemId: laptop.id, capableQty: '4.00' },
        { procurementVendorId: vendor.id, procurementItemId: mouse.id, capableQty: '5.00' },
      ])
      .returning();
    const url = `/api/secured/procurement-vendor/${vendor.id}/unit-prices`;
    const before = await t.call('GET', url, { token });
    expect(before.status).toBe(200);
    expect(before.body.data).toEqual({
      vendorId: vendor.id,
      companyName: 'PT Unit',
      indicatorPrice: null,
      lastPrice: null,
      items: [
        { procurementVendorItemId: a!.id, itemCode: laptop.itemCode, itemName: 'Laptop', quantity: '4.00', uom: 'Unit', unitPrice: null, subTotal: null },
        { procurementVendorItemId: b!.id, itemCode: mouse.itemCode, itemName: 'Mouse', quantity: '5.00', uom: 'Unit', unitPrice: null, subTotal: null },
      ],
      totalOffer: null,
    });
    await t.app.ctx.db.update(procurementVendorItems).set({ lastPrice: '1500000.50' }).where(eq(procurementVendorItems.id, a!.id));
    await t.app.ctx.db.update(procurementVendorItems).set({ lastPrice: '99000.00' }).where(eq(procurementVendorItems.id, b!.id));
    const after = (await t.call('GET', url, { token })).body.data;
    expect(after.items.map((i: { subTotal: string }) => i.subTotal)).toEqual(['6000002.00', '495000.00']);
    expect(after.totalOffer).toBe('6495002.00');
  });
});

describe('evaluation export', () => {
  it('downloads the table as an .xlsx attachment in ranking order, with dashes', async () => {
    const { token, procurement, vendors } = await meritPointSetup(t);
    await t.app.ctx.db.update(procurementVendors).set({ administrationPassed: true, technicalScore: '90.00' }).where(eq(procurementVendors.id, vendors[1].id));
    await setPrices(vendors[1].id, '1000000.00', '800000.00');
    const response = await fetch(`${t.url}/api/secured/procurement/${procurement.id}/evaluation/export`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="evaluation-${procurement.id}.xlsx"; filename*=UTF-8''evaluation-${procurement.id}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.getWorksheet('Evaluation')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Rank',
      'Company Name',
      'Administration',
      'Administration Score',
      'Technical Score',
      'Technical',
      'Price',
      'Total',
      'Indicator',
      'Last Price',
      'Saving (%)',
      'Winner',
    ]);
    // 20 + 27 + 50 = 97
    expect(sheet.getRow(2).values).toEqual([undefined, 1, 'PT Beta', 'Passed', 20, 90, 27, 50, 97, 1000000, 800000, 20, 'Winner']);
    expect(sheet.getRow(3).values).toEqual([undefined, '-', 'PT Alpha', '-', '-', '-', '-', '-', 0, '-', '-', '-', '']);
    expect(sheet.getRow(5).getCell(2).value).toBe('Scoring: administration 20.00%, technical 30.00%, price 50.00%');
  });
});
