import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyerSession } from '../../testing/procurement-factories';
import { startTestApp, type TestApp } from '../../testing/test-app';

// The auction report's settings per company (docs/rules/reports-dashboard-help.md#negotiation-report, docs/rules/reports-dashboard-help.md#auction-reports): the buyer of that company only.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const BASE = '/api/secured/generate-report-auction';
const messages = (answer: { body: { errors?: { param: string | null; msg: string }[] } }) => answer.body.errors?.map((e) => [e.param, e.msg]);

describe('report settings', () => {
  it('starts empty, is created once, updated, and read back', async () => {
    const buyer = await buyerSession(t);
    expect((await t.call('GET', `${BASE}/find-by/${buyer.companyId}`, { token: buyer.token })).body).toEqual({ data: null });

    const created = await t.call('POST', `${BASE}/create`, {
      token: buyer.token,
      body: { companyId: buyer.companyId, organizingCommittee: '  Panitia Pengadaan Barang  ', allocation: 'Kantor Pusat Jakarta' },
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ companyId: buyer.companyId, organizingCommittee: 'Panitia Pengadaan Barang', allocation: 'Kantor Pusat Jakarta' });

    const again = await t.call('POST', `${BASE}/create`, { token: buyer.token, body: { companyId: buyer.companyId, organizingCommittee: 'A', allocation: 'B' } });
    expect(again.status).toBe(409);

    const updated = await t.call('PATCH', `${BASE}/update/${buyer.companyId}`, {
      token: buyer.token,
      body: { organizingCommittee: 'Tim Lelang\nDivisi Umum', allocation: 'Cabang Surabaya' },
    });
    expect(updated.status).toBe(200);
    const read = await t.call('GET', `${BASE}/find-by/${buyer.companyId}`, { token: buyer.token });
    expect(read.body.data).toMatchObject({ organizingCommittee: 'Tim Lelang\nDivisi Umum', allocation: 'Cabang Surabaya', _id: created.body.data._id });
  });

  it('requires both texts with the spec’s message and bounds them', async () => {
    const buyer = await buyerSession(t);
    const empty = await t.call('POST', `${BASE}/create`, { token: buyer.token, body: { companyId: buyer.companyId, organizingCommittee: '   ' } });
    expect(empty.status).toBe(400);
    expect(messages(empty)).toEqual([
      ['organizingCommittee', 'Please complete the input field'],
      ['allocation', 'Please complete the input field'],
    ]);
    const long = await t.call('POST', `${BASE}/create`, {
      token: buyer.token,
      body: { companyId: buyer.companyId, organizingCommittee: 'x'.repeat(1001), allocation: 'ok' },
    });
    expect(messages(long)).toEqual([['organizingCommittee', 'The text is too long (at most 1,000 characters)']]);
    const huge = await t.call('POST', `${BASE}/create`, {
      token: buyer.token,
      body: { companyId: buyer.companyId, organizingCommittee: 'ok', allocation: 'y'.repeat(1024 * 1024) },
    });
    expect(huge.status).toBe(400);
    const control = await t.call('PATCH', `${BASE}/update/${buyer.companyId}`, { token: buyer.token, body: { organizingCommittee: 'a\u0007b', allocation: 'ok' } });
    expect(control.status).toBe(400);
    expect(control.body.errors[0].msg).toBe('This text contains characters that are not allowed');
    expect((await t.call('PATCH', `${BASE}/update/${buyer.companyId}`, { token: buyer.token, body: { organizingCommittee: 'a', allocation: 'b' } })).status).toBe(404);
  });

  it('answers 404 for another company’s settings, whatever the call', async () => {
    const owner = await buyerSession(t);
    const other = await buyerSession(t);
    await t.call('POST', `${BASE}/create`, { token: owner.token, body: { companyId: owner.companyId, organizingCommittee: 'Rahasia', allocation: 'Rahasia' } });
    expect((await t.call('GET', `${BASE}/find-by/${owner.companyId}`, { token: other.token })).status).toBe(404);
    expect((await t.call('POST', `${BASE}/create`, { token: other.token, body: { companyId: owner.companyId, organizingCommittee: 'x', allocation: 'y' } })).status).toBe(404);
    expect((await t.call('PATCH', `${BASE}/update/${owner.companyId}`, { token: other.token, body: { organizingCommittee: 'x', allocation: 'y' } })).status).toBe(404);
    expect((await t.call('GET', `${BASE}/find-by/${owner.companyId}`, { token: owner.token })).body.data.organizingCommittee).toBe('Rahasia');
    expect((await t.call('GET', `${BASE}/find-by/not-an-id`, { token: owner.token })).status).toBe(400);
  });
});
