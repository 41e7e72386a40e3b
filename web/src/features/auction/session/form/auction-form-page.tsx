import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { AUCTION_SESSION_MSG } from '@procura/domain/auction/session/auction-session.messages';
import { PROCUREMENT_MSG } from '@procura/domain/procurement/procurement.messages';
import { isAuctionDraft } from '@procura/domain/auction/session/auction-status.rules';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../../../api/api-error';
import type { Crumb } from '../../../../components/layout/app-breadcrumbs';
import { DatePickersProvider } from '../../../../components/date-pickers-provider';
import { LoadingScreen } from '../../../../components/layout/loading-screen';
import { PageHeader } from '../../../../components/layout/page-header';
import { AuctionEvaluationForm } from './auction-evaluation-form';
import { useAuctionSession, useProcurement } from '../auction-session.api';

/** /initiation/form/{procurementId}/auction/form[?auctionId=…]: a new auction session, or a draft reopened. */
export function AuctionFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { procurementId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const auctionId = searchParams.get('auctionId');
  const procurement = useProcurement(procurementId);
  const draft = useAuctionSession(auctionId);
  const backToSection = () => navigate(`/initiation/form/${procurementId}#auction-session`);

  const crumbs: Crumb[] = [
    { label: t('Dashboard'), to: '/dashboard' },
    { label: t('Procurement') },
    { label: t('Initiation'), to: '/initiation' },
    ...(procurement.data ? [{ label: procurement.data.procurementNumber ?? procurement.data.procurementName, to: `/initiation/form/${procurementId}` }] : []),
    { label: t('Auction Session') },
  ];

  const failed = procurement.error ?? draft.error;
  const notDraft = draft.data && !isAuctionDraft(draft.data.status);
  let body;
  if (failed) {
    const message = isApiError(failed) && failed.status !== 404 ? failed.firstMessage : PROCUREMENT_MSG.dataNotFound;
    body = <Problem text={t(message)} onBack={backToSection} onRetry={() => void Promise.all([procurement.refetch(), auctionId && draft.refetch()])} />;
  } else if (!procurement.data || (auctionId && !draft.data)) {
    body = <LoadingScreen fullHeight={false} />;
  } else if (notDraft || (draft.data && draft.data.procurementId !== procurementId)) {
    body = <Problem text={t(notDraft ? AUCTION_SESSION_MSG.onlyDraftEditable : AUCTION_SESSION_MSG.otherProcurement)} onBack={backToSection} />;
  } else {
    body = <AuctionEvaluationForm key={draft.data?._id ?? 'new'} procurement={procurement.data} draft={draft.data ?? null} />;
  }

  return (
    <DatePickersProvider>
      <Box sx={{ maxWidth: 1120 }}>
        <PageHeader title={auctionId ? t('Edit Auction Session') : t('New Auction Session')} breadcrumbs={crumbs} onBack={backToSection} />
        {body}
      </Box>
    </DatePickersProvider>
  );
}

function Problem({ text, onBack, onRetry }: { text: string; onBack: () => void; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        <>
          {onRetry && (
            <Button color="inherit" size="small" onClick={onRetry}>
              {t('Try again')}
            </Button>
          )}
          <Button color="inherit" size="small" onClick={onBack}>
            {t('Back')}
          </Button>
        </>
      }
    >
      {text}
    </Alert>
  );
}
