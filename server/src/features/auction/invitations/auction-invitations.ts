import { and, asc, eq } from 'drizzle-orm';
import { vendorEmailNotVendorAccountMessage } from '@procura/domain/auction/session/auction-lifecycle.messages';
import { AppError, HTTP, type FieldError } from '@procura/domain/common/errors';
import type { Executor } from '../../../db/client';
import { auctionInvitations, auctionVendors } from '../../../db/schema/auction';
import { accounts } from '../../../db/schema/auth';
import { companies } from '../../../db/schema/company';
import { procurements, procurementVendors } from '../../../db/schema/procurement';
import type { Config } from '../../../config';
import { hashToken, randomToken } from '../../../platform/security/crypto';
import { enqueueMail, type Mail } from '../../../platform/mail/outbox';
import { invitationMail, type SessionFacts } from '../auction.mails';
import type { AuctionRecord } from '../auction-transitions';

// Invitations of a created session (docs/rules/auction.md#invitations-and-attendance): one per chosen vendor, to the vendor's own
// account (seller_auction, found or created by e-mail), with a link code kept only as its SHA-256.

const VENDOR_ROLE = 'seller_auction';

/** What the session mails say about it: procurement, company, number, schedule. */
export async function sessionFactsOf(db: Executor, auction: AuctionRecord): Promise<SessionFacts> {
  const [row] = await db
    .select({ procurementName: procurements.procurementName, procurementNumber: procurements.procurementNumber, companyName: companies.companyName })
    .from(procurements)
    .innerJoin(companies, eq(companies.id, procurements.companyId))
    .where(eq(procurements.id, auction.procurementId));
  return {
    procurementName: row?.procurementName ?? '',
    procurementNumber: row?.procurementNumber ?? null,
    companyName: row?.companyName ?? '',
    auctionNumber: auction.auctionNumber,
    startTime: auction.startTime,
    endTime: auction.endTime,
    simulation: auction.auctionModel === 'SIMULATION',
  };
}

/**
 * The vendor account of an e-mail: the existing seller_auction account, or a new one without a
 * password (vendors sign in with one-time codes). An e-mail of a buyer, admin or spectator is
 * never turned into a vendor: the caller refuses the whole creation instead.
 */
async function findOrCreateVendorAccount(tx: Executor, email: string, picVendor: string): Promise<{ id: string } | null> {
  await tx
    .insert(accounts)
    .values({ email, firstName: picVendor, lastName: '', role: VENDOR_ROLE, passwordHash: null })
    .onConflictDoNothing({ target: accounts.email });
  const [account] = await tx.select({ id: accounts.id, role: accounts.role }).from(accounts).where(eq(accounts.email, email));
  return account && account.role === VENDOR_ROLE ? { id: account.id } : null;
}

/** The vendor account of an e-mail, or 422 naming the e-mail when it belongs to an account of another role. */
export async function vendorAccountOf(tx: Executor, email: string, picVendor: string): Promise<string> {
  const account = await findOrCreateVendorAccount(tx, email, picVendor);
  if (!account) throw AppError.field(HTTP.unprocessable, 'email', vendorEmailNotVendorAccountMessage(email));
  return account.id;
}

/** A new link code for an invitation: 256 random bits; only its SHA-256 is stored. */
export function newVerificationCode(): { code: string; hash: string } {
  const code = randomToken(32);
  return { code, hash: hashToken(code) };
}

/** The attendance link and the decline link of an invitation mail. */
export function invitationLinks(config: Pick<Config, 'PUBLIC_URL'>, invitation: { id: string; auctionId: string; vendorEmail: string }, procurementId: string, code: string) {
  const email = encodeURIComponent(invitation.vendorEmail);
  return {
    attend: `${config.PUBLIC_URL}/vendor-auction/attendance-confirmation/${procurementId}/${code}?email=${email}`,
    decline: `${config.PUBLIC_URL}/vendor-auction/not-attend/${invitation.auctionId}/${invitation.id}?email=${email}`,
  };
}

/**
 * Writes one invitation per vendor of the session and queues its mail, in the caller's
 * transaction. 422 naming the e-mail when a vendor's e-mail belongs to an account of another role.
 */
export async function inviteVendors(tx: Executor, config: Pick<Config, 'PUBLIC_URL'>, auction: AuctionRecord, now: Date): Promise<number> {
  const vendors = await tx
    .select({ id: procurementVendors.id, name: procurementVendors.name, email: procurementVendors.email, picVendor: procurementVendors.picVendor })
    .from(auctionVendors)
    .innerJoin(procurementVendors, eq(procurementVendors.id, auctionVendors.procurementVendorId))
    .where(eq(auctionVendors.auctionId, auction.id))
    .orderBy(asc(procurementVendors.name), asc(procurementVendors.id));
  const facts = await sessionFactsOf(tx, auction);
  const refused: FieldError[] = [];
  const mails: Mail[] = [];
  for (const vendor of vendors) {
    const email = vendor.email.trim().toLowerCase();
    const account = await findOrCreateVendorAccount(tx, email, vendor.picVendor);
    if (!account) {
      refused.push({ param: 'vendorIds', msg: vendorEmailNotVendorAccountMessage(email) });
      continue;
    }
    const { code, hash } = newVerificationCode();
    const [invitation] = await tx
      .insert(auctionInvitations)
      .values({
        auctionId: auction.id,
        procurementVendorId: vendor.id,
        accountId: account.id,
        vendorEmail: email,
        vendorName: vendor.name,
        picVendor: vendor.picVendor,
        verificationCodeHash: hash,
        lastMailedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: auctionInvitations.id, auctionId: auctionInvitations.auctionId, vendorEmail: auctionInvitations.vendorEmail });
    mails.push(invitationMail(email, { vendorName: vendor.name, picVendor: vendor.picVendor }, facts, invitationLinks(config, invitation!, auction.procurementId, code), now));
  }
  if (refused.length > 0) throw new AppError(HTTP.unprocessable, refused);
  for (const mail of mails) await enqueueMail(tx, mail);
  return mails.length;
}

/** Queues one mail to every invited vendor of a session (cancel, stop), or with `attendingOnly` to those who chose ATTEND (pause, resume), built per invitation. */
export async function mailInvitedVendors(
  tx: Executor,
  auctionId: string,
  build: (invitation: { vendorEmail: string; picVendor: string; vendorName: string }) => Mail,
  options: { attendingOnly?: boolean } = {},
): Promise<void> {
  const invited = await tx
    .select({ vendorEmail: auctionInvitations.vendorEmail, picVendor: auctionInvitations.picVendor, vendorName: auctionInvitations.vendorName })
    .from(auctionInvitations)
    .where(and(eq(auctionInvitations.auctionId, auctionId), options.attendingOnly ? eq(auctionInvitations.status, 'ATTEND') : undefined))
    .orderBy(asc(auctionInvitations.vendorName), asc(auctionInvitations.id));
  for (const invitation of invited) await enqueueMail(tx, build(invitation));
}
