import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { DEFAULT_INNER_PAGE_SIZE, limitForPageSize, type PageSizeOption } from '@procura/domain/procurement/procurement.enums';
import { canAddVendor, canEditItemsAndVendors, inviteVendorsHint } from '@procura/domain/procurement/procurement.rules';
import { PROCUREMENT_MSG } from '@procura/domain/procurement/procurement.messages';
import type { ProcurementVendorView } from '@procura/domain/procurement/procurement.views';
import { isRunning } from '@procura/domain/procurement/procurement-status.rules';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BulkDeleteButton } from '../../../components/data-table/bulk-delete-button';
import { SearchField } from '../../../components/search-field';
import type { SectionProps } from '../../../api/procurement-detail';
import { VendorDialog } from './vendor-dialog';
import { VendorItemsDialog } from './vendor-items-dialog';
import { VendorListActions } from './vendor-list-actions';
import { VendorTable } from './vendor-table';
import { deleteVendors, useRefreshVendorData, useVendorPage } from './vendors.api';

type VendorDialogState = { mode: 'add' } | { mode: 'edit'; vendor: ProcurementVendorView } | null;

/** The Vendor List section of the initiation detail page (docs/rules/procurement.md#vendors). */
export function VendorListSection({ procurement }: SectionProps) {
  const { t } = useTranslation();
  const procurementId = procurement._id;
  const editable = canEditItemsAndVendors(procurement.status);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSizeOption>(DEFAULT_INNER_PAGE_SIZE);
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const [dialog, setDialog] = useState<VendorDialogState>(null);
  const [itemsOf, setItemsOf] = useState<ProcurementVendorView | null>(null);

  const refresh = useRefreshVendorData(procurementId);
  const vendors = useVendorPage(procurementId, { page, limit: limitForPageSize(pageSize), query });
  const total = vendors.data?.total ?? vendors.data?.totalProcurementVendors ?? 0;
  const rows = vendors.data?.filteredData ?? [];

  // After a delete the page may lie past the end.
  useEffect(() => {
    const size = pageSize === 'All' ? Math.max(total, 1) : pageSize;
    const lastPage = Math.max(1, Math.ceil(total / size));
    if (vendors.isSuccess && page > lastPage) setPage(lastPage);
  }, [total, page, pageSize, vendors.isSuccess]);

  const hint = isRunning(procurement.status) ? null : inviteVendorsHint(procurement.negotiationType, procurement.vendorCount);
  const addDisabledReason = editable && !canAddVendor(procurement, procurement.itemCount ?? 0) ? t('Please add at least 1 item before adding vendors to a Merit Point procurement') : null;

  return (
    <Stack spacing={2}>
      {hint && <Alert severity="info">{t(hint)}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} justifyContent="space-between" alignItems={{ xs: 'stretch', sm: 'center' }}>
        <SearchField
          label={t('Search vendors')}
          onSearch={(text) => {
            setQuery(text);
            setPage(1);
          }}
        />
        {editable && (
          <VendorListActions
            deleteButton={
              <BulkDeleteButton
                selected={selected}
                noneSelectedMessage={PROCUREMENT_MSG.noVendorsSelected}
                confirmTitle={t('Delete Vendor')}
                confirmMessage={(count) => t('Delete {{count}} selected vendor(s)? Their items and scores are removed too.', { count })}
                deletedMessage={PROCUREMENT_MSG.vendorDeleted}
                remove={(ids) => deleteVendors(procurementId, ids)}
                refresh={refresh}
                onDeleted={() => setSelected([])}
              />
            }
            addDisabledReason={addDisabledReason}
            onAdd={() => setDialog({ mode: 'add' })}
          />
        )}
      </Stack>
      {vendors.isError && <Alert severity="error">{t('We could not load the vendors. Please try again.')}</Alert>}
      <VendorTable
        rows={rows}
        loading={vendors.isFetching}
        editable={editable}
        selected={selected}
        onSelectedChange={setSelected}
        onOpen={(vendor) => setDialog({ mode: 'edit', vendor })}
        onShowItems={setItemsOf}
        paging={{
          page,
          pageSize,
          total,
          onPageChange: setPage,
          onPageSizeChange: (size) => {
            setPageSize(size);
            setPage(1);
          },
        }}
      />
      {dialog && (
        <VendorDialog
          procurementId={procurementId}
          vendor={dialog.mode === 'edit' ? dialog.vendor : null}
          readOnly={!editable}
          onClose={() => setDialog(null)}
        />
      )}
      {itemsOf && <VendorItemsDialog procurement={procurement} vendor={{ _id: itemsOf._id, name: itemsOf.name }} onClose={() => setItemsOf(null)} />}
    </Stack>
  );
}
