import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import type { ProcurementVendorItemView } from '@procura/domain/procurement/procurement.views';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { formatAmount, formatPercent, formatQuantity, formatScore, maskScoreTyping } from '../evaluation/evaluation-display.rules';
import { ItemThumbnail } from '../items/item-thumbnail';

export interface ItemScoreInputs {
  values: Record<string, string>;
  onChange: (vendorItemId: string, value: string) => void;
  onBlur: (vendorItemId: string) => void;
}

interface VendorItemsTableProps {
  rows: readonly ProcurementVendorItemView[];
  loading: boolean;
  currency: string | null;
  /** Merit point shows the technical and price evaluation. */
  meritPoint: boolean;
  /** Unit-price merit point: items without a technical score get an input. */
  scoreInputs: ItemScoreInputs | null;
  /** DRAFT: each item can be removed from the vendor. */
  onRemove: ((row: ProcurementVendorItemView) => void) | null;
}

/** The items a vendor offers (docs/rules/procurement.md#vendors, Vendor Item dialog). */
export function VendorItemsTable({ rows, loading, currency, meritPoint, scoreInputs, onRemove }: VendorItemsTableProps) {
  const { t } = useTranslation();
  const technical = (row: ProcurementVendorItemView) => {
    if (row.technicalScore !== null || !scoreInputs) return formatScore(row.technicalScore);
    return (
      <TextField
        size="small"
        value={scoreInputs.values[row._id] ?? ''}
        onChange={(event) => scoreInputs.onChange(row._id, maskScoreTyping(event.target.value))}
        onBlur={() => scoreInputs.onBlur(row._id)}
        placeholder="0.00"
        sx={{ width: 96 }}
        slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': t('Technical score of {{name}}', { name: row.item.itemName }) } }}
      />
    );
  };

  const columns: DataTableColumn<ProcurementVendorItemView>[] = [
    { key: 'image', header: 'Image', width: 60, render: (row) => <ItemThumbnail url={row.item.images[0]?.url} alt={row.item.itemName} /> },
    { key: 'itemName', header: 'Item Name', render: (row) => row.item.itemName },
    { key: 'itemCode', header: 'Item Code', render: (row) => row.item.itemCode },
    { key: 'prLine', header: 'PR Line', render: (row) => row.item.prLine || '-' },
    {
      key: 'capableQty',
      header: 'Vendor Capable Qty',
      align: 'right',
      render: (row) => `${formatQuantity(row.capableQty ?? row.item.quantity)} ${row.item.uom}`,
    },
    ...(meritPoint
      ? [
          { key: 'technical', header: 'Technical', align: 'right', render: technical } as const,
          { key: 'price', header: 'Price', align: 'right', render: (row) => formatScore(row.priceScore) } as DataTableColumn<ProcurementVendorItemView>,
        ]
      : []),
    { key: 'lastPrice', header: 'Last Price', align: 'right', render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{formatAmount(row.lastPrice, currency)}</span> },
    { key: 'saving', header: 'Saving', align: 'right', render: (row) => formatPercent(row.saving) },
  ];
  if (onRemove) {
    columns.push({
      key: 'remove',
      header: 'Remove',
      align: 'center',
      width: 72,
      render: (row) => (
        <Tooltip title={t('Remove {{name}}', { name: row.item.itemName })}>
          <IconButton size="small" color="error" aria-label={t('Remove {{name}}', { name: row.item.itemName })} onClick={() => onRemove(row)}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
    });
  }

  return (
    <DataTable
      aria-label={t('Vendor items')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row._id}
      loading={loading}
      emptyText={t("No list available. Let's try to add one!")}
    />
  );
}
