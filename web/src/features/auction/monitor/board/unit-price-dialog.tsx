import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { AuctionItemView, AuctionOfferLogView } from '@procura/domain/auction/auction.views';
import { formatMoney } from '@procura/domain/common/money/money';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../../components/dialogs/app-dialog';
import { sortUnitPriceRows, unitPriceRows, unitPriceTotal, type SortOrder, type UnitPriceSortKey } from './unit-price.rules';

interface UnitPriceDialogProps {
  vendorId: string;
  vendorName: string;
  items: readonly AuctionItemView[];
  log: readonly AuctionOfferLogView[];
  currency: string;
  onClose: () => void;
}

const COLUMNS: ReadonlyArray<{ key: UnitPriceSortKey; header: string; numeric: boolean }> = [
  { key: 'itemCode', header: 'Item Code', numeric: false },
  { key: 'itemName', header: 'Item Name', numeric: false },
  { key: 'quantity', header: 'Qty', numeric: true },
  { key: 'uom', header: 'UOM', numeric: false },
  { key: 'unitPrice', header: 'Unit Price', numeric: true },
  { key: 'subtotal', header: 'Subtotal', numeric: true },
];

/** Unit Price: one vendor's last unit price per item, with subtotals and the Total Offer line; sortable by any column. */
export function UnitPriceDialog({ vendorId, vendorName, items, log, currency, onClose }: UnitPriceDialogProps) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<{ key: UnitPriceSortKey; order: SortOrder }>({ key: 'itemCode', order: 'asc' });
  const rows = useMemo(() => unitPriceRows(items, log, vendorId), [items, log, vendorId]);
  const sorted = useMemo(() => sortUnitPriceRows(rows, sort.key, sort.order), [rows, sort]);
  const money = (value: string | null) => (value === null ? '-' : formatMoney(value, currency));
  const toggle = (key: UnitPriceSortKey) => setSort((current) => ({ key, order: current.key === key && current.order === 'asc' ? 'desc' : 'asc' }));

  return (
    <AppDialog open maxWidth="md" title={`${t('Unit Price')} · ${vendorName}`} onClose={onClose}>
      <Box sx={{ maxHeight: 360, overflow: 'auto' }}>
        <Table size="small" stickyHeader data-testid="unit-price-table" aria-label={t('Unit Price')}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column.key} align={column.numeric ? 'right' : 'left'} sortDirection={sort.key === column.key ? sort.order : false} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  <TableSortLabel active={sort.key === column.key} direction={sort.key === column.key ? sort.order : 'asc'} onClick={() => toggle(column.key)}>
                    {t(column.header)}
                  </TableSortLabel>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {sorted.map((row) => (
              <TableRow key={row.auctionItemId}>
                <TableCell>{row.itemCode}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.itemName}</TableCell>
                <TableCell align="right">{row.quantity}</TableCell>
                <TableCell>{row.uom}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {money(row.unitPrice)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {money(row.subtotal)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell colSpan={5} align="right" sx={{ fontWeight: 700, color: 'text.primary', fontSize: 14 }}>
                {t('Total Offer')}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700, color: 'text.primary', fontSize: 14, whiteSpace: 'nowrap' }} data-testid="unit-price-total">
                {formatMoney(unitPriceTotal(rows), currency)}
              </TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </Box>
    </AppDialog>
  );
}
