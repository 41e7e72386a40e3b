import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { FieldError } from '@procura/domain/common/errors';
import { formatMoney } from '@procura/domain/common/money/money';
import { NEGOTIATION_MSG } from '@procura/domain/negotiation/negotiation.messages';
import type { NegotiationView } from '@procura/domain/negotiation/negotiation.views';
import type { ProcurementView } from '@procura/domain/procurement/procurement.views';
import { isNegotiationDone } from '@procura/domain/negotiation/negotiation-status.rules';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../api/api-error';
import { AppDialog } from '../../../../components/dialogs/app-dialog';
import { notifyError } from '../../../../components/form/apply-server-errors';
import { InfoGrid } from '../../../../components/info-grid';
import { notify } from '../../../../components/notify';
import { ReportFormSection } from '../../report/report-form';
import { CanceledBanner } from '../canceled-banner';
import { ConfirmActionDialog, type ConfirmRequest } from '../confirm-action-dialog';
import { changeNegotiationStatus, submitPrice, useNegotiationItems } from '../negotiation-batch.api';
import type { ScreenBatchStatus } from '../negotiation-batch.rules';
import { generalProblem, initialEntries, PRICE_ERROR_MS, priceActionsAllowed, pricePayload, pricesProblems, type PriceEntries } from './negotiation-price.rules';
import { NegotiationLogEditor } from './negotiation-log-editor';
import { PriceItemsTable } from './price-items-table';

interface PriceDialogProps {
  negotiation: NegotiationView;
  batchStatus: ScreenBatchStatus;
  procurement: ProcurementView;
  onClose: () => void;
  onChanged: () => void;
}

const CANCEL_NEGOTIATION: ConfirmRequest = { title: 'Cancel Negotiation?', message: 'Do you want to Cancel this negotiation?', needsReason: true, destructive: true };
// The spec asks nothing before Move to DONE; it cannot be undone, so it is confirmed like the batch's end.
const MOVE_TO_DONE: ConfirmRequest = { title: 'Move to DONE?', message: 'The final prices cannot be changed once the negotiation is done.', needsReason: false, destructive: false };

/** The Negotiation Price dialog (docs/rules/negotiation.md#offline-prices): final prices per item, the log, and the offline moves. */
export function PriceDialog({ negotiation, batchStatus, procurement, onClose, onChanged }: PriceDialogProps) {
  const { t } = useTranslation();
  const items = useNegotiationItems(negotiation._id);
  const [entries, setEntries] = useState<PriceEntries | null>(null);
  const [problems, setProblems] = useState<FieldError[]>([]);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<'cancel' | 'done' | null>(null);
  const canAct = priceActionsAllowed(batchStatus, negotiation.status);
  const done = isNegotiationDone(negotiation.status);
  const currency = procurement.currency ?? 'IDR';

  useEffect(() => {
    if (items.data && entries === null) setEntries(initialEntries(items.data));
  }, [items.data, entries]);
  // The price messages stay 10 s (docs/rules/negotiation.md#limits).
  useEffect(() => {
    if (problems.length === 0) return;
    const timer = window.setTimeout(() => setProblems([]), PRICE_ERROR_MS);
    return () => window.clearTimeout(timer);
  }, [problems]);

  const submit = async (moveToDone: boolean) => {
    if (!items.data || !entries) return;
    const found = pricesProblems(procurement.biddingType, items.data, entries, negotiation.lastPrice);
    setProblems(found);
    if (found.length > 0) return;
    setBusy(true);
    try {
      await submitPrice(pricePayload(negotiation._id, items.data, entries));
      if (moveToDone) await changeNegotiationStatus(negotiation._id, 'DONE');
      notify(NEGOTIATION_MSG.dataSaved, 'success');
      onChanged();
      if (moveToDone) onClose();
    } catch (error) {
      // The server judges with the same rules: its row messages go under their inputs.
      if (isApiError(error) && !error.sessionEnded && error.errors.some((e) => e.param?.startsWith('items'))) setProblems(error.errors);
      else notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  const cancel = async (reason: string) => {
    setBusy(true);
    try {
      await changeNegotiationStatus(negotiation._id, 'CANCELED', reason);
      setAsking(null);
      onChanged();
      onClose();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  const general = generalProblem(problems);
  return (
    <AppDialog
      open
      title={t('Negotiation Price')}
      onClose={onClose}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: 1000, maxWidth: 'calc(100% - 32px)' } } }}
      data-testid="price-dialog"
      actions={
        canAct ? (
          <>
            <Button color="error" variant="outlined" disabled={busy} onClick={() => setAsking('cancel')} data-testid="price-cancel">
              {t('Cancel')}
            </Button>
            <Box sx={{ flexGrow: 1 }} />
            <Button variant="outlined" disabled={busy || !entries} onClick={() => void submit(false)} data-testid="price-save">
              {t('Save')}
            </Button>
            <Button variant="contained" disabled={busy || !entries} onClick={() => setAsking('done')} data-testid="price-move-done">
              {t('Move to DONE')}
            </Button>
          </>
        ) : (
          <Button onClick={onClose}>{t('Close')}</Button>
        )
      }
    >
      <InfoGrid
        entries={[
          { label: t('Procurement Name'), value: procurement.procurementName },
          { label: t('Vendor'), value: negotiation.vendorName },
        ]}
      />
      <Box sx={{ mt: 2 }}>
        <CanceledBanner info={negotiation} />
      </Box>
      {general && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {t(general)}
        </Alert>
      )}
      {items.isError ? (
        <Alert severity="error">{t(isApiError(items.error) ? items.error.firstMessage : 'Something went wrong. Please try again.')}</Alert>
      ) : !items.data || !entries ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
          <CircularProgress size={28} aria-label={t('Loading')} />
        </Box>
      ) : (
        <PriceItemsTable
          biddingType={procurement.biddingType}
          currency={currency}
          items={items.data}
          entries={entries}
          onChange={(itemId, entry) => setEntries((current) => ({ ...current, [itemId]: entry }))}
          problems={problems}
          readOnly={!canAct}
        />
      )}
      {done && (
        <Box sx={{ mt: 2 }} data-testid="final-price-section">
          <Divider sx={{ mb: 2 }} />
          <Typography variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
            {t('Final Negotiation Price')}
          </Typography>
          <InfoGrid
            entries={[
              { label: t('Last Price'), value: negotiation.lastPrice ? formatMoney(negotiation.lastPrice, currency) : '-' },
              { label: t('Final Price'), value: negotiation.finalPrice ? formatMoney(negotiation.finalPrice, currency) : '-' },
              { label: t('Saving'), value: negotiation.saving ? `${negotiation.saving}%` : '-' },
            ]}
          />
        </Box>
      )}
      <NegotiationLogEditor negotiationId={negotiation._id} finalPrice={negotiation.finalPrice} currency={currency} editable={canAct || done} />
      {done && (
        <Box sx={{ mt: 2 }}>
          <Divider sx={{ mb: 2 }} />
          <ReportFormSection negotiation={negotiation} currency={currency} variant="plain" />
        </Box>
      )}
      <ConfirmActionDialog
        request={asking === 'cancel' ? CANCEL_NEGOTIATION : asking === 'done' ? MOVE_TO_DONE : null}
        busy={busy}
        onConfirm={(reason) => {
          if (asking === 'cancel') void cancel(reason);
          else {
            setAsking(null);
            void submit(true);
          }
        }}
        onCancel={() => setAsking(null)}
      />
    </AppDialog>
  );
}
