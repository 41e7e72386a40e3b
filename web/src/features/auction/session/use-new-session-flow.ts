import { AUCTION_SESSION_MSG } from '@procura/domain/auction/session/auction-session.messages';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { notifyError } from '../../../components/form/apply-server-errors';
import { notify } from '../../../components/notify';
import { fetchLastSession, recordStopReason, validateCreateSession } from './auction-session.api';

export interface NewSessionFlow {
  /** The New Session button: stop reason first when needed, then the create-session check. */
  start: () => Promise<void>;
  busy: boolean;
  /** The session whose stop reason is asked, or null. */
  stopReasonFor: string | null;
  stopReasonError: string | null;
  submitStopReason: (reason: string) => Promise<void>;
  cancelStopReason: () => void;
  /** The text of the "Create auction session failed" dialog, or null. */
  failure: string | null;
  closeFailure: () => void;
}

/** The session creation flow of docs/rules/procurement.md#auction-session-form. */
export function useNewSessionFlow(procurementId: string): NewSessionFlow {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [stopReasonFor, setStopReasonFor] = useState<string | null>(null);
  const [stopReasonError, setStopReasonError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  /** Opens the stop-reason dialog when the last session asks for one; true when it did. */
  const askStopReasonIfNeeded = useCallback(async () => {
    const last = await fetchLastSession(procurementId);
    if (!last?.needsStopReason) return false;
    setStopReasonError(null);
    setStopReasonFor(last.auctionId);
    return true;
  }, [procurementId]);

  const checkAndOpenForm = useCallback(async () => {
    let answer: true | string;
    try {
      answer = await validateCreateSession(procurementId);
    } catch (error) {
      if (isApiError(error) && !error.sessionEnded && error.status >= 400 && error.status < 500) answer = error.firstMessage;
      else throw error;
    }
    if (answer === true) navigate(`/initiation/form/${procurementId}/auction/form`);
    else if (answer === AUCTION_SESSION_MSG.stopReasonNeeded && (await askStopReasonIfNeeded())) return;
    else setFailure(answer);
  }, [askStopReasonIfNeeded, navigate, procurementId]);

  const start = useCallback(async () => {
    if (busy) return;
    setBusy(true);
    try {
      if (!(await askStopReasonIfNeeded())) await checkAndOpenForm();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  }, [askStopReasonIfNeeded, busy, checkAndOpenForm]);

  const submitStopReason = useCallback(
    async (reason: string) => {
      if (!stopReasonFor) return;
      setBusy(true);
      setStopReasonError(null);
      try {
        await recordStopReason(stopReasonFor, reason);
      } catch (error) {
        setBusy(false);
        if (isApiError(error) && !error.sessionEnded) setStopReasonError(error.firstMessage);
        else notifyError(error);
        return;
      }
      setStopReasonFor(null);
      notify(AUCTION_SESSION_MSG.reasonSent, 'success');
      try {
        await checkAndOpenForm();
      } catch (error) {
        notifyError(error);
      } finally {
        setBusy(false);
      }
    },
    [checkAndOpenForm, stopReasonFor],
  );

  return {
    start,
    busy,
    stopReasonFor,
    stopReasonError,
    submitStopReason,
    cancelStopReason: () => setStopReasonFor(null),
    failure,
    closeFailure: () => setFailure(null),
  };
}
