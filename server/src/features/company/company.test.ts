import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/company';
import { storedFiles } from '../../db/schema/files';
import { createAccount, signIn } from '../../testing/factories';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { EXE, JPEG, PDF, WORD_97 } from './company.testing';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const generalInfo = (overrides: Record<string, unknown> = {}) => ({
  companyType: 'PT',
  companyName: 'PT Maju Jaya Abadi',
  companyCode: 'MJA',
  companyPicName: 'Budi Santoso',
  companyEmail: 'procurement@majujaya.co.id',
  companyPhonePrefix: '+62',
  companyPhone: '62812345678',
  ...overrides,
});

const address = (overrides: Record<string, unknown> = {}) => ({
  countryCode: 'ID',
  countryName: 'Indonesia',
  provinceCode: '31',
  provinceName: 'DKI Jakarta',
  cityCode: '31.71',
  cityName: 'Kota Administrasi Jakarta Pusat',
  districtCode: '31.71.01',
  districtName: 'Gambir',
  zipCode: '10110',
  addressDetail: 'Jl. Medan Merdeka Barat No. 1',
  ...overrides,
});

async function newBuyer() {
  const account = await createAccount(t, { role: 'buyer_auction' });
  const { access_token } = await signIn(t, account.email);
  return { account, token: access_token };
}

type Upload = [slot: string, fileName: string, content: Buffer];

async function uploadLegal(token: string, fields: Record<string, string>, files: Upload[]) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [slot, fileName, content] of files) form.append(slot, new Blob([new Uint8Array(content)]), fileName);
  const response = await fetch(`${t.url}/api/secured/company/legal-info`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: response.status, body: (await response.json()) as any };
}

const LEGAL = { npwp: '01.234.567.8-901.000', idNumber: '3171012345678901' };
const BOTH_FILES: Upload[] = [
  ['npwpAttachments', 'npwp.pdf', PDF],
  ['idNumberAttachments', 'ktp.jpg', JPEG],
];

async function onboardedThroughStep(step: 'general' | 'address' | 'legal') {
  const buyer = await newBuyer();
  const general = await t.call('POST', '/api/secured/company', { token: buyer.token, body: generalInfo() });
  expect(general.status).toBe(200);
  if (step !== 'general') expect((await t.call('POST', '/api/secured/company-address', { token: buyer.token, body: address() })).status).toBe(200);
  if (step === 'legal') expect((await uploadLegal(buyer.token, LEGAL, BOTH_FILES)).status).toBe(200);
  return { ...buyer, companyId: general.body.data._id as string };
}

async function filesOf(companyId: string) {
  return t.app.ctx.db.select({ purpose: storedFiles.purpose }).from(storedFiles).where(eq(storedFiles.companyId, companyId));
}

