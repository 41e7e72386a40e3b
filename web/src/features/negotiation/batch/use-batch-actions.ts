import type { BatchAction } from '@procura/domain/negotiation/negotiation.enums';
import type { DateRange } from '@procura/domain/negotiation/negotiation-batch.rules';
import { changesBatchStatus, savesBatchForm, startsBatch } from '@procura/domain/negotiation/negotiation-status.rules';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { notifyError } from '../../../components/form/apply-server-errors';
import { notify } from '../../../components/notify';
import { batchFormErrors, firstPerField, type BatchFormField, type BatchFormValues } from './batch-form.rules';
import {
  changeBatchStatus,
  deleteBatch,
  saveBatchItems,
  saveBatchVendors,
  startNegotiation,
  updateBatchInfo,
  useReloadNegotiations,
} from './negotiation-batch.api';
import { confirmationOf, outcomeOf, type ActionConfirmation } from './negotiation-batch.rules';

interface BatchActionsOptions {
  procurementId: string;
  /** Null for a batch not saved yet. */
  batchId: string | null;
  values: BatchFormValues;
  range: DateRange;
  setErrors: (errors: Partial<Record<BatchFormField, string>>) => void;
}

export interface BatchActions {
  request: (action: BatchAction) => void;
  confirming: ActionConfirmation | null;
  confirm: (reason: string) => void;
  dismiss: () => void;
  busy: boolean;
  /** 'Negotiation Session has been Created' is showing. */
  created: boolean;
  closeCreated: () => void;
}

/**
 * The batch's action buttons (docs/rules/negotiation.md#batches): checks, the confirmation, then the calls. Saving
 * sends the info (start-negotiation for a new batch, update-info for a draft), the items and the
 * vendors, then the status move.
 */
export function useBatchActions({ procurementId, batchId, values, range, setErrors }: BatchActionsOptions): BatchActions {
  const navigate = useNavigate();
  const reload = useReloadNegotiations();
  const [pending, setPending] = useState<BatchAction | null>(null);
  const [busy, setBusy] = useState(false);
  // After Create Session: 'here' on a saved batch, else the new batch's id to open once the dialog closes.
  const [created, setCreated] = useState<string | null>(null);
  // A new batch stored by a call whose next step failed is updated, not created again, on retry.
  const savedId = useRef<string | null>(batchId);
  const backToForm = useCallback(() => void navigate(`/initiation/form/${procurementId}#negotiation`), [navigate, procurementId]);

  const saveForm = async (): Promise<string> => {
    const info = { negotiationType: values.negotiationType, startDate: values.startDate, endDate: values.endDate };
    let id = savedId.current;
    if (id) await updateBatchInfo({ negotiationBatch: id, ...info });
    else {
      id = (await startNegotiation({ procurementId, ...info }))._id;
      savedId.current = id;
    }
    if (values.itemIds.length > 0) await saveBatchItems(id, values.itemIds);
    if (values.vendorIds.length > 0) await saveBatchVendors(id, values.vendorIds);
    return id;
  };

  const run = async (action: BatchAction, reason?: string) => {
    const wasSaved = batchId !== null;
    setBusy(true);
    try {
      let id = savedId.current;
      if (savesBatchForm(action)) id = await saveForm();
      if (!id) return;
      if (changesBatchStatus(action)) await changeBatchStatus(id, action, reason);
      if (action === 'DELETE') await deleteBatch(id);
      setPending(null);
      reload();
      const outcome = outcomeOf(action, wasSaved);
      if (outcome.toast) notify(outcome.toast, 'success');
      if (outcome.then === 'session-created') setCreated(wasSaved ? 'here' : id);
      else if (outcome.then === 'form') window.setTimeout(backToForm, outcome.delayMs);
    } catch (error) {
      setPending(null);
      const fields = isApiError(error) && !error.sessionEnded ? firstPerField(error.errors) : {};
      if (Object.keys(fields).length > 0) setErrors(fields);
      else notifyError(error);
      reload();
    } finally {
      setBusy(false);
    }
  };

  const request = (action: BatchAction) => {
    if (busy) return;
    if (savesBatchForm(action)) {
      const errors = batchFormErrors(values, range, startsBatch(action));
      setErrors(errors);
      if (Object.keys(errors).length > 0) return;
    }
    if (confirmationOf(action)) setPending(action);
    else void run(action);
  };

  const closeCreated = useCallback(() => {
    if (created && created !== 'here') void navigate(`/negotiation/session/${procurementId}/${created}`, { replace: true });
    setCreated(null);
  }, [created, navigate, procurementId]);

  return {
    request,
    confirming: pending ? confirmationOf(pending) : null,
    confirm: (reason) => pending && void run(pending, reason || undefined),
    dismiss: () => setPending(null),
    busy,
    created: created !== null,
    closeCreated,
  };
}
