import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { DEFAULT_CURRENCY } from '@procura/domain/common/money/money';
import { DEFAULT_INNER_PAGE_SIZE, PROCUREMENT_SECTION_LABELS, type PageSizeOption } from '@procura/domain/procurement/procurement.enums';
import type { ItemSortField, SortOrder } from '@procura/domain/procurement/items/procurement-item.schemas';
import { PROCUREMENT_MSG } from '@procura/domain/procurement/procurement.messages';
import { canEditItemsAndVendors } from '@procura/domain/procurement/procurement.rules';
import type { ProcurementItemView } from '@procura/domain/procurement/procurement.views';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import { currentLanguage } from '../../../i18n/i18n';
import { SECTION_ANCHORS } from '../detail/detail-page.rules';
import { DetailSection } from '../detail/detail-section';
import type { SectionProps } from '../../../api/procurement-detail';
import { GrandTotalRow, itemColumns } from './item-columns';
import { ItemDialogs, type ItemDialogState } from './item-dialogs';
import { ItemsToolbar } from './items-toolbar';
import { useItems, type ItemListParams } from './items.api';

/** Section 1, Item List (docs/rules/procurement.md#items): searchable, paged, sortable; editable while DRAFT. */
export function ItemListSection({ procurement, onChanged }: SectionProps) {
  const { t } = useTranslation();
  const editable = canEditItemsAndVendors(procurement.status);
  // A multi-currency procurement's estimates are in the default currency (IDR), as its evaluation is.
  const currency = procurement.currency ?? DEFAULT_CURRENCY;
  const [params, setParams] = useState<ItemListParams>({ page: 1, pageSize: DEFAULT_INNER_PAGE_SIZE, query: '', sort: null });
  const [selected, setSelected] = useState<string[]>([]);
  const [dialog, setDialog] = useState<ItemDialogState>(null);
  const items = useItems(procurement._id, params);
  const change = (next: Partial<ItemListParams>) => {
    setParams((current) => ({ ...current, ...next }));
    setSelected([]);
  };

  const columns = itemColumns({ showPrices: editable, currency });
  const rows = items.data?.filteredData ?? [];
  const emptyText = params.query ? t(PROCUREMENT_MSG.noRecords) : t(PROCUREMENT_MSG.emptyList);
  return (
    <DetailSection
      anchorId={SECTION_ANCHORS.itemList}
      title={PROCUREMENT_SECTION_LABELS.itemList[currentLanguage()]}
      actions={
        editable && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ mode: 'add' })}>
            {t('Add Item')}
          </Button>
        )
      }
    >
      <ItemsToolbar
        procurement={procurement}
        editable={editable}
        selected={selected}
        onSearch={(query) => change({ query, page: 1 })}
        onItemsChanged={() => {
          setSelected([]);
          onChanged();
        }}
        onItemsDeleted={() => setSelected([])}
      />
      {items.isError && (
        <Alert severity="error" sx={{ mb: 2 }} action={<Button onClick={() => void items.refetch()}>{t('Try again')}</Button>}>
          {t('We could not load the items.')}
        </Alert>
      )}
      <DataTable<ProcurementItemView>
        aria-label={t('Item List')}
        columns={columns}
        rows={rows}
        rowKey={(item) => item._id}
        loading={items.isFetching}
        emptyText={emptyText}
        onRowClick={(item) => setDialog({ mode: editable ? 'edit' : 'view', item })}
        selectable={editable ? () => true : undefined}
        selected={selected}
        onSelectedChange={setSelected}
        sort={params.sort ?? undefined}
        onSortChange={(sort) => change({ sort: { key: sort.key as ItemSortField, order: sort.order as SortOrder }, page: 1 })}
        paging={{
          page: params.page,
          pageSize: params.pageSize,
          total: items.data?.total ?? 0,
          onPageChange: (page) => change({ page }),
          onPageSizeChange: (pageSize: PageSizeOption) => change({ pageSize, page: 1 }),
        }}
        footerRow={
          editable && rows.length > 0 && items.data ? (
            // The checkbox column and every column but Subtotal.
            <GrandTotalRow colSpan={columns.length + 1} grandTotal={items.data.grandTotal} currency={currency} />
          ) : undefined
        }
      />
      <ItemDialogs state={dialog} procurement={procurement} onClose={() => setDialog(null)} onSaved={onChanged} />
    </DetailSection>
  );
}
