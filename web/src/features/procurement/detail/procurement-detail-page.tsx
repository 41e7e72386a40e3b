import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PROCUREMENT_MSG } from '@procura/domain/procurement/procurement.messages';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { LoadingScreen } from '../../../components/layout/loading-screen';
import { ProcurementDetailContent } from './procurement-detail-view';
import { useProcurementDetail, useReloadProcurement } from './procurement-detail.api';

/** /initiation/form/{procurementId}: the initiation detail page (docs/rules/procurement.md#detail-page). */
export function ProcurementDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { procurementId = '' } = useParams();
  const procurement = useProcurementDetail(procurementId);
  const reload = useReloadProcurement(procurementId);

  if (procurement.isPending) return <LoadingScreen fullHeight={false} />;
  if (procurement.isError) {
    const notFound = isApiError(procurement.error) && (procurement.error.status === 404 || procurement.error.status === 400);
    return (
      <Stack spacing={2} alignItems="flex-start">
        <Alert severity="error">{notFound ? t(PROCUREMENT_MSG.dataNotFound) : t('We could not load this initiation. Please try again.')}</Alert>
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" onClick={() => void navigate('/initiation')}>
            {t('Back To List')}
          </Button>
          {!notFound && (
            <Button onClick={() => void procurement.refetch()} variant="contained">
              {t('Try again')}
            </Button>
          )}
        </Stack>
      </Stack>
    );
  }
  return <ProcurementDetailContent procurement={procurement.data} onChanged={reload} />;
}
