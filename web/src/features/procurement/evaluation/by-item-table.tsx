import type { ItemEvaluation } from '@procura/domain/procurement/vendors/procurement-vendor.views';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { DASH, formatQuantity } from './evaluation-display.rules';

/** Unit price, By Item: each item with its minimal capable qty and the vendor ranked first. */
export function ByItemTable({ items, loading, onOpen }: { items: readonly ItemEvaluation[]; loading: boolean; onOpen: (item: ItemEvaluation) => void }) {
  const { t } = useTranslation();
  const columns: DataTableColumn<ItemEvaluation>[] = [
    { key: 'itemCode', header: 'Item Code', render: (item) => item.itemCode },
    { key: 'itemName', header: 'Item Name', render: (item) => item.itemName },
    { key: 'uom', header: 'UOM', render: (item) => item.uom },
    { key: 'quantity', header: 'Qty', align: 'right', render: (item) => formatQuantity(item.quantity) },
    { key: 'minCapableQty', header: 'Minimal Capable Qty', align: 'right', render: (item) => formatQuantity(item.minCapableQty) },
    { key: 'vendors', header: 'Vendors', align: 'right', render: (item) => item.vendors.length },
    { key: 'winner', header: 'Winner', render: (item) => item.vendors.find((vendor) => vendor.winner)?.companyName ?? DASH },
  ];
  return (
    <DataTable
      aria-label={t('By Item')}
      columns={columns}
      rows={items}
      rowKey={(item) => item.procurementItemId}
      loading={loading}
      onRowClick={onOpen}
      emptyText={t("No list available. Let's try to add one!")}
    />
  );
}
