import Link from '@mui/material/Link';
import type { EvaluationRow } from '@procura/domain/procurement/vendors/procurement-vendor.views';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { formatAmount, formatScore } from './evaluation-display.rules';
import { RankCell } from './rank-cell';
import { AdministrationCell, TechnicalCell } from './score-cells';

export interface EvaluationTableActions {
  /** Merit point: administration of this row can be given or changed. */
  administrationFor: (row: EvaluationRow) => (() => void) | null;
  /** Merit point: the Technical Score dialog of this row. */
  technicalFor: (row: EvaluationRow) => (() => void) | null;
  canGiveTechnical: boolean;
  /** Total Price By Unit: the vendor name opens the Unit Price dialog. */
  unitPricesFor: ((row: EvaluationRow) => () => void) | null;
}

interface EvaluationTableProps {
  rows: readonly EvaluationRow[];
  loading: boolean;
  currency: string | null;
  actions: EvaluationTableActions;
}

const money = (value: string | null, currency: string | null) => <span style={{ whiteSpace: 'nowrap' }}>{formatAmount(value, currency)}</span>;

/** The evaluation of every vendor in ranking order (bidding types other than Unit Price). */
export function EvaluationTable({ rows, loading, currency, actions }: EvaluationTableProps) {
  const { t } = useTranslation();
  const columns: DataTableColumn<EvaluationRow>[] = [
    {
      key: 'companyName',
      header: 'Company Name',
      render: (row) =>
        actions.unitPricesFor ? (
          <Link component="button" type="button" onClick={actions.unitPricesFor(row)} sx={{ fontSize: 'inherit', fontWeight: 600, textAlign: 'left' }}>
            {row.companyName}
          </Link>
        ) : (
          row.companyName
        ),
    },
    {
      key: 'administration',
      header: 'Administration',
      align: 'center',
      render: (row) => <AdministrationCell administration={row.administration} administrationScore={row.administrationScore} onEdit={actions.administrationFor(row)} />,
    },
    {
      key: 'technical',
      header: 'Technical',
      align: 'right',
      render: (row) => (
        <TechnicalCell technicalScore={row.technicalScore} technicalWeighted={row.technicalWeighted} onOpen={actions.technicalFor(row)} canGive={actions.canGiveTechnical} />
      ),
    },
    { key: 'price', header: 'Price', align: 'right', render: (row) => formatScore(row.priceScore) },
    { key: 'total', header: 'Total', align: 'right', render: (row) => <strong>{formatScore(row.totalScore)}</strong> },
    { key: 'indicator', header: 'Indicator', align: 'right', render: (row) => money(row.indicatorPrice, currency) },
    { key: 'lastPrice', header: 'Last Price', align: 'right', render: (row) => money(row.lastPrice, currency) },
    { key: 'rank', header: 'Rank', align: 'center', render: (row) => <RankCell rank={row.rank} winner={row.winner} /> },
  ];
  return (
    <DataTable
      aria-label={t('Evaluation Score')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.vendorId}
      loading={loading}
      emptyText={t('No records to display')}
    />
  );
}
