import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { masterValues } from '../../db/schema/platform';
import { createAccount, signIn } from '../../testing/factories';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { seedMasterData } from './master-data.service';

type AdminValue = { code: string; order: number };

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
const list = async (name: string) => (await t.call<{ data: AdminValue[] }>('GET', path(name), { token })).body.data;
const add = (name: string, code: string) => t.call('POST', path(name), { token, body: { code, labelEn: code, labelId: code } });
const move = (name: string, code: string, body: unknown) => t.call<{ data: AdminValue[] }>('POST', `${path(name, code)}/move`, { token, body });
const placesOf = (values: AdminValue[]) => values.map((v) => `${v.order}:${v.code}`);

/** The name of the constraint a statement broke (drizzle wraps the driver's error), or null. */
async function violatedConstraint(statement: PromiseLike<unknown>): Promise<string | null> {
  try {
    await statement;
    return null;
  } catch (error) {
    const cause = (error as { cause?: { constraint?: string } }).cause;
    return cause?.constraint ?? null;
  }
}

describe('moving a master value', () => {
  it('swaps it with its neighbour, answers the list in its new order and shows it in /api/masters', async () => {
    const down = await move('auctionTypes', 'OPEN', { direction: 'down', neighbour: 'CLOSE' });
    expect(down.status).toBe(200);
    expect(placesOf(down.body.data)).toEqual(['1:CLOSE', '2:OPEN']);
    const masters = (await t.call<{ data: Record<string, AdminValue[]> }>('GET', '/api/masters')).body.data;
    expect(placesOf(masters.auctionTypes!)).toEqual(['1:CLOSE', '2:OPEN']);
    const up = await move('auctionTypes', 'OPEN', { direction: 'up', neighbour: 'CLOSE' });
    expect(placesOf(up.body.data)).toEqual(['1:OPEN', '2:CLOSE']);
  });

  it('refuses a move made on an order the page no longer shows, and changes nothing', async () => {
    const before = placesOf(await list('negotiationTypes'));
    // The page saw FORWARD_AUCTION above NEGOTIATION; meanwhile another super admin moved it.
    expect((await move('negotiationTypes', 'FORWARD_AUCTION', { direction: 'up', neighbour: 'REVERSE_AUCTION' })).status).toBe(200);
    const stale = await move('negotiationTypes', 'NEGOTIATION', { direction: 'up', neighbour: 'FORWARD_AUCTION' });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ errors: [{ param: null, msg: 'The order of this list was changed meanwhile; check it and move the value again' }] });
    expect(placesOf(await list('negotiationTypes'))).toEqual(['1:FORWARD_AUCTION', '2:REVERSE_AUCTION', '3:NEGOTIATION']);
    expect(before).toEqual(['1:REVERSE_AUCTION', '2:FORWARD_AUCTION', '3:NEGOTIATION']);
  });

  it('refuses to move the first value up or the last one down', async () => {
    expect((await move('currencyTypes', 'SINGLE_CURRENCY', { direction: 'up', neighbour: 'MULTI_CURRENCY' })).status).toBe(409);
    expect((await move('currencyTypes', 'MULTI_CURRENCY', { direction: 'down', neighbour: 'SINGLE_CURRENCY' })).status).toBe(409);
    expect(placesOf(await list('currencyTypes'))).toEqual(['1:SINGLE_CURRENCY', '2:MULTI_CURRENCY']);
  });

  it('lets only one of two moves made from the same view go through', async () => {
    // Two pages show SINGLE_WINNER, MULTI_WINNER, TOP_TWO: one moves TOP_TWO up, the other MULTI_WINNER down.
    expect((await add('winnerTypes', 'TOP_TWO')).status).toBe(200);
    const answers = await Promise.all([
      move('winnerTypes', 'TOP_TWO', { direction: 'up', neighbour: 'MULTI_WINNER' }),
      move('winnerTypes', 'MULTI_WINNER', { direction: 'down', neighbour: 'TOP_TWO' }),
    ]);
    // Whichever runs second finds its neighbour gone: the same swap is not undone.
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 409]);
    expect(placesOf(await list('winnerTypes'))).toEqual(['1:SINGLE_WINNER', '2:TOP_TWO', '3:MULTI_WINNER']);
  });

  it('answers 404 for a value or list that is not there and 400 for a bad move', async () => {
    expect((await move('currencies', 'XYZ', { direction: 'up', neighbour: 'IDR' })).status).toBe(404);
    expect((await move('nope', 'IDR', { direction: 'up', neighbour: 'IDR' })).status).toBe(404);
    const bad = await move('currencies', 'USD', { direction: 'left', neighbour: '', order: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      errors: [
        { param: 'direction', msg: 'Direction must be up or down' },
        { param: 'neighbour', msg: 'Neighbour code is required' },
        { param: 'order', msg: 'Unknown field' },
      ],
    });
  });
});

describe('the places of a list', () => {
  it('are given up by a removed value; a new value goes after the last, and a move numbers the list again', async () => {
    for (const code of ['AAA', 'BBB', 'CCC']) expect((await add('currencies', code)).status).toBe(200);
    expect((await t.call('DELETE', path('currencies', 'BBB'), { token })).status).toBe(200);
    expect((await add('currencies', 'DDD')).status).toBe(200);
    expect(placesOf(await list('currencies'))).toEqual(['1:IDR', '2:USD', '3:AAA', '5:CCC', '6:DDD']);
    const moved = await move('currencies', 'DDD', { direction: 'up', neighbour: 'CCC' });
    expect(placesOf(moved.body.data)).toEqual(['1:IDR', '2:USD', '3:AAA', '4:DDD', '5:CCC']);
  });

  it('are never shared by two values of a list: the database refuses it', async () => {
    const second = t.app.ctx.db
      .update(masterValues)
      .set({ sortOrder: 1 })
      .where(and(eq(masterValues.list, 'periodTypes'), eq(masterValues.code, 'LIMITED_TIME')));
    expect(await violatedConstraint(second)).toBe('master_values_list_order_uq');
    // A live value without a place, or a removed one with a place, is refused too.
    const placeless = t.app.ctx.db.update(masterValues).set({ sortOrder: null }).where(eq(masterValues.code, 'INJURY_TIME'));
    expect(await violatedConstraint(placeless)).toBe('master_values_order_while_live_ck');
  });

  it('are kept by start-up seeding, which adds a missing domain value after the last one', async () => {
    // As if domain had gained a value the database lacks, after the super admin added one of his own.
    await t.app.ctx.db.delete(masterValues).where(and(eq(masterValues.list, 'auctionModels'), eq(masterValues.code, 'SIMULATION')));
    expect((await add('auctionModels', 'HYBRID')).status).toBe(200);
    await seedMasterData(t.app.ctx.db, t.app.ctx.changes);
    expect(placesOf(await list('auctionModels'))).toEqual(['1:REALTIME', '2:HYBRID', '3:SIMULATION']);
  });
});
