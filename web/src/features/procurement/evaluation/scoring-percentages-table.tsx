import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { EvaluationScoringView } from '@procura/domain/procurement/procurement.views';
import { useTranslation } from 'react-i18next';
import { formatPercent, percentageTotal } from './evaluation-display.rules';

/** The weights of the evaluation: Administration, Technical, Price and their Total. */
export function ScoringPercentagesTable({ scoring }: { scoring: EvaluationScoringView | null }) {
  const { t } = useTranslation();
  const cells = [
    ['Administration', scoring?.administrationValue],
    ['Technical', scoring?.technicalValue],
    ['Price', scoring?.priceValue],
    ['Total', scoring ? percentageTotal([scoring.administrationValue, scoring.technicalValue, scoring.priceValue]) : null],
  ] as const;
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxWidth: 640 }}>
      <Table size="small" aria-label={t('Scoring Percentage')}>
        <TableHead>
          <TableRow>
            {cells.map(([label]) => (
              <TableCell key={label} align="center" sx={{ fontWeight: 700, bgcolor: 'action.hover' }}>
                {t(label)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            {cells.map(([label, value]) => (
              <TableCell key={label} align="center" sx={{ fontWeight: label === 'Total' ? 700 : undefined }}>
                {formatPercent(value)}
              </TableCell>
            ))}
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
