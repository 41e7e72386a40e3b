import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_LOOKUP_MAX_IDS } from '@procura/domain/company/company-lookup.schemas';
import { COMPANY_MSG } from '@procura/domain/company/company.messages';
import { accounts } from '../../db/schema/auth';
import { companies } from '../../db/schema/company';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { invitedSession } from '../auction/auction-invitation.testing';
import { onlineNegotiation, type Cast } from '../negotiation/negotiation-online.testing';

// GET /api/secured/company/{id} and GET /api/secured/company/find-by-ids?id=...
// (docs/rules/companies.md#spec-api-paths-for-outside-clients).

let t: TestApp;
let cast: Cast;
let session: Awaited<ReturnType<typeof invitedSession>>;
/** A company of the negotiation's vendor account (vendor accounts have none unless one is set). */
let vendorCompany: { id: string; name: string };

async function nameCompany(companyId: string, companyName: string) {
  await t.app.ctx.db.update(companies).set({ companyName }).where(eq(companies.id, companyId));
}

beforeAll(async () => {
  t = await startTestApp();
  cast = await onlineNegotiation(t);
  session = await invitedSession(t);
  await nameCompany(cast.buyer.companyId, 'PT Pembeli Utama');
  await nameCompany(cast.stranger.companyId, 'PT Pembeli Lain');
  await nameCompany(session.buyer.companyId, 'PT Pembeli Lelang');
  const [row] = await t.app.ctx.db
    .insert(companies)
    .values({ companyType: 'PT', companyCode: `V${randomUUID().slice(0, 8)}`, companyName: 'PT Penyedia Rahasia', companyPicName: 'Andi', companyEmail: 'andi@penyedia.co.id', companyPhonePrefix: '+62', companyPhone: '62811111111', npwp: '123456789012345' })
    .returning();
  vendorCompany = { id: row!.id, name: row!.companyName };
  await t.app.ctx.db.update(accounts).set({ companyId: row!.id }).where(eq(accounts.id, cast.vendor.accountId));
});
afterAll(async () => {
  await t.close();
});

const company = (token: string | undefined, id: string) => t.call('GET', `/api/secured/company/${id}`, { token });
const byIds = (token: string | undefined, ids: string[]) => t.call('GET', `/api/secured/company/find-by-ids?${ids.map((id) => `id=${encodeURIComponent(id)}`).join('&')}`, { token });
const NOT_FOUND = { status: 404, body: { errors: [{ param: null, msg: COMPANY_MSG.companyNotFound }] } };

describe('GET company/{id}', () => {
  it("answers a buyer its own company in full and its vendor's company by name only", async () => {
    const own = await company(cast.buyer.token, cast.buyer.companyId);
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ _id: cast.buyer.companyId, companyName: 'PT Pembeli Utama', companyType: 'PT', isOnboarding: true, legalInfo: expect.any(Object), steps: expect.any(Object) });
    // The same shape as the company page's own call.
    expect(own.body.data).toEqual((await t.call('GET', '/api/secured/company', { token: cast.buyer.token })).body.data);
    expect(await company(cast.buyer.token, vendorCompany.id)).toEqual({ status: 200, body: { data: { _id: vendorCompany.id, companyName: vendorCompany.name } } });
  });

  it('answers a vendor its own company and the buyer that invited it (by name), a spectator the buyer it watches for', async () => {
    expect((await company(cast.vendor.token, vendorCompany.id)).body.data).toMatchObject({ _id: vendorCompany.id, companyName: vendorCompany.name, legalInfo: { npwp: '123456789012345' } });
    expect(await company(cast.vendor.token, cast.buyer.companyId)).toEqual({ status: 200, body: { data: { _id: cast.buyer.companyId, companyName: 'PT Pembeli Utama' } } });
    expect(await company(cast.spectator.token, cast.buyer.companyId)).toEqual({ status: 200, body: { data: { _id: cast.buyer.companyId, companyName: 'PT Pembeli Utama' } } });
    // An auction session's invited vendor: the session's buyer.
    expect(await company(session.vendors[0]!.token, session.buyer.companyId)).toEqual({ status: 200, body: { data: { _id: session.buyer.companyId, companyName: 'PT Pembeli Lelang' } } });
  });

  it('answers every other company the same 404 as an unknown id, whoever asks', async () => {
    expect(await company(cast.buyer.token, randomUUID())).toEqual(NOT_FOUND);
    const refusals: Array<[string, string, string]> = [
      ['buyer, another buyer', cast.buyer.token, cast.stranger.companyId],
      ['buyer, a session of another company', cast.buyer.token, session.buyer.companyId],
      ['another buyer, the vendor of the first', cast.stranger.token, vendorCompany.id],
      ['another buyer, the first', cast.stranger.token, cast.buyer.companyId],
      // Another vendor's company is never a vendor's to read.
      ['the other vendor, the first vendor', cast.otherVendor.token, vendorCompany.id],
      ['vendor, a buyer that did not invite it', cast.vendor.token, cast.stranger.companyId],
      ['spectator, the vendor', cast.spectator.token, vendorCompany.id],
      ['spectator, another buyer', cast.spectator.token, session.buyer.companyId],
      ['auction vendor, another buyer', session.vendors[0]!.token, cast.buyer.companyId],
    ];
    for (const [who, token, id] of refusals) expect(await company(token, id), who).toEqual(NOT_FOUND);
  });

  it('answers 401 without a token and 400 for an id that is no UUID', async () => {
    expect((await company(undefined, cast.buyer.companyId)).status).toBe(401);
    expect(await company(cast.buyer.token, 'not-a-company')).toEqual({ status: 400, body: { errors: [{ param: 'id', msg: COMPANY_MSG.companyNotFound }] } });
  });
});

