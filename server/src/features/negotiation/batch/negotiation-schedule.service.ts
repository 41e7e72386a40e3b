import { and, eq, inArray } from 'drizzle-orm';
import { AppError, HTTP } from '@procura/domain/common/errors';
import { vendorScheduleProblem, zeroSeconds } from '@procura/domain/negotiation/negotiation-batch.rules';
import { NEGOTIATION_MSG as MSG } from '@procura/domain/negotiation/negotiation.messages';
import type { submitScheduleSchema } from '@procura/domain/negotiation/negotiation.schemas';
import { findTransition, isBatchRunning, sourcesOf } from '@procura/domain/negotiation/negotiation-status.rules';
import type { z } from 'zod';
import { companies } from '../../../db/schema/company';
import { negotiations } from '../../../db/schema/negotiation';
import { procurementVendors } from '../../../db/schema/procurement';
import type { AuthUser } from '../../../platform/security/access-tokens';
import type { AppContext } from '../../../platform/context';
import { enqueueMail } from '../../../platform/mail/outbox';
import { requireBuyerCompany } from '../../../platform/security/tenancy';
import { vendorAccountOf } from '../../auction';
import { requireOwnNegotiation } from './negotiation-batch.service';
import { scheduleMail } from './negotiation.mails';

// A vendor's schedule in an ONLINE batch (docs/rules/negotiation.md#schedules): set once, while the batch is
// ON_GOING and the vendor has no start yet. It names the vendor's account (found or created by
// the PIC e-mail, as invitations do), moves the negotiation NOT_SCHEDULED -> NOT_STARTED and
// queues the link mail in the same transaction.

/** The vendor's session page, with the e-mail the sign-in expects. */
export function vendorSessionLink(publicUrl: string, batchId: string, negotiationId: string, email: string): string {
  return `${publicUrl}/negotiation/session-online/vendor/${batchId}/${negotiationId}?email=${encodeURIComponent(email)}`;
}

/** POST negotiation/submit-schedule {negotiation, startDate, picName, picEmail}. */
export async function submitSchedule(ctx: AppContext, user: AuthUser, input: z.output<typeof submitScheduleSchema>): Promise<{ message: string }> {
  const companyId = await requireBuyerCompany(ctx.db, user);
  const now = ctx.clock.now();
  const startDate = zeroSeconds(input.startDate);
  const email = input.picEmail.trim().toLowerCase();
  await ctx.db.transaction(async (tx) => {
    const { negotiation, batch, procurement } = await requireOwnNegotiation(tx, companyId, input.negotiation, { lock: true });
    if (!isBatchRunning(batch.status)) throw AppError.field(HTTP.conflict, null, MSG.batchNotOngoing);
    if (batch.negotiationType !== 'ONLINE') throw AppError.field(HTTP.conflict, null, MSG.onlineOnly);
    if (!findTransition(negotiation.status, 'NOT_STARTED', 'schedule') || negotiation.startDate) throw AppError.field(HTTP.conflict, null, MSG.alreadyScheduled);
    const problem = vendorScheduleProblem(startDate, batch.startDate, procurement.endDate);
    if (problem) throw AppError.field(HTTP.badRequest, 'startDate', problem);
    const vendorAccountId = await vendorAccountOf(tx, email, input.picName);
    const [scheduled] = await tx
      .update(negotiations)
      .set({ status: 'NOT_STARTED', vendorAccountId, buyerAccountId: user.id, startDate, vendorPicName: input.picName, vendorPicEmail: email, lastMailedAt: now, updatedAt: now })
      .where(and(eq(negotiations.id, negotiation.id), inArray(negotiations.status, sourcesOf('NOT_STARTED', 'schedule'))))
      .returning({ id: negotiations.id });
    if (!scheduled) throw AppError.field(HTTP.conflict, null, MSG.alreadyScheduled);
    const [facts] = await tx
      .select({ vendorName: procurementVendors.name, companyName: companies.companyName })
      .from(procurementVendors)
      .innerJoin(companies, eq(companies.id, procurement.companyId))
      .where(eq(procurementVendors.id, negotiation.procurementVendorId));
    const link = vendorSessionLink(ctx.config.PUBLIC_URL, batch.id, negotiation.id, email);
    await enqueueMail(
      tx,
      scheduleMail(
        email,
        input.picName,
        {
          procurementName: procurement.procurementName,
          procurementNumber: procurement.procurementNumber,
          companyName: facts?.companyName ?? '',
          batchName: batch.name,
          vendorName: facts?.vendorName ?? '',
        },
        startDate,
        link,
      ),
    );
  });
  return { message: MSG.invitationSent };
}
