import type { NegotiationBatchView, NegotiationView } from '@procura/domain/negotiation/negotiation.views';
import { defaultItemIds } from '@procura/domain/negotiation/negotiation-batch.rules';
import type { BiddingType } from '@procura/domain/procurement/procurement.enums';
import type { ProcurementItemView, ProcurementView } from '@procura/domain/procurement/procurement.views';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BatchActionButtons } from './batch-action-buttons';
import { translateBatchMessage, type BatchFormField, type BatchFormValues } from './batch-form.rules';
import { BatchInfoCard } from './batch-info-card';
import { BatchItemsCard } from './batch-items-card';
import { BatchVendorsCard } from './batch-vendors-card';
import { CanceledBanner } from './canceled-banner';
import { ConfirmActionDialog } from './confirm-action-dialog';
import { useBatchNegotiations, useBatchStatus, useReloadNegotiations, type OfferedVendor } from './negotiation-batch.api';
import {
  actionsEnabled,
  isBatchEditable,
  NEW_BATCH_ACTIONS,
  onlineSessionPath,
  rowTarget,
  showsVendorTable,
  vendorIdsFromQuery,
} from './negotiation-batch.rules';
import { PriceDialog } from './price/price-dialog';
import { ScheduleDialog } from './schedule-dialog';
import { NegotiationCreatedDialog } from './session-created-dialog';
import { useBatchActions } from './use-batch-actions';
import { VendorNegotiationTable } from './vendor-negotiation-table';

interface BatchScreenProps {
  procurement: ProcurementView;
  batch: NegotiationBatchView | null;
  items: readonly ProcurementItemView[];
  vendors: readonly OfferedVendor[];
  /** `?vendors=id,id` (the auction's Go To Negotiation). */
  presetVendors: string | null;
}

function initialValues(props: BatchScreenProps): BatchFormValues {
  const { batch, procurement, items, vendors, presetVendors } = props;
  if (batch) {
    return {
      negotiationType: batch.negotiationType,
      startDate: batch.startDate,
      endDate: batch.endDate,
      itemIds: batch.procurementItemIds,
      vendorIds: batch.procurementVendorIds,
    };
  }
  const known = new Set(vendors.map((vendor) => vendor._id));
  return {
    negotiationType: null,
    startDate: null,
    endDate: null,
    itemIds: defaultItemIds(procurement.biddingType as BiddingType, items.map((item) => item._id)),
    vendorIds: vendorIdsFromQuery(presetVendors).filter((id) => known.has(id)),
  };
}

/** The batch screen's sections and actions, once its data is loaded. */
export function BatchScreen(props: BatchScreenProps) {
  const { procurement, batch, items, vendors } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [values, setValues] = useState<BatchFormValues>(() => initialValues(props));
  const [errors, setErrors] = useState<Partial<Record<BatchFormField, string>>>({});
  const [scheduling, setScheduling] = useState<NegotiationView | null>(null);
  // By id: the dialog follows the reloaded negotiation (its final price after a save).
  const [pricingId, setPricingId] = useState<string | null>(null);
  const batchId = batch?._id ?? null;
  const status = batch?.status ?? 'NEW';
  const editable = isBatchEditable(status);
  const statusView = useBatchStatus(batchId);
  const negotiations = useBatchNegotiations(batchId, showsVendorTable(status));
  const reload = useReloadNegotiations();
  const range = { start: procurement.startDate, end: procurement.endDate };
  const actions = useBatchActions({ procurementId: procurement._id, batchId, values, range, setErrors });
  const currency = procurement.currency ?? 'IDR';

  const change = (patch: Partial<BatchFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch) as BatchFormField[]) delete next[key];
      return next;
    });
  };
  const shown = (field: BatchFormField) => {
    const msg = errors[field];
    return msg ? translateBatchMessage(msg, range, t) : undefined;
  };

  const open = (negotiation: NegotiationView) => {
    if (batch && rowTarget(batch, negotiation.status) === 'online-session') void navigate(onlineSessionPath(batch._id, negotiation._id));
    else setPricingId(negotiation._id);
  };

  const pricing = negotiations.data?.find((negotiation) => negotiation._id === pricingId) ?? null;
  const next = batchId ? (statusView.data?.next ?? []) : NEW_BATCH_ACTIONS;
  return (
    <>
      {batch && <CanceledBanner info={batch} />}
      <BatchInfoCard
        values={values}
        onChange={change}
        errors={{ negotiationType: shown('negotiationType'), startDate: shown('startDate'), endDate: shown('endDate') }}
        readOnly={!editable}
        procurement={procurement}
      />
      <BatchItemsCard
        items={items}
        loading={false}
        biddingType={procurement.biddingType}
        currency={currency}
        selected={values.itemIds}
        onChange={(itemIds) => change({ itemIds })}
        readOnly={!editable}
        error={shown('itemIds')}
      />
      {showsVendorTable(status) ? (
        <VendorNegotiationTable
          batchStatus={status}
          negotiations={negotiations.data ?? []}
          loading={negotiations.isFetching}
          onOpen={open}
          onSchedule={setScheduling}
        />
      ) : (
        <BatchVendorsCard
          vendors={vendors}
          loading={false}
          currency={currency}
          selected={values.vendorIds}
          onChange={(vendorIds) => change({ vendorIds })}
          error={shown('vendorIds')}
        />
      )}
      <BatchActionButtons next={next} disabled={!actionsEnabled(values.negotiationType)} busy={actions.busy} onAction={actions.request} />
      <ConfirmActionDialog request={actions.confirming} busy={actions.busy} onConfirm={actions.confirm} onCancel={actions.dismiss} />
      <NegotiationCreatedDialog open={actions.created} onDone={actions.closeCreated} />
      {scheduling && batch && (
        <ScheduleDialog
          negotiation={scheduling}
          range={{ startDate: batch.startDate, endDate: procurement.endDate }}
          onClose={() => setScheduling(null)}
          onSent={reload}
        />
      )}
      {pricing && batch && (
        <PriceDialog
          negotiation={pricing}
          batchStatus={batch.status}
          procurement={procurement}
          onClose={() => setPricingId(null)}
          onChanged={reload}
        />
      )}
    </>
  );
}
