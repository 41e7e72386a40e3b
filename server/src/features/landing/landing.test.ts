import { eq } from 'drizzle-orm';
import { PHONE_MSG } from '@procura/domain/common/phone/phone.messages';
import { LANDING_MSG } from '@procura/domain/landing/landing.messages';
import { trialRequestSchema } from '@procura/domain/landing/landing.schemas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { trialRequests } from '../../db/schema/landing';
import { outboxMails } from '../../db/schema/platform';
import { forgetAttempts } from '../../testing/rate-limits';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { requestFreeTrial } from './landing.service';

const SALES = 'sales@procura.local';
const HOUR_MS = 60 * 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await forgetAttempts(t);
});

let counter = 0;
function trialRequest(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: 'Dewi Lestari',
    email: `dewi.${counter}@majujaya.co.id`,
    phonePrefix: '+62',
    phone: '81234567890',
    companyName: `PT Maju Jaya ${counter}`,
    ...overrides,
  };
}

const send = (body: unknown) => t.call('POST', '/api/landing-page', { body });
const sendRaw = (rawBody: string, headers?: Record<string, string>) => t.call('POST', '/api/landing-page', { rawBody, headers });

async function storedRequest(id: string) {
  const [row] = await t.app.ctx.db.select().from(trialRequests).where(eq(trialRequests.id, id));
  return row;
}

async function requestCount() {
  return (await t.app.ctx.db.select({ id: trialRequests.id }).from(trialRequests)).length;
}

async function salesMailAbout(companyName: string) {
  return (await t.mailsTo(SALES)).filter((m) => m.subject.includes(companyName));
}

describe('free-trial request', () => {
  it('stores the request and answers 201 with its id', async () => {
    const body = trialRequest();
    const answer = await send(body);
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ data: { id: expect.stringMatching(/^[0-9a-f-]{36}$/) } });
    expect(await storedRequest(answer.body.data.id)).toMatchObject({
      name: 'Dewi Lestari',
      email: body.email,
      phonePrefix: '+62',
      phone: '81234567890',
      companyName: body.companyName,
    });
  });

  it('queues a bilingual mail to the sales address with every detail of the visitor', async () => {
    const body = trialRequest({ name: 'Andi Wijaya', phone: '215550123', companyName: 'CV Sinar Terang' });
    expect((await send(body)).status).toBe(201);
    const mails = await salesMailAbout('CV Sinar Terang');
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.to).toBe(SALES);
    expect(mail.subject).toBe('Free trial request: CV Sinar Terang / Permintaan uji coba gratis: CV Sinar Terang');
    for (const line of ['Name: Andi Wijaya', `Email: ${body.email}`, 'Phone: +62 215550123', 'Company: CV Sinar Terang']) {
      expect(mail.text).toContain(line);
    }
    expect(mail.text).toContain('Halo tim Sales,');
    expect(mail.text).toContain('Telepon: +62 215550123');
    expect(mail.text).toMatch(/Received: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} WIB/);
    expect(mail.status).toBe('pending');
  });

  it('stores a phone typed with its leading 0 without it, as every phone field sends it', async () => {
    const answer = await send(trialRequest({ phone: '081234567890' }));
    expect(answer.status).toBe(201);
    expect(await storedRequest(answer.body.data.id)).toMatchObject({ phonePrefix: '+62', phone: '81234567890' });
  });

  it('stores trimmed texts and a lower-cased e-mail', async () => {
    const answer = await send(trialRequest({ name: '  Dewi  ', email: ' Dewi.Trim@MajuJaya.CO.ID ', companyName: ' PT Rapi ' }));
    expect(answer.status).toBe(201);
    expect(await storedRequest(answer.body.data.id)).toMatchObject({ name: 'Dewi', email: 'dewi.trim@majujaya.co.id', companyName: 'PT Rapi' });
  });

  it('refuses a line break in the company name, so no header can be smuggled into the mail subject', async () => {
    const answer = await send(trialRequest({ companyName: 'PT Satu\r\nBcc: x@evil.test' }));
    expect(answer).toMatchObject({ status: 400, body: { errors: [{ param: 'companyName', msg: 'This text contains characters that are not allowed' }] } });
    expect(await salesMailAbout('PT Satu')).toEqual([]);
  });

  it('mails the configured sales address', async () => {
    const ctx = { ...t.app.ctx, config: { ...t.app.ctx.config, SALES_EMAIL: 'trials@vendor-desk.co.id' } };
    const input = trialRequestSchema.parse(trialRequest({ companyName: 'PT Alamat Lain' }));
    await requestFreeTrial(ctx, input, '10.0.0.1');
    const [mail] = await t.mailsTo('trials@vendor-desk.co.id');
    expect(mail?.subject).toContain('PT Alamat Lain');
    expect(await salesMailAbout('PT Alamat Lain')).toEqual([]);
  });

  it('needs no sign-in', async () => {
    expect((await t.call('POST', '/api/landing-page', { body: trialRequest(), token: 'not-a-token' })).status).toBe(201);
  });
});

