import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ROOM_MSG } from '@procura/domain/demo-room/demo-room.messages';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { recordDemoOffer } from './demo-room.service';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const join = (body: unknown) => t.call('POST', '/api/room/join', { body });
const fieldError = (param: string | null, msg: string) => ({ errors: [{ param, msg }] });

describe('POST /api/room/join', () => {
  it('answers the name with accents mapped to plain letters and the space dropped', async () => {
    const answer = await join({ username: '  Éva Müller ' });
    expect(answer).toEqual({ status: 200, body: { data: { username: 'EvaMuller' } } });
  });

  it('keeps only letters and digits and cuts the name to 20 characters', async () => {
    expect((await join({ username: 'budi_santoso-2026!' })).body).toEqual({ data: { username: 'budisantoso2026' } });
    expect((await join({ username: 'Abcdefghij Klmnopqrst Uvwxyz' })).body).toEqual({ data: { username: 'AbcdefghijKlmnopqrst' } });
  });

  it.each([
    ['a missing name', {}],
    ['an empty name', { username: '' }],
    ['only spaces', { username: '    ' }],
    ['only symbols', { username: '#$%^ -_' }],
    ['only non-Latin letters', { username: '王小明' }],
  ])('asks to complete the field for %s', async (_case, body) => {
    const answer = await join(body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(fieldError('username', DEMO_ROOM_MSG.completeField));
  });

  it('refuses a 1 MB name without storing or echoing it', async () => {
    const answer = await join({ username: 'a'.repeat(1024 * 1024) });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(fieldError('username', DEMO_ROOM_MSG.usernameTooLong));
  });

  it.each([
    ['a number', 42],
    ['null', null],
    ['a list', ['Budi']],
    ['an object', { first: 'Budi' }],
    ['a boolean', true],
  ])('refuses a name that is %s', async (_case, username) => {
    const answer = await join({ username });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(fieldError('username', DEMO_ROOM_MSG.usernameNotText));
  });

  it('refuses unknown fields by name', async () => {
    const answer = await join({ username: 'Budi', role: 'admin' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(fieldError('role', 'Unknown field'));
  });

  it.each([
    ['a list', '["Budi"]'],
    ['a string', '"Budi"'],
    ['a number', '7'],
  ])('refuses a body that is %s instead of an object', async (_case, rawBody) => {
    const answer = await t.call('POST', '/api/room/join', { rawBody });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(fieldError(null, 'The request must be a JSON object'));
  });

  it('refuses malformed JSON in the envelope', async () => {
    const answer = await t.call('POST', '/api/room/join', { rawBody: '{"username": ' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toHaveLength(1);
    expect(answer.body.errors[0].param).toBeNull();
  });
});

describe('GET /api/room/fetch_offer', () => {
  it('answers an empty list before any offer', async () => {
    expect(await t.call('GET', '/api/room/fetch_offer')).toEqual({ status: 200, body: { data: [] } });
  });

  it('lists offers newest first with username, a 2-decimal price and an ISO time', async () => {
    await recordDemoOffer(t.app.ctx, { username: 'Budi', price: '1500000.00' });
    t.clock.advance(1_000);
    await recordDemoOffer(t.app.ctx, { username: 'EvaMuller', price: '999999999999999.99' });
    const answer = await t.call('GET', '/api/room/fetch_offer');
    expect(answer.status).toBe(200);
    const [newest, older] = answer.body.data;
    expect(newest).toEqual({ id: expect.any(Number), username: 'EvaMuller', price: '999999999999999.99', createdAt: expect.any(String) });
    expect(older).toMatchObject({ username: 'Budi', price: '1500000.00' });
    expect(new Date(newest.createdAt).toISOString()).toBe(newest.createdAt);
    expect(Date.parse(newest.createdAt) - Date.parse(older.createdAt)).toBeGreaterThanOrEqual(1_000);
  });

  it('lists at most the newest 200 offers', async () => {
    for (let i = 0; i < 205; i += 1) await recordDemoOffer(t.app.ctx, { username: 'Bulk', price: `${i + 1}.00` });
    const offers = (await t.call('GET', '/api/room/fetch_offer')).body.data;
    expect(offers).toHaveLength(200);
    expect(offers[0]).toMatchObject({ username: 'Bulk', price: '205.00' });
  });
});
