import { AppError, HTTP, type FieldError } from '@procura/domain/common/errors';
import { AUCTION_SESSION_MSG } from '@procura/domain/auction/session/auction-session.messages';
import { startsInPast } from '@procura/domain/auction/session/auction-session.rules';
import { auctionSessionFormSchema, type AuctionSessionFormData } from '@procura/domain/auction/session/auction-session.schemas';
import { idField } from '@procura/domain/procurement/procurement-fields.schemas';
import type { Executor } from '../../../db/client';
import { parse } from '../../../platform/http/http-errors';
import type { ProcurementRow } from '../../procurement';
import { assertNoOverlap } from './auction-start';
import { assertSessionsAllowed } from './auction-session-gate.service';
import { countOwnItems, countOwnVendors } from './auction-session.queries';

// The Auction Evaluation Methods form as the server reads it: the domain schema built from the
// procurement (bidding type, dates), then the rules that need the database and the server clock.

/** The form's schema for this procurement. */
function formSchemaFor(procurement: Pick<ProcurementRow, 'biddingType' | 'startDate' | 'endDate'> | null) {
  return auctionSessionFormSchema({
    biddingType: procurement?.biddingType,
    procurementStart: procurement?.startDate,
    procurementEnd: procurement?.endDate,
  });
}

/**
 * The procurementId of a create body. The schema depends on the procurement, so it is read first;
 * when it is missing or malformed, the rest of the body is checked without a procurement so that
 * every problem is reported at once.
 */
export function procurementIdOf(body: unknown): string {
  const sent = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>).procurementId : undefined;
  const id = idField().safeParse(sent);
  if (id.success) return id.data;
  parse(formSchemaFor(null), body);
  // parse() has thrown above because procurementId is wrong; this line only satisfies the compiler.
  throw AppError.field(HTTP.badRequest, 'procurementId', id.error.issues[0]!.message);
}

export function parseSessionForm(body: unknown, procurement: ProcurementRow): AuctionSessionFormData {
  return parse(formSchemaFor(procurement), body);
}

/**
 * Everything a valid form must also satisfy before it is saved: a session created for real does
 * not overlap a scheduled or running one (422), the procurement takes sessions now (422, the
 * create-session check's text), it starts after the server's now, and its vendors and items are
 * the procurement's (400). `sessionId` is the draft being saved, if it exists already.
 */
export async function checkSessionForm(tx: Executor, procurement: ProcurementRow, form: AuctionSessionFormData, now: Date, sessionId?: string): Promise<void> {
  if (form.status === 'NOT_STARTED') {
    const times = { startTime: new Date(form.startTime), endTime: new Date(form.endTime) };
    await assertNoOverlap(tx, { ...times, procurementId: procurement.id, ...(sessionId ? { id: sessionId } : {}) });
  }
  await assertSessionsAllowed(tx, procurement, now);

  const errors: FieldError[] = [];
  if (startsInPast(form.startTime, now)) errors.push({ param: 'startTime', msg: AUCTION_SESSION_MSG.startTimeInPast });
  // Another procurement's (or company's) rows are refused the same way as ids that do not exist.
  if ((await countOwnVendors(tx, procurement.id, form.vendorIds)) !== form.vendorIds.length) {
    errors.push({ param: 'vendorIds', msg: AUCTION_SESSION_MSG.vendorsNotInProcurement });
  }
  if ((await countOwnItems(tx, procurement.id, form.itemIds)) !== form.itemIds.length) {
    errors.push({ param: 'itemIds', msg: AUCTION_SESSION_MSG.itemsNotInProcurement });
  }
  if (errors.length > 0) throw new AppError(HTTP.badRequest, errors);
}
