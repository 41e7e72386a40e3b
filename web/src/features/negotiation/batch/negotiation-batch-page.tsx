import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { PROCUREMENT_MSG } from '@procura/domain/procurement/procurement.messages';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../../api/api-error';
import type { Crumb } from '../../../components/layout/app-breadcrumbs';
import { DatePickersProvider } from '../../../components/date-pickers-provider';
import { LoadingScreen } from '../../../components/layout/loading-screen';
import { PageHeader } from '../../../components/layout/page-header';
import { StatusBadge } from '../../../components/status-badge';
import { BatchScreen } from './batch-screen';
import { useBatch, useBatchProcurement, useBatchProcurementItems, useOfferedVendors } from './negotiation-batch.api';
import { BATCH_STATUS_INFO } from './negotiation-batch.rules';

/** /negotiation/session/{procurementId}/new and /negotiation/session/{procurementId}/{batchId} (docs/rules/negotiation.md#batch-screen). */
export function NegotiationBatchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { procurementId = '', negotiationBatchId } = useParams();
  const [searchParams] = useSearchParams();
  const batchId = negotiationBatchId ?? null;
  const procurement = useBatchProcurement(procurementId);
  const items = useBatchProcurementItems(procurementId);
  const vendors = useOfferedVendors(procurementId);
  const batch = useBatch(batchId);
  const backToForm = () => void navigate(`/initiation/form/${procurementId}#negotiation`);

  const crumbs: Crumb[] = [
    { label: t('Dashboard'), to: '/dashboard' },
    { label: t('Procurement') },
    { label: t('Initiation'), to: `/initiation/form/${procurementId}` },
    { label: t('Negotiation') },
  ];

  const failed = procurement.error ?? batch.error ?? items.error ?? vendors.error;
  const wrongProcurement = batch.data && batch.data.procurementId !== procurementId;
  let body;
  if (failed || wrongProcurement) {
    const message = isApiError(failed) && failed.status !== 404 ? failed.firstMessage : PROCUREMENT_MSG.dataNotFound;
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={backToForm}>
            {t('Back')}
          </Button>
        }
      >
        {t(message)}
      </Alert>
    );
  } else if (!procurement.data || !items.data || !vendors.data || (batchId && !batch.data)) {
    body = <LoadingScreen fullHeight={false} />;
  } else {
    body = (
      <BatchScreen
        key={batch.data?._id ?? 'new'}
        procurement={procurement.data}
        batch={batch.data ?? null}
        items={items.data}
        vendors={vendors.data}
        presetVendors={searchParams.get('vendors')}
      />
    );
  }

  const status = batch.data?.status ?? 'NEW';
  return (
    <DatePickersProvider>
      <Box sx={{ maxWidth: 1200 }}>
        <PageHeader
          title={t('Negotiation')}
          breadcrumbs={crumbs}
          onBack={backToForm}
          actions={(!batchId || batch.data) && <StatusBadge status={status} info={BATCH_STATUS_INFO} />}
        />
        {body}
      </Box>
    </DatePickersProvider>
  );
}
