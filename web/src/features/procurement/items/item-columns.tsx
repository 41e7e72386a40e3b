import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { formatMoney } from '@procura/domain/common/money/money';
import { formatMoneyInput } from '@procura/domain/common/money/decimal-input.rules';
import type { ProcurementItemView } from '@procura/domain/procurement/procurement.views';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { ItemThumbnail } from './item-thumbnail';

// An amount and its currency stay on one line.
const money = (amount: string, currency: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(amount, currency)}</span>;

/**
 * The Item List columns (docs/rules/procurement.md#items). The estimated price and subtotal show only while
 * the owner's estimate is still being drafted; headers are English catalogue keys. Below 1536 px
 * the image, PR number and PR line give their room to the quantities and money (the item's
 * dialog, a click away, shows them): on a 1440 px laptop the subtotal stays in view.
 */
export function itemColumns({ showPrices, currency }: { showPrices: boolean; currency: string }): DataTableColumn<ProcurementItemView>[] {
  const columns: DataTableColumn<ProcurementItemView>[] = [
    { key: 'thumbnail', header: 'Image', render: (item) => <ItemThumbnail url={item.images[0]?.url} alt={item.itemName} />, width: 60, hideBelow: 'xl' },
    { key: 'prNumber', header: 'PR Number', render: (item) => item.prNumber, sortable: true, hideBelow: 'xl' },
    { key: 'itemCode', header: 'Item Code', render: (item) => item.itemCode, sortable: true },
    { key: 'itemName', header: 'Item Name', render: (item) => item.itemName, sortable: true },
    { key: 'quantity', header: 'Needed Qty', render: (item) => formatMoneyInput(item.quantity), align: 'right', sortable: true },
    { key: 'minCapableQty', header: 'Minimal Capable Qty', render: (item) => formatMoneyInput(item.minCapableQty), align: 'right' },
    { key: 'prLine', header: 'PR Line', render: (item) => item.prLine, hideBelow: 'xl' },
    { key: 'uom', header: 'UOM', render: (item) => item.uom },
  ];
  if (!showPrices) return columns;
  return [
    ...columns,
    { key: 'pricePerUnit', header: 'Estimated Price Per Unit', render: (item) => money(item.pricePerUnit, currency), align: 'right', sortable: true },
    { key: 'subTotal', header: 'Subtotal', render: (item) => money(item.subTotal, currency), align: 'right', sortable: true },
  ];
}

/**
 * The grand total under the last row: the sum of every item of the procurement. The table is wider
 * than most screens, so the total sticks to the visible left edge instead of hiding under Subtotal.
 */
export function GrandTotalRow({ colSpan, grandTotal, currency }: { colSpan: number; grandTotal: string; currency: string }) {
  const { t } = useTranslation();
  return (
    <TableRow sx={{ '& td': { fontWeight: 700, borderBottom: 'none', bgcolor: 'background.default' } }}>
      <TableCell colSpan={colSpan}>
        <Box component="span" sx={{ position: 'sticky', left: 16, display: 'inline-flex', gap: 2 }}>
          <span>{t('Grand Total')}</span>
          <span>{money(grandTotal, currency)}</span>
        </Box>
      </TableCell>
    </TableRow>
  );
}
