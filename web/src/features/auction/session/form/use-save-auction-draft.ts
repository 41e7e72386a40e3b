import type { AuctionSessionFormData } from '@procura/domain/auction/session/auction-session.schemas';
import { useQueryClient } from '@tanstack/react-query';
import type { UseFormSetError } from 'react-hook-form';
import { GENERIC_ERROR, isApiError } from '../../../../api/api-error';
import { CLOCK_WARNING } from '../../../../components/clock-warning-banner';
import { notify } from '../../../../components/notify';
import { TIME_RANGE_ERROR, toFieldErrors } from './auction-form-resolver';
import { parseTimeRangeMessage, type AuctionFormValues } from './auction-form.rules';
import { auctionSessionKeys, createAuctionSession, saveAuctionSession } from '../auction-session.api';

export const DRAFT_SAVED = 'The auction session has been saved as a draft';

interface SaveAuctionDraftOptions {
  procurementId: string;
  draftId: string | null;
  setError: UseFormSetError<AuctionFormValues>;
  /** The server refused the session's times: the form shows the time-range banner. */
  onTimeRange: () => void;
  onSaved: () => void;
  /** The session was created for real (invitations sent). */
  onCreated: (auctionId: string) => void;
}

/** Save as Draft keeps it to finish later; Create Session makes it NOT_STARTED and invites the vendors. */
export type SaveMode = 'draft' | 'create';

/**
 * Saves the form as a draft (POST, or PATCH for a reopened draft). Refusals come back by field
 * path and are shown beside their fields; messages of no field are toasts.
 */
export function useSaveAuctionDraft({ procurementId, draftId, setError, onTimeRange, onSaved, onCreated }: SaveAuctionDraftOptions) {
  const queryClient = useQueryClient();
  return async (session: AuctionSessionFormData, mode: SaveMode = 'draft') => {
    try {
      if (mode === 'create') {
        const created = await createAuctionSession(draftId, session);
        if (typeof created.clockSkewMs === 'number') notify(CLOCK_WARNING, 'warning');
        queryClient.removeQueries({ queryKey: auctionSessionKeys.one(created.auctionId) });
        await queryClient.invalidateQueries({ queryKey: auctionSessionKeys.all(procurementId) });
        onCreated(created.auctionId);
        return;
      }
      const saved = await saveAuctionSession(draftId, session);
      // The server's clock decides the times; a browser clock far off it is worth a word.
      if (typeof saved.clockSkewMs === 'number') notify(CLOCK_WARNING, 'warning');
      notify(DRAFT_SAVED, 'success');
      queryClient.removeQueries({ queryKey: auctionSessionKeys.one(saved._id) });
      await queryClient.invalidateQueries({ queryKey: auctionSessionKeys.all(procurementId) });
      onSaved();
    } catch (error) {
      if (!isApiError(error)) {
        notify(GENERIC_ERROR, 'error');
        return;
      }
      if (error.sessionEnded) return;
      const { errors, general } = toFieldErrors(error.errors.map((e) => ({ path: e.param, message: e.msg })));
      const names = Object.keys(errors) as (keyof AuctionFormValues)[];
      names.forEach((name, index) => setError(name, errors[name]!, { shouldFocus: index === 0 }));
      const rangeOfNoField = general.find((msg) => parseTimeRangeMessage(msg) !== null);
      for (const msg of general) if (msg !== rangeOfNoField) notify(msg, 'error');
      // Other refusals are not an incomplete form (the form was complete): they stay beside their fields.
      if (rangeOfNoField || names.some((name) => errors[name]?.type === TIME_RANGE_ERROR)) onTimeRange();
    }
  };
}
