import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema/auth';
import { companies } from '../../db/schema/company';
import { trialRequests } from '../../db/schema/landing';
import { createAccount, signIn } from '../../testing/factories';
import { startTestApp, type TestApp } from '../../testing/test-app';

type AdminValue = { code: string; labelEn: string; labelId: string; active: boolean; order: number; ruleBound: boolean };
type Item = { code: string; label: { en: string; id: string }; active: boolean; order: number };
type LocalItem = { code: string; label: string };

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  const admin = await createAccount(t, { role: 'super_admin' });
  token = (await signIn(t, admin.email)).access_token;
});
afterAll(async () => {
  await t.close();
});

const path = (list: string, code?: string) => `/api/secured/master-data/${list}${code === undefined ? '' : `/${encodeURIComponent(code)}`}`;
const list = (name: string) => t.call<{ data: AdminValue[] }>('GET', path(name), { token });
const add = (name: string, body: unknown) => t.call<{ data: AdminValue }>('POST', path(name), { token, body });
const edit = (name: string, code: string, body: unknown) => t.call<{ data: AdminValue }>('PUT', path(name, code), { token, body });
const remove = (name: string, code: string) => t.call<{ data: AdminValue }>('DELETE', path(name, code), { token });
const masters = async () => (await t.call<{ data: Record<string, Item[]> }>('GET', '/api/masters')).body.data;
const mastersIn = async (lang: 'en' | 'id') => (await t.call<{ data: Record<string, LocalItem[]> }>('GET', `/api/masters/${lang}`)).body.data;

async function companyOfType(companyType: string) {
  await t.app.ctx.db.insert(companies).values({
    companyType,
    companyCode: `PD${Date.now().toString(36)}`.slice(0, 12).toUpperCase(),
    companyName: 'PD Sumber Rejeki',
    companyPicName: 'Siti Aminah',
    companyEmail: 'pengadaan@sumberrejeki.co.id',
    companyPhonePrefix: '+62',
    companyPhone: '62812000111',
  });
}

describe('listing a master list for the super admin', () => {
  it('gives every value in its order, with the rule-bound ones marked', async () => {
    const answer = await list('currencies');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      { code: 'IDR', labelEn: 'Indonesian Rupiah', labelId: 'Rupiah Indonesia', active: true, order: 1, ruleBound: true },
      { code: 'USD', labelEn: 'US Dollar', labelId: 'Dolar Amerika Serikat', active: true, order: 2, ruleBound: false },
    ]);
    const bidding = (await list('procurementBiddingTypes')).body.data;
    expect(bidding.map((v) => [v.code, v.labelEn, v.labelId, v.ruleBound])).toEqual([
      ['TOTAL_PRICE', 'Total Price', 'Harga Total', true],
      ['TOTAL_PRICE_BY_UNIT', 'Total Price By Unit', 'Harga Total per Satuan', true],
      ['UNIT_PRICE', 'Unit Price', 'Harga Satuan', true],
    ]);
  });
});

