import type { ObjectionsView, ObjectionView } from '@procura/domain/auction/objections/objection.rules';
import { GENERIC_ERROR, isApiError } from '../../../api/api-error';
import { splitServerErrors, type SplitServerErrors } from '../../../components/form/server-errors.rules';

// Pure helpers of the objection cards (docs/rules/auction-bidding.md#objections).

/** How often an open window is read again. */
export const OBJECTIONS_REFRESH_MS = 60_000;

/**
 * When to read the objections again: every OBJECTIONS_REFRESH_MS while the window is open, and a second
 * after it closes (by the server's clock: the time left when read, less the time since); never once closed.
 */
export function nextObjectionsRead(view: ObjectionsView | undefined, readAt: number, now: number): number | false {
  if (!view?.open || !view.deadline) return false;
  const left = Date.parse(view.deadline) - Date.parse(view.serverNow) - (now - readAt);
  return Math.max(1000, Math.min(OBJECTIONS_REFRESH_MS, left + 1000));
}

/** The view with an objection the server just answered (made or answered) in place, or added. */
export function withObjection(view: ObjectionsView, objection: ObjectionView): ObjectionsView {
  const known = view.objections.some((one) => one.objectionId === objection.objectionId);
  return {
    ...view,
    canObject: known ? view.canObject : false,
    objections: known ? view.objections.map((one) => (one.objectionId === objection.objectionId ? objection : one)) : [...view.objections, objection],
  };
}

/** A failed POST sorted for a form: messages under the fields it names, the rest for an alert (nothing once the session ended). */
export function formErrorsOf<Name extends string>(error: unknown, fieldNames: readonly Name[]): SplitServerErrors<Name> {
  if (!isApiError(error)) return { fields: [], general: [GENERIC_ERROR] };
  if (error.sessionEnded) return { fields: [], general: [] };
  return splitServerErrors(error.errors, fieldNames);
}
