import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AuditorView } from '@procura/domain/company/auditor.schemas';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error';
import { PageHeader } from '../../../components/layout/page-header';
import { AuditorList } from './auditor-list';
import { useAuditors } from './auditors.api';
import { InviteAuditorForm } from './invite-auditor-form';

/**
 * /company/auditors (docs/decisions.md 244): the company's owner invites auditors, who read every
 * record of the company and change nothing, and sees who they are. Another buyer of the company is
 * answered 403 by the server: its message is shown instead of the form and the list.
 */
export function AuditorsPage() {
  const { t } = useTranslation();
  const auditors = useAuditors();
  const error = auditors.error;
  return (
    <>
      <PageHeader title={t('Auditors')} breadcrumbs={[{ label: t('Dashboard'), to: '/dashboard' }, { label: t('Company') }, { label: t('Auditors') }]} />
      <Stack spacing={3} sx={{ maxWidth: 880 }}>
        <Typography color="text.secondary">
          {t(
            'Auditors (your internal audit, APIP or SPI) read every procurement, auction session, ledger, report, objection and connection record of your company, and can change nothing. They sign in with a one-time code sent to their e-mail.',
          )}
        </Typography>
        {auditors.data ? (
          <OwnerContent auditors={auditors.data} />
        ) : isApiError(error) && error.status === 403 ? (
          // Polite: it is the page's content, not a failure of the reader's.
          <Alert severity="info" role="status" data-testid="auditors-not-owner">
            {t(error.firstMessage)}
          </Alert>
        ) : auditors.isError && !(isApiError(error) && error.sessionEnded) ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void auditors.refetch()}>
                {t('Try again')}
              </Button>
            }
          >
            {t('We could not load the auditors.')}
          </Alert>
        ) : (
          <Stack spacing={1} role="status" aria-label={t('Loading…')}>
            <Skeleton variant="rounded" height={56} />
            <Skeleton variant="rounded" height={120} />
          </Stack>
        )}
      </Stack>
    </>
  );
}

function OwnerContent({ auditors }: { auditors: readonly AuditorView[] }) {
  const { t } = useTranslation();
  const inviteHeading = useId();
  const listHeading = useId();
  return (
    <>
      <Paper variant="outlined" component="section" aria-labelledby={inviteHeading} sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={inviteHeading} variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('Invite auditor')}
        </Typography>
        <InviteAuditorForm />
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby={listHeading} sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={listHeading} variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('Auditors of your company')}
        </Typography>
        <AuditorList auditors={auditors} labelledBy={listHeading} />
      </Paper>
    </>
  );
}