describe('adding a master value', () => {
  it('answers the saved value and shows it at once in /api/masters and both languages', async () => {
    const answer = await add('currencies', { code: 'EUR', labelEn: 'Euro', labelId: 'Euro Eropa', active: true });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ code: 'EUR', labelEn: 'Euro', labelId: 'Euro Eropa', active: true, order: 3, ruleBound: false });
    expect((await masters()).currencies).toContainEqual({ code: 'EUR', label: { en: 'Euro', id: 'Euro Eropa' }, active: true, order: 3 });
    expect((await mastersIn('en')).currencies).toContainEqual({ code: 'EUR', label: 'Euro' });
    expect((await mastersIn('id')).currencies).toContainEqual({ code: 'EUR', label: 'Euro Eropa' });
    expect((await list('currencies')).body.data.map((v) => v.code)).toEqual(['IDR', 'USD', 'EUR']);
  });

  it('puts a new value last and makes it active unless told', async () => {
    const answer = await add('winnerTypes', { code: 'TOP_THREE', labelEn: 'Top Three', labelId: 'Tiga Teratas' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ active: true, order: 3 });
  });

  it('keeps an inactive value out of the per-language lists but in /api/masters', async () => {
    await add('auctionModels', { code: 'HYBRID', labelEn: 'Hybrid', labelId: 'Campuran', active: false });
    expect((await masters()).auctionModels!.find((i) => i.code === 'HYBRID')?.active).toBe(false);
    expect((await mastersIn('en')).auctionModels!.map((i) => i.code)).toEqual(['REALTIME', 'SIMULATION']);
    expect((await list('auctionModels')).body.data.map((v) => v.code)).toEqual(['REALTIME', 'SIMULATION', 'HYBRID']);
  });

  it('refuses a code the list already has, domain or added', async () => {
    for (const code of ['IDR', 'EUR']) {
      const answer = await add('currencies', { code, labelEn: 'Again', labelId: 'Lagi' });
      expect(answer.status, code).toBe(400);
      expect(answer.body).toEqual({ errors: [{ param: 'code', msg: 'Code already exists' }] });
    }
  });

  it('lets only one of two simultaneous adds of a code succeed', async () => {
    const body = { code: 'SGD', labelEn: 'Singapore Dollar', labelId: 'Dolar Singapura' };
    const answers = await Promise.all([add('currencies', body), add('currencies', body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect((await list('currencies')).body.data.filter((v) => v.code === 'SGD')).toHaveLength(1);
  });

  it('accepts the same code in another list', async () => {
    expect((await add('biddingTypes', { code: 'EUR', labelEn: 'Odd but allowed', labelId: 'Boleh' })).status).toBe(200);
  });
});

describe('editing a master value', () => {
  it('changes the labels and active flag of a rule-bound value, which keeps its place', async () => {
    const answer = await edit('biddingTypes', 'TOTAL_PRICE', { labelEn: 'Total Price', labelId: 'Harga Total', active: false });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ code: 'TOTAL_PRICE', labelEn: 'Total Price', labelId: 'Harga Total', active: false, order: 1, ruleBound: true });
    expect((await masters()).biddingTypes!.find((i) => i.code === 'TOTAL_PRICE')).toEqual({
      code: 'TOTAL_PRICE',
      label: { en: 'Total Price', id: 'Harga Total' },
      active: false,
      order: 1,
    });
    expect((await mastersIn('id')).biddingTypes!.map((i) => i.code)).not.toContain('TOTAL_PRICE');
    // Sent unchanged, the code of a rule-bound value is not a rename.
    const same = await edit('biddingTypes', 'TOTAL_PRICE', { code: 'TOTAL_PRICE', labelEn: 'Total Bulk Price', labelId: 'Harga Total Borongan', active: true });
    expect(same.status).toBe(200);
  });

  it('never renames a code the rules depend on', async () => {
    const answer = await edit('negotiationTypes', 'NEGOTIATION', { code: 'TALKS', labelEn: 'Talks', labelId: 'Negosiasi', active: true });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ errors: [{ param: 'code', msg: 'This code is used by the product rules and cannot be changed' }] });
    expect((await list('negotiationTypes')).body.data.map((v) => v.code)).toContain('NEGOTIATION');
  });

  it('renames a value the super admin added and nothing uses', async () => {
    await add('periodTypes', { code: 'OPEN_END', labelEn: 'Open End', labelId: 'Tanpa Batas' });
    const answer = await edit('periodTypes', 'OPEN_END', { code: 'OPEN_ENDED', labelEn: 'Open Ended', labelId: 'Tanpa Batas', active: true });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ code: 'OPEN_ENDED', labelEn: 'Open Ended', ruleBound: false });
    expect((await masters()).periodTypes!.map((i) => i.code)).toEqual(['INJURY_TIME', 'LIMITED_TIME', 'OPEN_ENDED']);
    expect((await edit('periodTypes', 'OPEN_END', { labelEn: 'x', labelId: 'x', active: true })).status).toBe(404);
  });

  it('refuses a new code that the list already has', async () => {
    await add('periodTypes', { code: 'FLEXIBLE', labelEn: 'Flexible', labelId: 'Fleksibel' });
    const answer = await edit('periodTypes', 'FLEXIBLE', { code: 'LIMITED_TIME', labelEn: 'Flexible', labelId: 'Fleksibel', active: true });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ errors: [{ param: 'code', msg: 'Code already exists' }] });
  });

  it('lets a renamed value take over the code of a removed one', async () => {
    await add('currencies', { code: 'JPY', labelEn: 'Yen', labelId: 'Yen' });
    expect((await remove('currencies', 'JPY')).status).toBe(200);
    await add('currencies', { code: 'JPX', labelEn: 'Japanese Yen', labelId: 'Yen Jepang' });
    const answer = await edit('currencies', 'JPX', { code: 'JPY', labelEn: 'Japanese Yen', labelId: 'Yen Jepang', active: true });
    expect(answer.status).toBe(200);
    expect((await masters()).currencies!.filter((i) => i.code.startsWith('JP'))).toEqual([
      { code: 'JPY', label: { en: 'Japanese Yen', id: 'Yen Jepang' }, active: true, order: 5 },
    ]);
  });
});