describe('GET company/find-by-ids', () => {
  it('answers the companies the caller deals with in the order asked, each once, and leaves the others out', async () => {
    const answer = await byIds(cast.buyer.token, [cast.stranger.companyId, vendorCompany.id, randomUUID(), cast.buyer.companyId, vendorCompany.id, session.buyer.companyId]);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toHaveLength(2);
    expect(answer.body.data[0]).toEqual({ _id: vendorCompany.id, companyName: vendorCompany.name });
    expect(answer.body.data[1]).toMatchObject({ _id: cast.buyer.companyId, companyCode: expect.any(String), legalInfo: expect.any(Object) });
    expect(JSON.stringify(answer.body)).not.toMatch(/PT Pembeli Lain|PT Pembeli Lelang/);
    // One id is a list of one.
    expect(await byIds(cast.spectator.token, [cast.buyer.companyId])).toEqual({ status: 200, body: { data: [{ _id: cast.buyer.companyId, companyName: 'PT Pembeli Utama' }] } });
  });

  it("gives a vendor nothing of another vendor's company", async () => {
    const answer = await byIds(cast.otherVendor.token, [vendorCompany.id, cast.buyer.companyId, cast.stranger.companyId]);
    expect(answer.body.data).toEqual([{ _id: cast.buyer.companyId, companyName: 'PT Pembeli Utama' }]);
    const text = JSON.stringify(answer.body);
    for (const marker of [vendorCompany.name, 'andi@penyedia.co.id', cast.vendor.email, cast.vendor.accountId, cast.procurementVendor.name]) expect(text).not.toContain(marker);
  });

  it('answers 401 without a token and 400 for a missing, malformed or too long list', async () => {
    expect((await byIds(undefined, [cast.buyer.companyId])).status).toBe(401);
    expect(await byIds(cast.buyer.token, [])).toEqual({ status: 400, body: { errors: [{ param: 'id', msg: COMPANY_MSG.companyNotFound }] } });
    expect((await byIds(cast.buyer.token, [cast.buyer.companyId, 'nope'])).status).toBe(400);
    const tooMany = Array.from({ length: COMPANY_LOOKUP_MAX_IDS + 1 }, () => randomUUID());
    expect((await byIds(cast.buyer.token, tooMany)).status).toBe(400);
    expect((await t.call('GET', `/api/secured/company/find-by-ids?id=${cast.buyer.companyId}&name=x`, { token: cast.buyer.token })).body.errors).toEqual([{ param: 'name', msg: 'Unknown field' }]);
  });
});
