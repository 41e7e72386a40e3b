import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ItemEvaluation, VendorEvaluation } from '@procura/domain/procurement/vendors/procurement-vendor.views';
import type { ProcurementView } from '@procura/domain/procurement/procurement.views';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VendorItemsDialog } from '../vendors/vendor-items-dialog';
import { ByItemTable } from './by-item-table';
import { ByVendorTable } from './by-vendor-table';
import { useEvaluationByItem, useEvaluationByVendor } from './evaluation.api';
import { ItemVendorDialog } from './item-vendor-dialog';

type UnitPriceTab = 'byItem' | 'byVendor';

interface UnitPriceEvaluationProps {
  procurement: ProcurementView;
  administrationFor: (vendor: VendorEvaluation) => (() => void) | null;
}

/** Unit-price bidding: the evaluation By Item and By Vendor (docs/rules/procurement.md#evaluation-score). */
export function UnitPriceEvaluation({ procurement, administrationFor }: UnitPriceEvaluationProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const [tab, setTab] = useState<UnitPriceTab>('byItem');
  const byItem = useEvaluationByItem(procurement._id, tab === 'byItem');
  const byVendor = useEvaluationByVendor(procurement._id, tab === 'byVendor');
  const [openItem, setOpenItem] = useState<ItemEvaluation | null>(null);
  const [itemsOf, setItemsOf] = useState<VendorEvaluation | null>(null);
  const failed = tab === 'byItem' ? byItem.isError : byVendor.isError;

  return (
    <Box>
      <Tabs value={tab} onChange={(_event, value: UnitPriceTab) => setTab(value)} sx={{ borderBottom: 1, borderColor: 'divider', mb: 1 }}>
        <Tab value="byItem" label={t('By Item')} id={`${baseId}-byItem`} aria-controls={`${baseId}-panel`} />
        <Tab value="byVendor" label={t('By Vendor')} id={`${baseId}-byVendor`} aria-controls={`${baseId}-panel`} />
      </Tabs>
      <Box role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-${tab}`}>
        {failed && <Alert severity="error">{t('We could not load the evaluation. Please try again.')}</Alert>}
        {tab === 'byItem' ? (
          <ByItemTable items={byItem.data?.items ?? []} loading={byItem.isFetching} onOpen={setOpenItem} />
        ) : (
          <ByVendorTable vendors={byVendor.data?.vendors ?? []} loading={byVendor.isFetching} administrationFor={administrationFor} onShowItems={setItemsOf} />
        )}
      </Box>
      {openItem && (
        <ItemVendorDialog item={openItem} currency={procurement.currency} meritPoint={procurement.evaluationMethod === 'MERIT_POINT'} onClose={() => setOpenItem(null)} />
      )}
      {itemsOf && <VendorItemsDialog procurement={procurement} vendor={{ _id: itemsOf.vendorId, name: itemsOf.companyName }} onClose={() => setItemsOf(null)} />}
    </Box>
  );
}
