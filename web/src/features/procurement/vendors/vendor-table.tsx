import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import type { PageSizeOption } from '@procura/domain/procurement/procurement.enums';
import type { ProcurementVendorView } from '@procura/domain/procurement/procurement.views';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { displayPhone } from './vendor-form.rules';

interface VendorTableProps {
  rows: readonly ProcurementVendorView[];
  loading: boolean;
  editable: boolean;
  selected: readonly string[];
  onSelectedChange: (ids: string[]) => void;
  onOpen: (vendor: ProcurementVendorView) => void;
  onShowItems: (vendor: ProcurementVendorView) => void;
  paging: { page: number; pageSize: PageSizeOption; total: number; onPageChange: (page: number) => void; onPageSizeChange: (size: PageSizeOption) => void };
}

/** The vendors of the procurement: Company Name, Email, Phone, City, PIC Vendor and their items. */
export function VendorTable({ rows, loading, editable, selected, onSelectedChange, onOpen, onShowItems, paging }: VendorTableProps) {
  const { t } = useTranslation();
  const columns: DataTableColumn<ProcurementVendorView>[] = [
    { key: 'name', header: 'Company Name', render: (v) => v.name },
    { key: 'email', header: 'Email', render: (v) => v.email },
    { key: 'phone', header: 'Phone', render: (v) => <span style={{ whiteSpace: 'nowrap' }}>{displayPhone(v)}</span> },
    { key: 'city', header: 'City', render: (v) => v.city },
    { key: 'picVendor', header: 'PIC Vendor', render: (v) => v.picVendor },
    {
      key: 'items',
      header: 'Items',
      align: 'center',
      width: 88,
      // The count says at a glance which vendors still need items; the button opens them.
      render: (v) => (
        <Tooltip title={t('Items of {{name}}', { name: v.name })}>
          <Button
            size="small"
            color={v.itemCount === 0 ? 'inherit' : 'primary'}
            startIcon={<Inventory2OutlinedIcon fontSize="small" />}
            aria-label={t('{{count}} items of {{name}}', { count: v.itemCount, name: v.name })}
            onClick={(event) => {
              event.stopPropagation();
              onShowItems(v);
            }}
            onKeyDown={(event) => event.stopPropagation()}
            sx={{ minWidth: 0, fontVariantNumeric: 'tabular-nums' }}
          >
            {v.itemCount}
          </Button>
        </Tooltip>
      ),
    },
  ];
  return (
    <DataTable
      aria-label={t('Vendor List')}
      columns={columns}
      rows={rows}
      rowKey={(v) => v._id}
      loading={loading}
      emptyText={t("No list available. Let's try to add one!")}
      onRowClick={onOpen}
      selectable={editable ? () => true : undefined}
      selected={selected}
      onSelectedChange={onSelectedChange}
      paging={paging}
    />
  );
}