describe('general info', () => {
  it('creates the company with a code derived from its name and links the buyer to it', async () => {
    const { token } = await newBuyer();
    const answer = await t.call('POST', '/api/secured/company', { token, body: generalInfo({ companyName: 'CV Sinar Harapan Baru' }) });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      companyCode: 'SHB',
      companyName: 'CV Sinar Harapan Baru',
      companyPhone: '62812345678',
      isOnboarding: false,
      address: null,
      steps: { general: true, address: false, legal: false },
    });
    const profile = await t.call('GET', '/api/secured/account/my-profile', { token });
    expect(profile.body.data.company).toMatchObject({ companyCode: 'SHB', companyPhone: '812345678', isOnboarding: false });
  });

  it('keeps company codes unique by adding the lowest free number', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const { token } = await newBuyer();
      codes.push((await t.call('POST', '/api/secured/company', { token, body: generalInfo({ companyName: 'PT Tirta Kencana' }) })).body.data.companyCode);
    }
    expect(codes).toEqual(['TK', 'TK2', 'TK3']);
  });

  it('stores the phone without the leading 0 of its number, so the profile shows it as typed without 0', async () => {
    const { token } = await newBuyer();
    const saved = await t.call('POST', '/api/secured/company', { token, body: generalInfo({ companyPhone: '620812345678' }) });
    expect(saved.body.data.companyPhone).toBe('62812345678');
    const profile = await t.call('GET', '/api/secured/account/my-profile', { token });
    expect(profile.body.data.company.companyPhone).toBe('812345678');
  });

  it('updates the same company when saved again, keeping its code', async () => {
    const { token } = await newBuyer();
    const first = await t.call('POST', '/api/secured/company', { token, body: generalInfo({ companyName: 'PT Rimba Raya' }) });
    const second = await t.call('POST', '/api/secured/company', { token, body: generalInfo({ companyName: 'PT Rimba Raya', companyPicName: 'Sari Dewi' }) });
    expect(second.body.data).toMatchObject({ _id: first.body.data._id, companyCode: first.body.data.companyCode, companyPicName: 'Sari Dewi' });
  });

  it('answers field errors by param: phone with letters, a 1 MB name, a wrong type', async () => {
    const { token } = await newBuyer();
    const answer = await t.call('POST', '/api/secured/company', {
      token,
      body: generalInfo({ companyPhone: '62812abc', companyName: 'x'.repeat(1_000_000), companyType: 'LLC', companyEmail: 'nope' }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual(
      expect.arrayContaining([
        { param: 'companyPhone', msg: 'Phone number may contain only digits' },
        { param: 'companyName', msg: 'Company name must be at most 150 characters' },
        { param: 'companyType', msg: 'Company type must be PT or CV' },
        { param: 'companyEmail', msg: 'Please input a valid email address' },
      ]),
    );
    const profile = await t.call('GET', '/api/secured/account/my-profile', { token });
    expect(profile.body.data.company).toBeNull();
  });

  it('refuses unknown fields, arrays and other roles', async () => {
    const { token } = await newBuyer();
    expect((await t.call('POST', '/api/secured/company', { token, body: generalInfo({ isAdmin: true }) })).body.errors).toEqual([
      { param: 'isAdmin', msg: 'Unknown field' },
    ]);
    expect((await t.call('POST', '/api/secured/company', { token, body: [generalInfo()] })).status).toBe(400);
    const admin = await createAccount(t, { role: 'super_admin' });
    const adminToken = (await signIn(t, admin.email)).access_token;
    expect((await t.call('POST', '/api/secured/company', { token: adminToken, body: generalInfo() })).status).toBe(403);
    expect((await t.call('POST', '/api/secured/company', { body: generalInfo() })).status).toBe(401);
  });
});

describe('company address', () => {
  it('needs general info first', async () => {
    const { token } = await newBuyer();
    const answer = await t.call('POST', '/api/secured/company-address', { token, body: address() });
    expect(answer).toMatchObject({ status: 422, body: { errors: [{ param: null, msg: 'Please complete General Info first' }] } });
  });

  it('stores the address with the reference names of its codes', async () => {
    const { token } = await onboardedThroughStep('general');
    const answer = await t.call('POST', '/api/secured/company-address', { token, body: address({ provinceName: 'Fake', cityName: 'Fake' }) });
    expect(answer.status).toBe(200);
    expect(answer.body.data.address).toEqual({
      countryCode: 'ID',
      countryName: 'Indonesia',
      provinceCode: '31',
      provinceName: 'DKI Jakarta',
      cityCode: '31.71',
      cityName: 'Kota Administrasi Jakarta Pusat',
      districtCode: '31.71.01',
      districtName: 'Gambir',
      zipCode: '10110',
      addressDetail: 'Jl. Medan Merdeka Barat No. 1',
    });
    expect(answer.body.data.steps).toEqual({ general: true, address: true, legal: false });
  });

  it('refuses unknown codes and a city of another province', async () => {
    const { token } = await onboardedThroughStep('general');
    const unknown = await t.call('POST', '/api/secured/company-address', { token, body: address({ provinceCode: '99', cityCode: '99.01', districtCode: '99.01.01' }) });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([
      { param: 'provinceCode', msg: 'Province not found' },
      { param: 'cityCode', msg: 'City not found' },
      { param: 'districtCode', msg: 'District not found' },
    ]);
    const mixed = await t.call('POST', '/api/secured/company-address', { token, body: address({ cityCode: '32.73', districtCode: '32.73.01' }) });
    expect(mixed.body.errors).toEqual([{ param: 'cityCode', msg: 'City not found' }]);
  });
});

describe('legal info', () => {
  it('stores both numbers and one attachment per slot, readable by the company only', async () => {
    const { token, companyId } = await onboardedThroughStep('address');
    const answer = await uploadLegal(token, LEGAL, [
      ['npwpAttachments', 'npwp.doc', WORD_97],
      ['idNumberAttachments', 'ktp.jpeg', JPEG],
    ]);
    expect(answer.status).toBe(200);
    const legal = answer.body.data.legalInfo;
    expect(legal).toMatchObject({ npwp: LEGAL.npwp, idNumber: LEGAL.idNumber });
    expect(legal.npwpAttachments).toEqual([expect.objectContaining({ originalName: 'npwp.doc', mimeType: 'application/msword', sizeBytes: WORD_97.length })]);
    expect(legal.idNumberAttachments[0]).toMatchObject({ originalName: 'ktp.jpeg', mimeType: 'image/jpeg' });
    expect(answer.body.data.steps).toEqual({ general: true, address: true, legal: true });

    const url = legal.idNumberAttachments[0].url as string;
    const own = await fetch(`${t.url}${url}`, { headers: { authorization: `Bearer ${token}` } });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/jpeg');
    expect(own.headers.get('content-disposition')).toContain('attachment');
    expect(Buffer.from(await own.arrayBuffer()).equals(JPEG)).toBe(true);

    const other = await newBuyer();
    expect((await fetch(`${t.url}${url}`, { headers: { authorization: `Bearer ${other.token}` } })).status).toBe(404);
    expect((await fetch(`${t.url}${url}`)).status).toBe(401);
    const admin = await createAccount(t, { role: 'admin' });
    const adminToken = (await signIn(t, admin.email)).access_token;
    expect((await fetch(`${t.url}${url}`, { headers: { authorization: `Bearer ${adminToken}` } })).status).toBe(200);
    expect(await filesOf(companyId)).toHaveLength(2);
  });

  it('refuses an executable renamed .pdf, a second file in a slot and an oversized file, saving nothing', async () => {
    const { token, companyId } = await onboardedThroughStep('address');
    const forged = await uploadLegal(token, LEGAL, [
      ['npwpAttachments', 'npwp.pdf', EXE],
      ['idNumberAttachments', 'ktp.jpg', JPEG],
    ]);
    expect(forged).toMatchObject({ status: 400, body: { errors: [{ param: 'npwpAttachments', msg: 'Only pdf, doc, docx, jpg and jpeg files are accepted' }] } });

    const twoFiles = await uploadLegal(token, LEGAL, [...BOTH_FILES, ['idNumberAttachments', 'ktp-2.jpg', JPEG]]);
    expect(twoFiles.body.errors).toEqual([{ param: 'idNumberAttachments', msg: 'Accept only 1 file' }]);

    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1000 * 1000)]);
    const oversized = await uploadLegal(token, LEGAL, [['npwpAttachments', 'npwp.pdf', big], BOTH_FILES[1]!]);
    expect(oversized.body.errors).toEqual([{ param: 'npwpAttachments', msg: 'The file is larger than 5 MB' }]);

    const renamedText = await uploadLegal(token, LEGAL, [['npwpAttachments', 'npwp.pdf', Buffer.from('just text')], BOTH_FILES[1]!]);
    expect(renamedText.body.errors).toEqual([{ param: 'npwpAttachments', msg: 'Only pdf, doc, docx, jpg and jpeg files are accepted' }]);

    expect(await filesOf(companyId)).toHaveLength(0);
    const [company] = await t.app.ctx.db.select().from(companies).where(eq(companies.id, companyId));
    expect(company).toMatchObject({ npwp: null, idNumber: null });
  });

  it('asks for both numbers and both files, and names an unknown field', async () => {
    const { token } = await onboardedThroughStep('address');
    const answer = await uploadLegal(token, { npwp: '123', idNumber: '', note: 'x' }, []);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      { param: 'npwp', msg: 'Tax number (NPWP) must have 15 or 16 digits' },
      { param: 'idNumber', msg: 'ID number is required' },
      { param: 'note', msg: 'Unknown field' },
      { param: 'npwpAttachments', msg: 'Please attach 1 file' },
      { param: 'idNumberAttachments', msg: 'Please attach 1 file' },
    ]);
  });

  it('keeps the stored files when saved again without new ones, and replaces a slot that gets a new one', async () => {
    const { token, companyId } = await onboardedThroughStep('legal');
    const again = await uploadLegal(token, { ...LEGAL, idNumber: '3171012345678902' }, [['npwpAttachments', 'npwp-new.pdf', PDF]]);
    expect(again.status).toBe(200);
    expect(again.body.data.legalInfo.idNumber).toBe('3171012345678902');
    expect(again.body.data.legalInfo.npwpAttachments.map((f: { originalName: string }) => f.originalName)).toEqual(['npwp-new.pdf']);
    expect(await filesOf(companyId)).toHaveLength(2);
  });

  it('needs general info first and a multipart form', async () => {
    const { token } = await newBuyer();
    expect((await uploadLegal(token, LEGAL, BOTH_FILES)).body.errors).toEqual([{ param: null, msg: 'Please complete General Info first' }]);
    const json = await t.call('POST', '/api/secured/company/legal-info', { token, body: LEGAL });
    expect(json).toMatchObject({ status: 400, body: { errors: [{ param: null, msg: 'The request must be a multipart form' }] } });
  });
});

