import EventIcon from '@mui/icons-material/Event';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { NegotiationView } from '@procura/domain/negotiation/negotiation.views';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/status-badge';
import { BatchCard } from './batch-card';
import { canSchedule, NEGOTIATION_STATUS_INFO, scheduleText, vendorStatusShown, type ScreenBatchStatus } from './negotiation-batch.rules';

interface VendorNegotiationTableProps {
  batchStatus: ScreenBatchStatus;
  negotiations: readonly NegotiationView[];
  loading: boolean;
  onOpen: (negotiation: NegotiationView) => void;
  onSchedule: (negotiation: NegotiationView) => void;
}

/**
 * After creation: one row per vendor (Company Name, Schedule, Status) with its Open action (the
 * online session or the price dialog, docs/rules/negotiation.md#batch-screen; the row's click does the
 * same for the mouse) and a schedule action while it may be set.
 */
export function VendorNegotiationTable({ batchStatus, negotiations, loading, onOpen, onSchedule }: VendorNegotiationTableProps) {
  const { t } = useTranslation();
  return (
    <BatchCard title={t('Vendor Negotiation')} testId="vendor-negotiations">
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={t('Loading…')} />}</Box>
      <Table size="small" aria-label={t('Vendor Negotiation')}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 700 }}>{t('Company Name')}</TableCell>
            <TableCell sx={{ fontWeight: 700 }}>{t('Schedule')}</TableCell>
            <TableCell sx={{ fontWeight: 700 }}>{t('Status')}</TableCell>
            <TableCell sx={{ fontWeight: 700 }} align="right">
              {t('Actions')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {negotiations.length === 0 && !loading && (
            <TableRow>
              <TableCell colSpan={4} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                {t('No records to display')}
              </TableCell>
            </TableRow>
          )}
          {negotiations.map((negotiation) => {
            const status = vendorStatusShown(batchStatus, negotiation.status);
            return (
              <TableRow key={negotiation._id} hover sx={{ cursor: 'pointer' }} data-testid={`vendor-row-${negotiation.vendorName}`} onClick={() => onOpen(negotiation)}>
                <TableCell>{negotiation.vendorName}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{scheduleText(negotiation)}</TableCell>
                <TableCell>{status === '-' ? '-' : <StatusBadge status={status} info={NEGOTIATION_STATUS_INFO} />}</TableCell>
                <TableCell align="right">
                  <Stack direction="row" spacing={1} justifyContent="flex-end">
                    {canSchedule(batchStatus, negotiation) && (
                      <Button
                        size="small"
                        variant="outlined"
                        startIcon={<EventIcon />}
                        data-testid="schedule-open"
                        onClick={(event) => {
                          event.stopPropagation();
                          onSchedule(negotiation);
                        }}
                      >
                        {t('Schedule')}
                      </Button>
                    )}
                    <Button
                      size="small"
                      aria-label={t('Open negotiation with {{vendor}}', { vendor: negotiation.vendorName })}
                      data-testid="negotiation-open"
                      onClick={(event) => {
                        event.stopPropagation();
                        onOpen(negotiation);
                      }}
                    >
                      {t('Open negotiation')}
                    </Button>
                  </Stack>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </BatchCard>
  );
}