describe('landing contact', () => {
  it('gives the footer the configured sales address, without sign-in', async () => {
    const answer = await t.call('GET', '/api/landing-page/contact');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { salesEmail: SALES } });
  });
});

describe('free-trial request validation', () => {
  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ['a missing name', { name: undefined }, 'name', LANDING_MSG.nameRequired],
    ['a blank name', { name: '   ' }, 'name', LANDING_MSG.nameRequired],
    ['a name that is not text', { name: 42 }, 'name', LANDING_MSG.nameText],
    ['a name over 100 characters', { name: 'a'.repeat(101) }, 'name', LANDING_MSG.nameTooLong],
    ['a missing e-mail', { email: undefined }, 'email', 'Email is required'],
    ['a malformed e-mail', { email: 'dewi@majujaya' }, 'email', 'Please input a valid email address'],
    ['a missing phone prefix', { phonePrefix: undefined }, 'phonePrefix', PHONE_MSG.prefixRequired],
    ['a prefix outside the master list', { phonePrefix: '+1' }, 'phonePrefix', PHONE_MSG.prefixUnknown],
    ['a missing phone', { phone: undefined }, 'phone', PHONE_MSG.required],
    ['a phone given as a number', { phone: 81234567890 }, 'phone', PHONE_MSG.notText],
    ['letters in the phone', { phone: '8123abc567' }, 'phone', PHONE_MSG.digitsOnly],
    ['separators in the phone', { phone: '812-3456-7890' }, 'phone', PHONE_MSG.digitsOnly],
    ['a phone of 5 digits', { phone: '81234' }, 'phone', PHONE_MSG.length],
    ['a phone of 14 digits', { phone: '81234567890123' }, 'phone', PHONE_MSG.length],
    ['a missing company name', { companyName: undefined }, 'companyName', LANDING_MSG.companyNameRequired],
    ['a company name that is not text', { companyName: { legal: 'PT' } }, 'companyName', LANDING_MSG.companyNameText],
    ['a company name over 150 characters', { companyName: 'b'.repeat(151) }, 'companyName', LANDING_MSG.companyNameTooLong],
    ['an unknown field', { plan: 'enterprise' }, 'plan', 'Unknown field'],
  ];

  it.each(cases)('refuses %s with a field error and stores nothing', async (_case, overrides, param, msg) => {
    const before = await requestCount();
    const answer = await send(trialRequest(overrides));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ errors: [{ param, msg }] });
    expect(await requestCount()).toBe(before);
  });

  it('names every missing field of an empty request', async () => {
    const answer = await send({});
    expect(answer.status).toBe(400);
    expect(answer.body.errors.map((e: { param: string }) => e.param)).toEqual(['name', 'email', 'phonePrefix', 'phone', 'companyName']);
  });

  it('refuses a 1 MB value in any field with that field\'s error, not a 500', async () => {
    const huge = 'x'.repeat(1_000_000);
    const expected: Array<[string, unknown, string]> = [
      ['name', huge, LANDING_MSG.nameTooLong],
      ['email', `${huge}@example.com`, 'Please input a valid email address'],
      ['phonePrefix', huge, PHONE_MSG.prefixUnknown],
      ['phone', huge, PHONE_MSG.digitsOnly],
      ['phone', '8'.repeat(1_000_000), PHONE_MSG.length],
      ['companyName', huge, LANDING_MSG.companyNameTooLong],
    ];
    for (const [param, value, msg] of expected) {
      const answer = await send(trialRequest({ [param]: value }));
      expect(answer.status, param).toBe(400);
      expect(answer.body, param).toEqual({ errors: [{ param, msg }] });
    }
  });

  it('refuses a body that is not a JSON object', async () => {
    for (const rawBody of ['[]', '"trial"', '42', 'true']) {
      const answer = await sendRaw(rawBody);
      expect(answer.status, rawBody).toBe(400);
      expect(answer.body, rawBody).toEqual({ errors: [{ param: null, msg: 'The request must be a JSON object' }] });
    }
  });

  it('treats an empty or null body as an empty request', async () => {
    for (const answer of [await t.call('POST', '/api/landing-page'), await sendRaw('null')]) {
      expect(answer.status).toBe(400);
      expect(answer.body.errors[0]).toEqual({ param: 'name', msg: LANDING_MSG.nameRequired });
    }
  });

  it('refuses malformed JSON and other content types with the envelope', async () => {
    const malformed = await sendRaw('{"name": "Dewi",');
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toEqual([{ param: null, msg: expect.any(String) }]);

    const form = await sendRaw('name=Dewi', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(400);
    expect(form.body).toEqual({ errors: [{ param: null, msg: 'Unsupported content type' }] });
  });

  it('refuses a body over the size limit with the envelope', async () => {
    const answer = await send(trialRequest({ name: 'x'.repeat(3 * 1024 * 1024) }));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ errors: [{ param: null, msg: 'The request is too large' }] });
  });
});

