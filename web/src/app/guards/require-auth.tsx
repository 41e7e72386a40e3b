import { homePathFor } from '@procura/domain/auth/auth.rules';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { isApiError } from '../../api/api-error';
import { useProfile } from '../../api/auth/profile-query';
import { isEndingSession } from '../../api/auth/session-timeout';
import { BUYER_LOGIN_PATH, vendorLoginWithPrev } from '../../api/auth/sign-in-paths';
import { readAccessToken } from '../../api/auth/token-storage';
import { LoadingScreen } from '../../components/layout/loading-screen';
import { canOpenArea, type PageAreaName } from '../role-access';
import { useOtherTabSignOut } from './use-other-tab-sign-out';

const ONBOARDING_EXEMPT = ['/onboarding', '/account/change-password'];

interface RequireAuthProps {
  /** The part of the product the pages belong to (role-access.ts): who may open them. */
  area: PageAreaName;
}

/**
 * Guards signed-in pages (docs/rules/shell-and-landing.md#guards) and loads the profile they all need. A role outside
 * the area is sent to its own home page, not shown an error: a vendor following an old buyer
 * link lands on its invitations.
 */
export function RequireAuth({ area }: RequireAuthProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const hasToken = readAccessToken() !== null;
  const profile = useProfile(hasToken);
  useOtherTabSignOut(profile.data?.account.email ?? null);

  if (isEndingSession()) return <LoadingScreen />;
  if (!hasToken) {
    // Vendor pages send a visitor without a session to the vendor sign-in, with `prev`.
    const to = area === 'vendor' ? vendorLoginWithPrev(location.pathname + location.search) : `${BUYER_LOGIN_PATH}?err=1`;
    return <Navigate to={to} replace />;
  }
  if (profile.isPending) return <LoadingScreen />;
  if (profile.isError) {
    if (isApiError(profile.error) && profile.error.sessionEnded) return <LoadingScreen />;
    return (
      <Stack alignItems="center" justifyContent="center" spacing={2} sx={{ minHeight: '100vh', p: 3, textAlign: 'center' }}>
        <Typography variant="h6">{t('We could not load your account')}</Typography>
        <Typography color="text.secondary">{t(isApiError(profile.error) ? profile.error.firstMessage : 'Something went wrong. Please try again.')}</Typography>
        <Button variant="contained" onClick={() => void profile.refetch()}>
          {t('Try again')}
        </Button>
      </Stack>
    );
  }

  const { account, company } = profile.data;
  // A buyer whose company has not finished onboarding is kept on /onboarding (domain's home rule);
  // creating a password from a reset link stays possible before that.
  const home = homePathFor(account.role, company);
  const exempt = ONBOARDING_EXEMPT.includes(location.pathname);
  if (!exempt && home === '/onboarding') return <Navigate to="/onboarding" replace />;
  if (!canOpenArea(account.role, area)) return <Navigate to={home} replace />;
  return <Outlet />;
}
