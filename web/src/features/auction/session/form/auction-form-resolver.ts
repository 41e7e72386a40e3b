import { AUCTION_SESSION_MSG } from '@procura/domain/auction/session/auction-session.messages';
import { startsInPast } from '@procura/domain/auction/session/auction-session.rules';
import { auctionSessionFormSchema, type AuctionSessionFormContext, type AuctionSessionFormData } from '@procura/domain/auction/session/auction-session.schemas';
import { PROCUREMENT_MSG } from '@procura/domain/procurement/procurement.messages';
import type { Control, FieldErrors, Resolver } from 'react-hook-form';
import { serverNow } from '../../../../api/server-time';
import { i18n } from '../../../../i18n/i18n';
import { fieldOfPath, messagesByField, parseTimeRangeMessage, toSchemaInput, type AuctionFormValues, type PathMessage } from './auction-form.rules';

/** The form's control, whose submit hands on the schema's output. */
export type AuctionFormControl = Control<AuctionFormValues, unknown, AuctionSessionFormData>;

/** The error type of a start or end outside the procurement's dates: it raises the 20 s banner. */
export const TIME_RANGE_ERROR = 'timeRange';

/**
 * Messages by field as react-hook-form errors. A time-range message carries dates, so it is
 * translated here with its placeholders filled; every other message stays an English key that the
 * fields translate when they show it.
 */
export function toFieldErrors(issues: readonly PathMessage[]): { errors: FieldErrors<AuctionFormValues>; general: string[] } {
  const { fields, general } = messagesByField(issues);
  const errors: FieldErrors<AuctionFormValues> = {};
  for (const [name, message] of Object.entries(fields) as [keyof AuctionFormValues, string][]) {
    const range = parseTimeRangeMessage(message);
    errors[name] = range
      ? { type: TIME_RANGE_ERROR, message: i18n.t(PROCUREMENT_MSG.auctionTimeRange, range) }
      : { type: 'validation', message };
  }
  return { errors, general };
}

export interface AuctionFormContext extends AuctionSessionFormContext {
  procurementId: string;
}

/**
 * Validates with the domain's auctionSessionFormSchema (the server's own rules) and, as the server
 * does, refuses a start the server's clock has already passed.
 */
export function auctionFormResolver(context: AuctionFormContext): Resolver<AuctionFormValues, unknown, AuctionSessionFormData> {
  const schema = auctionSessionFormSchema(context);
  const unitPrice = context.biddingType === 'UNIT_PRICE';
  return async (values) => {
    const result = schema.safeParse(toSchemaInput(values, context.procurementId, unitPrice));
    const issues: PathMessage[] = result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path, message: issue.message }));
    const startIssue = issues.some((issue) => fieldOfPath(issue.path) === 'startTime');
    if (!startIssue && values.startTime && startsInPast(values.startTime, new Date(serverNow()))) {
      issues.push({ path: 'startTime', message: AUCTION_SESSION_MSG.startTimeInPast });
    }
    if (result.success && issues.length === 0) return { values: result.data, errors: {} };
    const { errors, general } = toFieldErrors(issues);
    if (general.length > 0) errors.root = { type: 'validation', message: general[0]! } as FieldErrors<AuctionFormValues>['root'];
    return { values: {}, errors };
  };
}