describe('free-trial request limit', () => {
  it('allows 10 requests an hour from one address, then answers 429 with a clear message', async () => {
    for (let i = 0; i < 10; i += 1) expect((await send(trialRequest())).status).toBe(201);
    const before = await requestCount();
    const mailsBefore = (await t.app.ctx.db.select({ id: outboxMails.id }).from(outboxMails)).length;

    const refused = await send(trialRequest());
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ errors: [{ param: null, msg: LANDING_MSG.tooManyRequests }] });
    expect(await requestCount()).toBe(before);
    expect((await t.app.ctx.db.select({ id: outboxMails.id }).from(outboxMails)).length).toBe(mailsBefore);

    t.clock.advance(HOUR_MS + 1000);
    expect((await send(trialRequest())).status).toBe(201);
  });

  it('says in Retry-After how long is left of the hour, so the form can count it down', async () => {
    for (let i = 0; i < 10; i += 1) expect((await send(trialRequest())).status).toBe(201);
    t.clock.advance(20 * 60 * 1000);
    const refused = await fetch(`${t.url}/api/landing-page`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(trialRequest()),
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(40 * 60));
    expect(await refused.json()).toEqual({ errors: [{ param: null, msg: LANDING_MSG.tooManyRequests }] });
    t.clock.advance(40 * 60 * 1000);
    expect((await send(trialRequest())).status).toBe(201);
  });

  it('counts each address on its own', async () => {
    const input = trialRequestSchema.parse(trialRequest());
    for (let i = 0; i < 10; i += 1) await requestFreeTrial(t.app.ctx, input, '203.0.113.7');
    await expect(requestFreeTrial(t.app.ctx, input, '203.0.113.7')).rejects.toMatchObject({ status: 429 });
    await expect(requestFreeTrial(t.app.ctx, input, '203.0.113.8')).resolves.toEqual({ id: expect.any(String) });
  });

  it('does not count refused input against the visitor', async () => {
    for (let i = 0; i < 12; i += 1) expect((await send(trialRequest({ phone: '0812' }))).status).toBe(400);
    expect((await send(trialRequest())).status).toBe(201);
  });
});
