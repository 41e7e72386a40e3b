import { readsAsBuyer } from '@procura/domain/auth/auth.rules';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../api/auth/profile-query';
import { PRODUCT_NAME } from '../../components/brand-logo';
import { PageHeader } from '../../components/layout/page-header';
import { currentLanguage } from '../../i18n/i18n';
import { useLastLogin } from './dashboard.api';
import { formatLastLogin } from './dashboard.rules';
import { DashboardCounters } from './dashboard-counters';
import { SavingChartCard } from './saving-chart-card';

/** /dashboard (docs/rules/reports-dashboard-help.md#dashboard): greeting, last login, the four counters and the saving chart. */
export function DashboardPage() {
  const { t } = useTranslation();
  const profile = useProfile();
  // The counters and the chart are the buyer company's (its auditors read them too); an admin sees the greeting only.
  const isBuyer = Boolean(profile.data && readsAsBuyer(profile.data.account) && profile.data.company?.isOnboarding);
  return (
    <Box>
      <PageHeader title={t('Dashboard')} />
      <Stack spacing={3}>
        <WelcomeCard />
        {isBuyer && (
          <>
            <DashboardCounters />
            <SavingChartCard />
          </>
        )}
      </Stack>
    </Box>
  );
}

function WelcomeCard() {
  const { t } = useTranslation();
  const profile = useProfile();
  const lastLogin = useLastLogin();
  const account = profile.data?.account;
  const language = currentLanguage();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('Welcome to')}
      sx={{
        p: { xs: 2.5, sm: 3 },
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: 2,
        justifyContent: 'space-between',
        alignItems: { xs: 'flex-start', sm: 'center' },
        background: (theme) => `linear-gradient(120deg, ${theme.palette.primary.main}14, transparent 70%)`,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h6" component="p" fontWeight={700} data-testid="dashboard-greeting" sx={{ overflowWrap: 'anywhere' }}>
          {account ? t('Hi, {{firstName}} {{lastName}}!', { firstName: account.firstName, lastName: account.lastName }) : <Skeleton width={220} />}
        </Typography>
        <Typography color="text.secondary">
          {t('Welcome to')} <strong>{PRODUCT_NAME}</strong>
        </Typography>
      </Box>
      <Box sx={{ textAlign: { xs: 'left', sm: 'right' } }}>
        <Typography variant="caption" color="text.secondary" component="p">
          {t('Last Login')}
        </Typography>
        <Typography fontWeight={600} data-testid="dashboard-last-login">
          {lastLogin.isPending ? (
            <Skeleton width={170} />
          ) : lastLogin.data?.lastLogin ? (
            `${formatLastLogin(lastLogin.data.lastLogin, language)} WIB`
          ) : (
            t('This is your first sign-in')
          )}
        </Typography>
      </Box>
    </Paper>
  );
}
