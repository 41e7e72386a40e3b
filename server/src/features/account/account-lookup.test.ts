import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUCTION_MSG } from '@procura/domain/auction/auction.messages';
import { NEGOTIATION_MSG } from '@procura/domain/negotiation/negotiation.messages';
import { PROCUREMENT_MSG } from '@procura/domain/procurement/procurement.messages';
import { accounts } from '../../db/schema/auth';
import { createAccount } from '../../testing/factories';
import { buyerSession } from '../../testing/procurement-factories';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { invitedSession } from '../auction/auction-invitation.testing';
import { onlineNegotiation, type Cast } from '../negotiation/negotiation-online.testing';
import { ACCOUNT_LOOKUP_LIMIT } from './account-lookup.service';

// GET /api/secured/account/{id} and GET /api/secured/account/find-like-email-and-role
// (docs/rules/accounts-and-sign-in.md#spec-api-paths-for-outside-clients).

let t: TestApp;
let cast: Cast;
let session: Awaited<ReturnType<typeof invitedSession>>;
let colleague: { id: string; email: string };
beforeAll(async () => {
  t = await startTestApp();
  cast = await onlineNegotiation(t);
  session = await invitedSession(t);
  const account = await createAccount(t, { role: 'buyer_auction' });
  await t.app.ctx.db.update(accounts).set({ companyId: cast.buyer.companyId }).where(eq(accounts.id, account.id));
  colleague = { id: account.id, email: account.email };
});
afterAll(async () => {
  await t.close();
});

const account = (token: string | undefined, id: string) => t.call('GET', `/api/secured/account/${id}`, { token });
const lookup = (token: string | undefined, query: string) => t.call('GET', `/api/secured/account/find-like-email-and-role?${query}`, { token });
const NOT_FOUND = { errors: [{ param: null, msg: 'Data not found' }] };

describe('GET account/{id}', () => {
  it("answers a buyer its own account, its company's, its vendors' and its spectators' with the spec's fields", async () => {
    const own = await account(cast.buyer.token, cast.buyer.accountId);
    expect(own.status).toBe(200);
    expect(own.body.data).toEqual({ _id: cast.buyer.accountId, email: cast.buyer.email, role: 'buyer_auction', companyId: cast.buyer.companyId, firstName: 'Test', lastName: 'User' });

    expect((await account(cast.buyer.token, colleague.id)).body.data).toMatchObject({ _id: colleague.id, email: colleague.email, companyId: cast.buyer.companyId });
    expect((await account(cast.buyer.token, cast.vendor.accountId)).body.data).toMatchObject({ _id: cast.vendor.accountId, email: cast.vendor.email, role: 'seller_auction', companyId: null });
    expect((await account(cast.buyer.token, cast.spectator.accountId)).body.data).toMatchObject({ _id: cast.spectator.accountId, role: 'spectator_auction' });
    // An auction session's invited vendor, for that session's buyer.
    const auctionVendor = session.vendors[0]!;
    expect((await account(session.buyer.token, auctionVendor.accountId)).body.data).toMatchObject({ _id: auctionVendor.accountId, email: auctionVendor.email });
    // Nothing of the sign-in leaves the server.
    expect(JSON.stringify(own.body)).not.toMatch(/password|hash|token/i);
  });

  it('answers every other account the same 404 as an unknown id, whoever asks', async () => {
    const unknown = await account(cast.buyer.token, randomUUID());
    expect(unknown).toEqual({ status: 404, body: NOT_FOUND });
    const refusals: Array<[string, string]> = [
      [cast.buyer.token, cast.stranger.accountId],
      [cast.buyer.token, session.vendors[0]!.accountId],
      [cast.stranger.token, cast.vendor.accountId],
      [cast.stranger.token, cast.buyer.accountId],
      [session.buyer.token, cast.spectator.accountId],
      // A vendor reads only itself: not the other vendor, not the buyer, not the spectator.
      [cast.vendor.token, cast.otherVendor.accountId],
      [cast.vendor.token, cast.buyer.accountId],
      [cast.vendor.token, cast.spectator.accountId],
      [cast.spectator.token, cast.vendor.accountId],
      [session.vendors[0]!.token, session.vendors[1]!.accountId],
    ];
    for (const [token, id] of refusals) expect(await account(token, id), id).toEqual({ status: 404, body: NOT_FOUND });
  });

  it("answers a vendor and a spectator their own account, holding nothing of another vendor's", async () => {
    const vendor = await account(cast.vendor.token, cast.vendor.accountId);
    expect(vendor.body.data).toMatchObject({ _id: cast.vendor.accountId, email: cast.vendor.email, role: 'seller_auction' });
    const text = JSON.stringify(vendor.body);
    for (const marker of [cast.otherVendor.accountId, cast.otherVendor.email, cast.otherNegotiation.id, cast.procurementVendor.name]) expect(text).not.toContain(marker);
    expect((await account(cast.spectator.token, cast.spectator.accountId)).body.data).toMatchObject({ _id: cast.spectator.accountId, role: 'spectator_auction' });
  });

  it('answers 401 without a token and 400 for an id that is no UUID', async () => {
    expect((await account(undefined, cast.vendor.accountId)).status).toBe(401);
    expect(await account(cast.buyer.token, 'not-an-id')).toEqual({ status: 400, body: { errors: [{ param: 'id', msg: PROCUREMENT_MSG.idInvalid }] } });
    expect((await account(cast.buyer.token, "1' or '1'='1")).status).toBe(400);
  });
});

