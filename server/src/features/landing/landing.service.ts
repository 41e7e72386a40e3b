import { AppError, HTTP } from '@procura/domain/common/errors';
import { LANDING_MSG } from '@procura/domain/landing/landing.messages';
import type { TrialRequestInput, TrialRequestResponse } from '@procura/domain/landing/landing.schemas';
import { trialRequests } from '../../db/schema/landing';
import type { AppContext } from '../../platform/context';
import { enqueueMail } from '../../platform/mail/outbox';
import { consume } from '../../platform/security/rate-limit';
import { TRIAL_REQUESTS_PER_IP } from './landing.limits';
import { trialRequestMail } from './landing.mails';

async function countTrialRequest(ctx: AppContext, ip: string): Promise<void> {
  try {
    await consume(ctx.db, ctx.clock, TRIAL_REQUESTS_PER_IP, ip);
  } catch (error) {
    // The generic message names minutes, which the web cannot translate; this one it can. The wait the
    // limit computed stays (Retry-After), so the form counts it down.
    if (error instanceof AppError && error.status === HTTP.tooManyRequests) {
      throw new AppError(HTTP.tooManyRequests, [{ param: null, msg: LANDING_MSG.tooManyRequests }], error.retryAfterSeconds);
    }
    throw error;
  }
}

/** Stores a free-trial request and queues the mail to sales in the same transaction. */
export async function requestFreeTrial(ctx: AppContext, input: TrialRequestInput, ip: string): Promise<TrialRequestResponse> {
  await countTrialRequest(ctx, ip);
  const receivedAt = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(trialRequests)
      .values({ ...input, createdAt: receivedAt })
      .returning({ id: trialRequests.id });
    await enqueueMail(tx, trialRequestMail(ctx.config.SALES_EMAIL, input, receivedAt));
    return { id: row!.id };
  });
}
