import { offersCreateAuctionSession } from '@procura/domain/procurement/procurement.rules';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { GENERIC_ERROR, isApiError } from '../../../../api/api-error';
import { ConfirmDialog } from '../../../../components/dialogs/confirm-dialog';
import { SECTION_ANCHORS } from '../detail-page.rules';
import { MessageDialog } from './message-dialog';
import { submitProcurement } from '../procurement-detail.api';
import { NEW_AUCTION_SESSION_PARAM, type ProcurementDetail } from '../../../../api/procurement-detail';
import { SubmitSuccessDialog } from './submit-success-dialog';

type SubmitStep = { name: 'idle' | 'confirm' } | { name: 'success'; procurementNumber: string } | { name: 'failed'; message: string };

/**
 * Submit (docs/rules/procurement.md#detail-page, docs/rules/procurement.md#statuses-and-actions, docs/rules/procurement.md#messages): a confirmation, then POST …/submit. Success opens Submit
 * Success with the new number; a refusal opens Submit Failed with the server's first message.
 */
export function useSubmitProcurement(procurement: ProcurementDetail, onChanged: () => void): { start: () => void; busy: boolean; dialogs: ReactNode } {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [step, setStep] = useState<SubmitStep>({ name: 'idle' });
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setBusy(true);
    try {
      const result = await submitProcurement(procurement._id);
      setStep({ name: 'success', procurementNumber: result.procurementNumber });
      onChanged();
    } catch (error) {
      if (isApiError(error) && error.sessionEnded) setStep({ name: 'idle' });
      else setStep({ name: 'failed', message: isApiError(error) ? error.firstMessage : GENERIC_ERROR });
    } finally {
      setBusy(false);
    }
  };

  const close = () => setStep({ name: 'idle' });
  const createAuctionSession = () => {
    close();
    void navigate(`/initiation/form/${procurement._id}?${NEW_AUCTION_SESSION_PARAM}=1#${SECTION_ANCHORS.auctionSession}`);
  };

  const dialogs = (
    <>
      <ConfirmDialog
        open={step.name === 'confirm'}
        busy={busy}
        title={t('Submit Initiation')}
        message={t('After submitting, the items, vendors and procurement info can no longer be changed. Submit this initiation now?')}
        confirmLabel={t('Submit')}
        onConfirm={() => void submit()}
        onCancel={close}
      />
      {step.name === 'success' && (
        <SubmitSuccessDialog
          procurementNumber={step.procurementNumber}
          showCreateAuctionSession={offersCreateAuctionSession(procurement.negotiationType)}
          onBackToList={() => void navigate('/initiation')}
          onCreateAuctionSession={createAuctionSession}
          onClose={close}
        />
      )}
      <MessageDialog open={step.name === 'failed'} title="Submit Failed" message={step.name === 'failed' ? step.message : ''} onClose={close} />
    </>
  );
  return { start: () => setStep({ name: 'confirm' }), busy, dialogs };
}
