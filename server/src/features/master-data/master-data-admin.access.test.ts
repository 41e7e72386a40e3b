import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isErrorEnvelope } from '@procura/domain/common/errors';
import type { Role } from '@procura/domain/auth/auth.rules';
import { createAccount, signIn } from '../../testing/factories';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
const tokens: Partial<Record<Role, string>> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const role of ['super_admin', 'buyer_auction', 'admin'] as const) {
    const account = await createAccount(t, { role, onboardedCompany: role === 'buyer_auction' });
    tokens[role] = (await signIn(t, account.email)).access_token;
  }
});
afterAll(async () => {
  await t.close();
});

const BASE = '/api/secured/master-data';
const MEGABYTE_TEXT = 'a'.repeat(1_000_000);
const valid = { code: 'CHF', labelEn: 'Swiss Franc', labelId: 'Franc Swiss', active: true };

// Every admin endpoint, in an order that works when the super admin runs them one after another.
const ENDPOINTS: Array<{ method: string; path: string; body?: unknown }> = [
  { method: 'GET', path: `${BASE}/currencies` },
  { method: 'POST', path: `${BASE}/currencies`, body: valid },
  { method: 'PUT', path: `${BASE}/currencies/CHF`, body: { ...valid, labelId: 'Frank Swiss' } },
  { method: 'POST', path: `${BASE}/currencies/CHF/move`, body: { direction: 'up', neighbour: 'USD' } },
  { method: 'DELETE', path: `${BASE}/currencies/CHF` },
];

describe('master data administration: who may call it', () => {
  it('answers 401 without a token, 403 to a buyer and an admin, and 200 to the super admin', async () => {
    for (const { method, path, body } of ENDPOINTS) {
      const anonymous = await t.call(method, path, { body });
      expect(anonymous.status, `${method} anonymous`).toBe(401);
      expect(anonymous.body).toEqual({ errors: [{ param: null, msg: 'Unauthorized' }] });

      for (const role of ['buyer_auction', 'admin'] as const) {
        const refused = await t.call(method, path, { body, token: tokens[role] });
        expect(refused.status, `${method} ${role}`).toBe(403);
        expect(refused.body).toEqual({ errors: [{ param: null, msg: 'You are not allowed to do this' }] });
      }

      const allowed = await t.call(method, path, { body, token: tokens.super_admin });
      expect(allowed.status, `${method} super_admin`).toBe(200);
    }
    // The buyer's attempts changed nothing; the super admin's add, edit and removal went through.
    const currencies = (await t.call('GET', '/api/masters')).body.data.currencies as Array<{ code: string }>;
    expect(currencies.map((i) => i.code)).toEqual(['IDR', 'USD']);
  });

  it('refuses a buyer before looking at the list or the body', async () => {
    for (const [method, path, body] of [
      ['GET', `${BASE}/nope`, undefined],
      ['POST', `${BASE}/nope`, [1, 2]],
      ['PUT', `${BASE}/currencies/NOPE`, 'text'],
      ['POST', `${BASE}/currencies/NOPE/move`, { direction: 'sideways' }],
      ['DELETE', `${BASE}/currencies/IDR`, undefined],
    ] as const) {
      expect((await t.call(method, path, { body, token: tokens.buyer_auction })).status, `${method} ${path}`).toBe(403);
    }
  });
});

