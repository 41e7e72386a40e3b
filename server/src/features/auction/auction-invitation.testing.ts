import { randomBytes } from 'node:crypto';
import { auctionInvitations, auctionItems, auctionVendors } from '../../db/schema/auction';
import { hashToken, randomToken } from '../../platform/security/crypto';
import { createAccount, signIn } from '../../testing/factories';
import { requestCode } from '../../testing/mail-helpers';
import { buyerSession, insertVendor } from '../../testing/procurement-factories';
import { forgetAttempts } from '../../testing/rate-limits';
import type { TestApp } from '../../testing/test-app';
import { HOUR, insertSession, openProcurement } from './auction-session.testing';

export interface InvitedVendor {
  accountId: string;
  email: string;
  name: string;
  procurementVendorId: string;
  invitationId: string;
  /** The attendance link's code (only its hash is stored). */
  code: string;
  /** A signed-in access token (by one-time code, as vendors sign in). */
  token: string;
}

/** Signs a vendor account in by one-time code and returns its access token. */
export async function vendorToken(t: TestApp, email: string): Promise<string> {
  await forgetAttempts(t);
  const code = await requestCode(t, email);
  return (await signIn(t, email, code)).access_token;
}

/**
 * A NOT_STARTED session (by default starting in an hour) of a fresh buyer's OPEN procurement,
 * with invitations written straight to the database for two vendors with their seller_auction
 * accounts, each signed in. Names and e-mails are distinctive, so a test can look for them.
 */
export async function invitedSession(
  t: TestApp,
  options: { procurement?: Parameters<typeof openProcurement>[2]; session?: Parameters<typeof insertSession>[2]; vendors?: number } = {},
) {
  const buyer = await buyerSession(t);
  const { procurement, itemIds } = await openProcurement(t, buyer.companyId, options.procurement);
  const now = t.clock.now().getTime();
  const auction = await insertSession(t, procurement.id, {
    status: 'NOT_STARTED',
    startTime: new Date(now + HOUR),
    endTime: new Date(now + 2 * HOUR),
    createdBy: buyer.accountId,
    ...options.session,
  });
  await t.app.ctx.db.insert(auctionItems).values(itemIds.map((procurementItemId) => ({ auctionId: auction.id, procurementItemId })));
  const vendors: InvitedVendor[] = [];
  for (let i = 0; i < (options.vendors ?? 2); i += 1) {
    const tag = randomBytes(4).toString('hex');
    const name = `PT Vendor ${tag.toUpperCase()} Abadi`;
    const email = `vendor.${tag}@vendor${i}.co.id`;
    const vendor = await insertVendor(t, procurement.id, { name, email, picVendor: `Pic ${tag}` });
    await t.app.ctx.db.insert(auctionVendors).values({ auctionId: auction.id, procurementVendorId: vendor.id });
    const account = await createAccount(t, { role: 'seller_auction', email, password: null });
    const code = randomToken();
    const [invitation] = await t.app.ctx.db
      .insert(auctionInvitations)
      .values({
        auctionId: auction.id,
        procurementVendorId: vendor.id,
        accountId: account.id,
        vendorEmail: email,
        vendorName: name,
        picVendor: vendor.picVendor,
        verificationCodeHash: hashToken(code),
      })
      .returning();
    vendors.push({ accountId: account.id, email, name, procurementVendorId: vendor.id, invitationId: invitation!.id, code, token: await vendorToken(t, email) });
  }
  return { buyer, procurement, auction, itemIds, vendors };
}
