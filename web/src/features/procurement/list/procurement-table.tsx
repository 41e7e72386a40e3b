import Typography from '@mui/material/Typography';
import { formatDate } from '@procura/domain/common/dates';
import { procurementBiddingTypes } from '@procura/domain/master-data/master-data.enums';
import type { MasterItem } from '@procura/domain/master-data/master-data.schemas';
import { PROCUREMENT_STATUS_INFO, type PageSizeOption } from '@procura/domain/procurement/procurement.enums';
import type { ProcurementListRow } from '@procura/domain/procurement/procurement.views';
import { isEditable } from '@procura/domain/procurement/procurement-status.rules';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { StatusBadge } from '../../../components/status-badge';
import { currentLanguage } from '../../../i18n/i18n';
import { masterLabel } from './procurement-list.rules';

interface ProcurementTableProps {
  rows: readonly ProcurementListRow[];
  total: number;
  loading: boolean;
  page: number;
  pageSize: PageSizeOption;
  biddingTypes: readonly MasterItem[] | undefined;
  selected: readonly string[];
  /** Absent: the rows cannot be selected (a reader's list). */
  onSelectedChange?: (ids: string[]) => void;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: PageSizeOption) => void;
  onOpen: (row: ProcurementListRow) => void;
}

/** The initiation list's table (docs/rules/procurement.md#initiation-list): only drafts can be checked, a row opens its detail. */
export function ProcurementTable(props: ProcurementTableProps) {
  const { rows, total, loading, page, pageSize, biddingTypes, selected, onSelectedChange, onPageChange, onPageSizeChange, onOpen } = props;
  const { t } = useTranslation();
  const language = currentLanguage();
  const columns: DataTableColumn<ProcurementListRow>[] = [
    { key: 'procurementNumber', header: 'Procurement Number', render: (row) => row.procurementNumber || '-', width: 200 },
    {
      key: 'procurementName',
      header: 'Procurement Name',
      render: (row) => (
        <Typography variant="body2" fontWeight={500} sx={{ wordBreak: 'break-word' }}>
          {row.procurementName}
        </Typography>
      ),
    },
    { key: 'createdAt', header: 'Post Date', render: (row) => formatDate(row.createdAt), width: 120 },
    {
      key: 'biddingType',
      header: 'Bidding Type',
      render: (row) => masterLabel(biddingTypes, procurementBiddingTypes.list, row.biddingType, language),
      width: 190,
    },
    { key: 'status', header: 'Status', render: (row) => <StatusBadge status={row.status} info={PROCUREMENT_STATUS_INFO} />, width: 150 },
  ];

  return (
    <DataTable
      aria-label={t('Initiations')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row._id}
      loading={loading}
      emptyText={t('No records to display')}
      onRowClick={onOpen}
      selectable={onSelectedChange ? (row) => isEditable(row.status) : undefined}
      selected={selected}
      onSelectedChange={onSelectedChange}
      paging={{ page, pageSize, total, onPageChange, onPageSizeChange }}
    />
  );
}
