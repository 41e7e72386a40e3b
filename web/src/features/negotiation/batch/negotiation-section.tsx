import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@procura/domain/common/dates';
import { NEGOTIATION_MSG } from '@procura/domain/negotiation/negotiation.messages';
import type { NegotiationBatchView } from '@procura/domain/negotiation/negotiation.views';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { AppDialog } from '../../../components/dialogs/app-dialog';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/data-table.types';
import { notifyError } from '../../../components/form/apply-server-errors';
import { StatusBadge } from '../../../components/status-badge';
import { useProcurementBatches, validateCreateBatch } from './negotiation-batch.api';
import { BATCH_STATUS_INFO } from './negotiation-batch.rules';
import type { SectionProps } from '../../../api/procurement-detail';

/** The Negotiation section of the procurement page: its batches and New Session (docs/rules/negotiation.md#batch-screen, docs/rules/procurement.md#detail-page). */
export function NegotiationSection({ procurement }: SectionProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const procurementId = procurement._id;
  const batches = useProcurementBatches(procurementId);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const newSession = async () => {
    setBusy(true);
    try {
      let answer: true | string;
      try {
        answer = await validateCreateBatch(procurementId);
      } catch (error) {
        if (isApiError(error) && !error.sessionEnded && error.status >= 400 && error.status < 500) answer = error.firstMessage;
        else throw error;
      }
      if (answer === true) void navigate(`/negotiation/session/${procurementId}/new`);
      else setFailure(answer);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  const schedule = (row: NegotiationBatchView) =>
    row.startDate ? `${formatDateTime(row.startDate)}${row.endDate ? ` - ${formatDateTime(row.endDate)}` : ''}` : '-';
  const columns: DataTableColumn<NegotiationBatchView>[] = [
    { key: 'name', header: 'Session Name', render: (row) => row.name },
    { key: 'negotiationType', header: 'Negotiation Type', render: (row) => (row.negotiationType === 'ONLINE' ? t('Online') : row.negotiationType === 'OFFLINE' ? t('Offline') : '-') },
    { key: 'schedule', header: 'Schedule', render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{schedule(row)}</span> },
    { key: 'status', header: 'Status', render: (row) => <StatusBadge status={row.status} info={BATCH_STATUS_INFO} /> },
  ];

  return (
    <Box data-testid="negotiation-section">
      <Stack direction="row" justifyContent="flex-end" sx={{ mb: 1.5 }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => void newSession()} disabled={busy} data-testid="new-negotiation">
          {t('New Session')}
        </Button>
      </Stack>
      {batches.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void batches.refetch()}>
              {t('Try again')}
            </Button>
          }
        >
          {t(isApiError(batches.error) ? batches.error.firstMessage : 'Something went wrong. Please try again.')}
        </Alert>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <DataTable
            aria-label={t('Negotiation')}
            columns={columns}
            rows={batches.data ?? []}
            rowKey={(row) => row._id}
            loading={batches.isFetching}
            emptyText={t('No session available')}
            onRowClick={(row) => void navigate(`/negotiation/session/${procurementId}/${row._id}`)}
          />
        </Box>
      )}
      <AppDialog
        open={failure !== null}
        title={t(NEGOTIATION_MSG.createBatchFailed)}
        onClose={() => setFailure(null)}
        actions={
          <Button variant="contained" onClick={() => setFailure(null)}>
            {t('OK')}
          </Button>
        }
      >
        <Typography role="alert">{failure ? t(failure) : ''}</Typography>
      </AppDialog>
    </Box>
  );
}
