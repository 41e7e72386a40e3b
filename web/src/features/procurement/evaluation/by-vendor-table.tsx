import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import Button from '@mui/material/Button';
import type { VendorEvaluation } from '@procura/domain/procurement/vendors/procurement-vendor.views';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { AdministrationCell } from './score-cells';

interface ByVendorTableProps {
  vendors: readonly VendorEvaluation[];
  loading: boolean;
  administrationFor: (vendor: VendorEvaluation) => (() => void) | null;
  onShowItems: (vendor: VendorEvaluation) => void;
}

/** Unit price, By Vendor: each vendor with its Administration Evaluation and its items. */
export function ByVendorTable({ vendors, loading, administrationFor, onShowItems }: ByVendorTableProps) {
  const { t } = useTranslation();
  const columns: DataTableColumn<VendorEvaluation>[] = [
    { key: 'companyName', header: 'Company Name', render: (vendor) => vendor.companyName },
    { key: 'email', header: 'Email', render: (vendor) => vendor.email },
    {
      key: 'administration',
      header: 'Administration Evaluation',
      align: 'center',
      render: (vendor) => <AdministrationCell administration={vendor.administration} administrationScore={null} onEdit={administrationFor(vendor)} />,
    },
    {
      key: 'items',
      header: 'Items',
      align: 'right',
      render: (vendor) => (
        <Button size="small" startIcon={<Inventory2OutlinedIcon fontSize="small" />} onClick={() => onShowItems(vendor)} aria-label={t('Items of {{name}}', { name: vendor.companyName })}>
          {vendor.items.length}
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      aria-label={t('By Vendor')}
      columns={columns}
      rows={vendors}
      rowKey={(vendor) => vendor.vendorId}
      loading={loading}
      emptyText={t("No list available. Let's try to add one!")}
    />
  );
}
