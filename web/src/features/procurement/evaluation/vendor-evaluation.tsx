import Alert from '@mui/material/Alert';
import type { EvaluationRow } from '@procura/domain/procurement/vendors/procurement-vendor.views';
import type { ProcurementView } from '@procura/domain/procurement/procurement.views';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EvaluationTable, type EvaluationTableActions } from './evaluation-table';
import { useEvaluation } from './evaluation.api';
import { UnitPriceDialog } from './unit-price-dialog';

interface VendorEvaluationProps {
  procurement: ProcurementView;
  actions: Omit<EvaluationTableActions, 'unitPricesFor'>;
}

/** Bidding types other than Unit Price: one ranked table of the vendors. */
export function VendorEvaluation({ procurement, actions }: VendorEvaluationProps) {
  const { t } = useTranslation();
  const evaluation = useEvaluation(procurement._id);
  const [unitPricesOf, setUnitPricesOf] = useState<EvaluationRow | null>(null);
  const byUnit = procurement.biddingType === 'TOTAL_PRICE_BY_UNIT';
  return (
    <>
      {evaluation.isError && <Alert severity="error">{t('We could not load the evaluation. Please try again.')}</Alert>}
      <EvaluationTable
        rows={evaluation.data?.rows ?? []}
        loading={evaluation.isFetching}
        currency={procurement.currency}
        actions={{ ...actions, unitPricesFor: byUnit ? (row) => () => setUnitPricesOf(row) : null }}
      />
      {unitPricesOf && (
        <UnitPriceDialog
          procurementId={procurement._id}
          vendor={{ vendorId: unitPricesOf.vendorId, companyName: unitPricesOf.companyName }}
          currency={procurement.currency}
          onClose={() => setUnitPricesOf(null)}
        />
      )}
    </>
  );
}
