import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { VendorInvitationView } from '@procura/domain/auction/auction.views';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { GENERIC_ERROR, isApiError } from '../../../api/api-error';
import { LoadingScreen } from '../../../components/layout/loading-screen';
import { notify } from '../../../components/notify';
import { PageHeader } from '../../../components/layout/page-header';
import { invitationRedirect } from '../invitations/invitation-entry.rules';
import { ATTENDANCE_EXPIRED_PATH } from '../invitations/vendor-auction.paths';
import { InvitationAttendance } from './invitation-attendance';

/**
 * Loads an invitation (by the link's code or by its id) and shows the attendance page: a used or
 * expired link (410) goes to the expired page, an ATTEND invitation of a running session to the
 * room; an invitation that cannot be found shows the server's message and no buttons.
 */
export function InvitationGate({ query, fromLink }: { query: UseQueryResult<VendorInvitationView>; fromLink: boolean }) {
  const { t } = useTranslation();
  const error = query.error;
  const message = isApiError(error) ? error.firstMessage : GENERIC_ERROR;
  const ended = isApiError(error) && error.sessionEnded;
  useEffect(() => {
    if (error && !ended && !(isApiError(error) && error.status === 410)) notify(message, 'error');
  }, [error, ended, message]);

  if (isApiError(error) && error.status === 410) return <Navigate to={ATTENDANCE_EXPIRED_PATH} replace />;
  if (error) {
    return (
      <Box sx={{ maxWidth: 960, mx: 'auto' }}>
        <PageHeader title={t('Attendance Confirmation')} />
        {!ended && (
          <Alert severity="error" data-testid="invitation-error">
            {t(message)}
          </Alert>
        )}
      </Box>
    );
  }
  if (!query.data) return <LoadingScreen fullHeight={false} />;
  const redirect = invitationRedirect(query.data, fromLink);
  if (redirect) return <Navigate to={redirect} replace />;
  return <InvitationAttendance key={query.data.invitationId} initial={query.data} />;
}