describe('master data administration: bad input', () => {
  const superAdmin = (method: string, path: string, options: { body?: unknown; rawBody?: string } = {}) =>
    t.call(method, path, { ...options, token: tokens.super_admin });

  it('answers 404 for a list that does not exist, on every endpoint', async () => {
    for (const name of ['unknown', 'toString', '__proto__', 'Currencies', 'biddingType']) {
      for (const [method, path, body] of [
        ['GET', `${BASE}/${name}`, undefined],
        ['POST', `${BASE}/${name}`, valid],
        ['PUT', `${BASE}/${name}/IDR`, valid],
        ['DELETE', `${BASE}/${name}/IDR`, undefined],
      ] as const) {
        const answer = await superAdmin(method, path, { body });
        expect(answer.status, `${method} ${name}`).toBe(404);
        expect(answer.body).toEqual({ errors: [{ param: null, msg: 'Master list not found' }] });
      }
    }
  });

  it('names a malformed code under code', async () => {
    const cases: Array<[string, unknown, string]> = [
      ['winnerTypes', 'lower_case', 'Code must be 2 to 50 characters: capital letters, digits and underscores'],
      ['winnerTypes', 'TWO WORDS', 'Code must be 2 to 50 characters: capital letters, digits and underscores'],
      ['winnerTypes', 'X', 'Code must be 2 to 50 characters: capital letters, digits and underscores'],
      ['winnerTypes', 'A'.repeat(51), 'Code must be 2 to 50 characters: capital letters, digits and underscores'],
      ['winnerTypes', MEGABYTE_TEXT, 'Code must be 2 to 50 characters: capital letters, digits and underscores'],
      ['winnerTypes', '', 'Code is required'],
      ['winnerTypes', 12, 'Code must be text'],
      ['currencies', 'EURO', 'Currency code must be 3 capital letters, as in ISO 4217 (e.g. EUR)'],
      ['currencies', 'eur', 'Currency code must be 3 capital letters, as in ISO 4217 (e.g. EUR)'],
      ['phonePrefix', '65', 'Phone prefix must be + followed by 1 to 4 digits'],
    ];
    for (const [name, code, msg] of cases) {
      const answer = await superAdmin('POST', `${BASE}/${name}`, { body: { code, labelEn: 'Label', labelId: 'Label' } });
      expect(answer.status, String(code).slice(0, 20)).toBe(400);
      expect(answer.body, String(code).slice(0, 20)).toEqual({ errors: [{ param: 'code', msg }] });
    }
  });

  it('names bad labels, flags and unknown fields one by one (the order is set by moves only)', async () => {
    const answer = await superAdmin('POST', `${BASE}/currencies`, {
      body: { code: 'NOK', labelEn: MEGABYTE_TEXT, labelId: { id: 'x' }, active: 'true', order: '2', removedAt: null },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      errors: [
        { param: 'labelEn', msg: 'English label must be at most 100 characters' },
        { param: 'labelId', msg: 'Indonesian label must be text' },
        { param: 'active', msg: 'Active must be true or false' },
        { param: 'order', msg: 'Unknown field' },
        { param: 'removedAt', msg: 'Unknown field' },
      ],
    });

    const edit = await superAdmin('PUT', `${BASE}/currencies/IDR`, { body: { labelEn: '   ', labelId: 'Rupiah', active: null, order: 0, ruleBound: false } });
    expect(edit.status).toBe(400);
    expect(edit.body).toEqual({
      errors: [
        { param: 'labelEn', msg: 'English label is required' },
        { param: 'active', msg: 'Active must be true or false' },
        { param: 'order', msg: 'Unknown field' },
        { param: 'ruleBound', msg: 'Unknown field' },
      ],
    });
  });

  it('refuses a body that is not a JSON object', async () => {
    for (const [method, path] of [
      ['POST', `${BASE}/currencies`],
      ['PUT', `${BASE}/currencies/IDR`],
      ['POST', `${BASE}/currencies/IDR/move`],
    ] as const) {
      for (const rawBody of ['[]', '"EUR"', '42', 'true']) {
        const answer = await superAdmin(method, path, { rawBody });
        expect(answer.status, `${method} ${rawBody}`).toBe(400);
        expect(answer.body).toEqual({ errors: [{ param: null, msg: 'The request must be a JSON object' }] });
      }
      for (const rawBody of ['{"code":', 'null', '']) {
        const answer = await superAdmin(method, path, { rawBody });
        expect(answer.status, `${method} ${rawBody}`).toBe(400);
        expect(isErrorEnvelope(answer.body)).toBe(true);
      }
    }
  });

  it('answers a huge or broken address with the envelope, never a 500', async () => {
    for (const [method, path] of [
      ['GET', `${BASE}/${'x'.repeat(101)}`],
      ['DELETE', `${BASE}/currencies/${'X'.repeat(101)}`],
      ['DELETE', `${BASE}/currencies/%E0%A4%A`],
      ['GET', `${BASE}/${MEGABYTE_TEXT}`],
    ] as const) {
      const answer = await superAdmin(method, path);
      expect(answer.status, path.slice(0, 60)).toBeGreaterThanOrEqual(400);
      expect(answer.status, path.slice(0, 60)).toBeLessThan(500);
      expect(isErrorEnvelope(answer.body)).toBe(true);
    }
  });

  it('keeps the lists unchanged after all of that', async () => {
    const answer = await superAdmin('GET', `${BASE}/currencies`);
    expect(answer.body.data.map((v: { code: string }) => v.code)).toEqual(['IDR', 'USD']);
  });
});