describe('finishing onboarding', () => {
  it('flags the company onboarded once all three steps are complete, and the profile follows', async () => {
    const { token, companyId } = await onboardedThroughStep('legal');
    const answer = await t.call('POST', `/api/secured/company/update/${companyId}`, { token, body: { ...generalInfo(), isOnboarding: true } });
    expect(answer.status).toBe(200);
    expect(answer.body.data.isOnboarding).toBe(true);
    const profile = await t.call('GET', '/api/secured/account/my-profile', { token });
    expect(profile.body.data.company.isOnboarding).toBe(true);
  });

  it('refuses an incomplete company and another company', async () => {
    const { token, companyId } = await onboardedThroughStep('address');
    const incomplete = await t.call('POST', `/api/secured/company/update/${companyId}`, { token, body: { isOnboarding: true } });
    expect(incomplete).toMatchObject({
      status: 422,
      body: { errors: [{ param: null, msg: 'Please complete General Info, Company Address and Legal Info first' }] },
    });
    const other = await onboardedThroughStep('legal');
    expect((await t.call('POST', `/api/secured/company/update/${other.companyId}`, { token, body: { isOnboarding: true } })).status).toBe(404);
    expect((await t.call('POST', `/api/secured/company/update/not-a-uuid`, { token, body: { isOnboarding: true } })).status).toBe(400);
  });

  it('reads back the whole company for the onboarding page', async () => {
    const { token, companyId } = await onboardedThroughStep('legal');
    const answer = await t.call('GET', '/api/secured/company', { token });
    expect(answer.body.data).toMatchObject({ _id: companyId, steps: { general: true, address: true, legal: true } });
    const fresh = await newBuyer();
    expect((await t.call('GET', '/api/secured/company', { token: fresh.token })).body).toEqual({ data: null });
  });
});