describe('GET account/find-like-email-and-role', () => {
  const tag = () => cast.vendor.email.split('@')[0]!.split('.')[1]!;

  it("finds the buyer's own vendors and spectators by part of the e-mail, any case, filtered by a role in any case", async () => {
    const sellers = await lookup(cast.buyer.token, `email=${tag().toUpperCase()}&role=SELLER_AUCTION`);
    expect(sellers.status).toBe(200);
    expect(sellers.body.data).toEqual(
      [cast.otherVendor, cast.vendor].map((v) => ({ _id: v.accountId, email: v.email, role: 'seller_auction', companyId: null, firstName: 'Test', lastName: 'User' })),
    );
    const watchers = await lookup(cast.buyer.token, `email=${tag()}&role=spectator_auction`);
    expect(watchers.body.data.map((a: { _id: string }) => a._id)).toEqual([cast.spectator.accountId]);
    const anyRole = await lookup(cast.buyer.token, `email=${encodeURIComponent(`@vendor.co.id`)}`);
    expect(anyRole.body.data.map((a: { _id: string }) => a._id)).toEqual(expect.arrayContaining([cast.vendor.accountId, cast.otherVendor.accountId]));
    // The text is matched as written: `%` and `_` are no wildcards.
    expect((await lookup(cast.buyer.token, 'email=%25%25%25')).body.data).toEqual([]);
    expect((await lookup(cast.buyer.token, 'email=___')).body.data).toEqual([]);
  });

  it("finds nothing outside the buyer's own dealings, not even by the exact e-mail, the same as for no account at all", async () => {
    const exact = await lookup(cast.stranger.token, `email=${encodeURIComponent(cast.vendor.email)}`);
    expect(exact).toEqual({ status: 200, body: { data: [] } });
    expect(await lookup(cast.stranger.token, `email=${tag()}`)).toEqual({ status: 200, body: { data: [] } });
    expect(await lookup(cast.stranger.token, `email=${encodeURIComponent(`nobody.${tag()}@vendor.co.id`)}`)).toEqual({ status: 200, body: { data: [] } });
    // Another company's auction vendors are not the buyer's.
    expect((await lookup(cast.buyer.token, `email=${encodeURIComponent(session.vendors[0]!.email)}`)).body.data).toEqual([]);
  });

  it('is the buyers\' (the invite dialog): vendors and spectators are refused, and a call without a token is 401', async () => {
    expect((await lookup(cast.vendor.token, `email=${tag()}`)).status).toBe(403);
    expect((await lookup(cast.spectator.token, `email=${tag()}`)).status).toBe(403);
    expect((await lookup(undefined, `email=${tag()}`)).status).toBe(401);
  });

  it('refuses a text under 3 characters, a missing e-mail, an unknown role and unknown parameters with 400', async () => {
    expect(await lookup(cast.buyer.token, 'email=ab')).toEqual({ status: 400, body: { errors: [{ param: 'email', msg: AUCTION_MSG.reasonMinimum }] } });
    expect(await lookup(cast.buyer.token, 'email=%20%20ab%20')).toEqual({ status: 400, body: { errors: [{ param: 'email', msg: AUCTION_MSG.reasonMinimum }] } });
    expect(await lookup(cast.buyer.token, 'role=seller_auction')).toEqual({ status: 400, body: { errors: [{ param: 'email', msg: NEGOTIATION_MSG.emailRequired }] } });
    expect((await lookup(cast.buyer.token, `email=${tag()}&role=king`)).body.errors).toEqual([{ param: 'role', msg: 'Bad request' }]);
    expect((await lookup(cast.buyer.token, `email=${tag()}&email=${tag()}`)).status).toBe(400);
    expect((await lookup(cast.buyer.token, `email=${tag()}&page=1`)).body.errors).toEqual([{ param: 'page', msg: 'Unknown field' }]);
    expect((await lookup(cast.buyer.token, `email=${'a'.repeat(300)}`)).status).toBe(400);
  });

  it('answers an account past its budget of look-ups 429 with Retry-After', async () => {
    const buyer = await buyerSession(t);
    for (let i = 0; i < ACCOUNT_LOOKUP_LIMIT.max; i += 1) expect((await lookup(buyer.token, 'email=vendor')).status).toBe(200);
    const refused = await t.app.http.inject({ method: 'GET', url: '/api/secured/account/find-like-email-and-role?email=vendor', headers: { authorization: `Bearer ${buyer.token}` } });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another account's budget is its own.
    expect((await lookup(cast.buyer.token, 'email=vendor')).status).toBe(200);
  });
});
