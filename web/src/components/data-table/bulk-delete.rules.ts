import { PROCUREMENT_MSG } from '@procura/domain/procurement/procurement.messages';
import { GENERIC_ERROR, isApiError } from '../../api/api-error';
import type { ActionResult } from '../dialogs/result-dialog';

/**
 * What a refused bulk delete shows: "Delete failed" (docs/rules/procurement.md#messages) with the server's reason
 * under it, e.g. the procurement is no longer DRAFT or a session has started. Nothing when the
 * failure ended the sign-in session: the Session Timeout toast and redirect already told the user.
 */
export function bulkDeleteFailure(error: unknown): ActionResult | null {
  if (isApiError(error) && error.sessionEnded) return null;
  const reason = isApiError(error) ? error.firstMessage : GENERIC_ERROR;
  return { ok: false, message: PROCUREMENT_MSG.deleteFailed, ...(reason === PROCUREMENT_MSG.deleteFailed ? {} : { detail: reason }) };
}
