import { PROCUREMENT_STATE_MSG } from '@procura/domain/procurement/procurement-state.messages';
import { describe, expect, it } from 'vitest';
import { ApiError, GENERIC_ERROR, NETWORK_ERROR } from '../../api/api-error';
import { bulkDeleteFailure } from './bulk-delete.rules';

describe('bulkDeleteFailure', () => {
  it('shows Delete failed with the server reason of a refusal (procurement no longer DRAFT)', () => {
    const refusal = new ApiError(409, [{ param: null, msg: PROCUREMENT_STATE_MSG.onlyDraftDeleted }]);
    expect(bulkDeleteFailure(refusal)).toEqual({ ok: false, message: 'Delete failed', detail: PROCUREMENT_STATE_MSG.onlyDraftDeleted });
  });

  it('shows nothing more when the failure ended the sign-in session', () => {
    expect(bulkDeleteFailure(new ApiError(401, [{ param: null, msg: 'Session Timeout' }], true))).toBeNull();
  });

  it('names an unreachable server as the reason', () => {
    expect(bulkDeleteFailure(new ApiError(0, [{ param: null, msg: NETWORK_ERROR }]))).toMatchObject({ ok: false, detail: NETWORK_ERROR });
  });

  it('gives the generic reason for a failure that is not an answer of the server', () => {
    expect(bulkDeleteFailure(new TypeError('boom'))).toEqual({ ok: false, message: 'Delete failed', detail: GENERIC_ERROR });
  });

  it('does not repeat Delete failed as its own reason', () => {
    expect(bulkDeleteFailure(new ApiError(400, [{ param: null, msg: 'Delete failed' }]))).toEqual({ ok: false, message: 'Delete failed' });
  });
});