describe('removing a master value', () => {
  it('refuses a value the rules depend on and says to deactivate it', async () => {
    for (const [name, code] of [
      ['currencies', 'IDR'],
      ['procurementBiddingTypes', 'UNIT_PRICE'],
      ['references', 'SALES_STAFF'],
    ] as const) {
      const answer = await remove(name, code);
      expect(answer.status, code).toBe(409);
      expect(answer.body).toEqual({ errors: [{ param: null, msg: 'This value is used by the product rules and cannot be removed; deactivate it instead' }] });
    }
    expect((await masters()).currencies!.map((i) => i.code)).toContain('IDR');
  });

  it('removes an unused USD at once from every list, and start-up seeding does not bring it back', async () => {
    const answer = await remove('currencies', 'USD');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ code: 'USD', ruleBound: false });
    expect((await masters()).currencies!.map((i) => i.code)).not.toContain('USD');
    expect((await mastersIn('en')).currencies!.map((i) => i.code)).not.toContain('USD');
    expect((await list('currencies')).body.data.map((v) => v.code)).not.toContain('USD');

    const { buildApp } = await import('../../app');
    const again = await buildApp({ config: t.app.ctx.config, db: t.app.ctx.db, changes: t.app.ctx.changes, clock: t.clock });
    await again.close();
    expect((await masters()).currencies!.map((i) => i.code)).not.toContain('USD');
  });

  it('answers 404 for a value already removed or never there', async () => {
    for (const code of ['USD', 'XYZ', 'x'.repeat(80)]) {
      for (const answer of [await remove('currencies', code), await edit('currencies', code, { labelEn: 'a', labelId: 'a', active: true })]) {
        expect(answer.status, code).toBe(404);
        expect(answer.body).toEqual({ errors: [{ param: null, msg: 'Master value not found' }] });
      }
    }
  });

  it('revives a removed code when it is added again, with the new labels, at the end of the list', async () => {
    const answer = await add('currencies', { code: 'USD', labelEn: 'United States Dollar', labelId: 'Dolar AS', active: true });
    expect(answer.status).toBe(200);
    expect((await masters()).currencies!.find((i) => i.code === 'USD')).toEqual({
      code: 'USD',
      label: { en: 'United States Dollar', id: 'Dolar AS' },
      active: true,
      order: 6,
    });
  });
});

describe('a master value in use by a record', () => {
  it('cannot be removed or renamed while a company has it as its type', async () => {
    expect((await add('companyTypes', { code: 'PD', labelEn: 'PD (Regional Company)', labelId: 'PD (Perusahaan Daerah)' })).status).toBe(200);
    await companyOfType('PD');

    const removal = await remove('companyTypes', 'PD');
    expect(removal.status).toBe(409);
    expect(removal.body).toEqual({ errors: [{ param: null, msg: 'This value is used by existing records and cannot be removed; deactivate it instead' }] });
    const rename = await edit('companyTypes', 'PD', { code: 'PERUMDA', labelEn: 'Perumda', labelId: 'Perumda', active: true });
    expect(rename.status).toBe(409);
    expect(rename.body).toEqual({ errors: [{ param: 'code', msg: 'This value is used by existing records, so its code cannot be changed' }] });
    // Deactivating is the way out, and it stays on the list.
    expect((await edit('companyTypes', 'PD', { labelEn: 'PD', labelId: 'PD', active: false })).status).toBe(200);
    expect((await list('companyTypes')).body.data.map((v) => v.code)).toEqual(['PT', 'CV', 'PD']);
  });

  it('cannot be removed while an account names it as its reference', async () => {
    await add('references', { code: 'EXHIBITION', labelEn: 'Exhibition', labelId: 'Pameran' });
    const account = await createAccount(t, { role: 'buyer_auction' });
    await t.app.ctx.db.update(accounts).set({ reference: 'EXHIBITION' }).where(eq(accounts.id, account.id));
    expect((await remove('references', 'EXHIBITION')).status).toBe(409);

    await t.app.ctx.db.update(accounts).set({ reference: 'SEARCH_ENGINE' }).where(eq(accounts.id, account.id));
    expect((await remove('references', 'EXHIBITION')).status).toBe(200);
  });

  it('cannot be removed while a trial request carries it as its phone prefix', async () => {
    await add('phonePrefix', { code: '+65', labelEn: '+65', labelId: '+65' });
    await t.app.ctx.db.insert(trialRequests).values({ name: 'Tan', email: 'tan@example.sg', phonePrefix: '+65', phone: '81234567', companyName: 'Tan Pte Ltd' });
    expect((await remove('phonePrefix', '+65')).status).toBe(409);
  });
});
