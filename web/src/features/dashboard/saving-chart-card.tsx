import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@procura/domain/common/money/money';
import { currentJakartaYear, potentialSaving } from '@procura/domain/dashboard/dashboard.schemas';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/i18n';
import { useDashboardSeries } from './dashboard.api';
import { isEmptyYear, savingChartRows, yearOptions } from './dashboard.rules';

// Recharts is large: it loads with this card, never with the sign-in page (web/scripts/bundle-size.mjs).
const SavingChart = lazy(() => import('./saving-chart'));

const CHART_HEIGHT = 320;

/**
 * 'Total Potential Saving': per month, the estimated budgets and final prices of the procurements
 * that have a final price, and the saving (their budgets minus their final prices), which the card
 * explains under the amount (decision 163).
 */
export function SavingChartCard() {
  const { t } = useTranslation();
  const thisYear = useMemo(() => currentJakartaYear(), []);
  const [year, setYear] = useState(thisYear);
  const budget = useDashboardSeries('estimated-budget', year, true);
  const final = useDashboardSeries('final-price', year, true);
  const language = currentLanguage();
  const ready = budget.data && final.data && budget.data.year === year && final.data.year === year;
  const rows = useMemo(() => (budget.data && final.data ? savingChartRows(budget.data, final.data, language) : []), [budget.data, final.data, language]);
  const failed = budget.isError || final.isError;

  return (
    <Paper variant="outlined" component="section" aria-labelledby="saving-chart-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} justifyContent="space-between" alignItems={{ xs: 'stretch', sm: 'flex-start' }} sx={{ mb: 2 }}>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography id="saving-chart-title" variant="subtitle1" component="h2" fontWeight={700}>
            {t('Total Potential Saving')}
          </Typography>
          <Typography variant="h5" component="p" fontWeight={700} color="success.main" data-testid="dashboard-saving-amount" sx={{ overflowWrap: 'anywhere' }}>
            {budget.data && final.data ? formatMoney(potentialSaving(budget.data.months, final.data.months)) : <Skeleton width={200} />}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="dashboard-saving-meaning">
            {t('Estimated budget of the procurements that have a final price, minus their final prices.')}
          </Typography>
        </Box>
        <TextField
          select
          size="small"
          label={t('Year')}
          value={year}
          onChange={(event) => setYear(Number(event.target.value))}
          sx={{ width: { xs: '100%', sm: 170 }, flexShrink: 0 }}
          slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'dashboard-year' } }}
        >
          {yearOptions(thisYear).map((option) => (
            <option key={option} value={option}>
              {option === thisYear ? t('This Year') : option}
            </option>
          ))}
        </TextField>
      </Stack>
      {failed ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void Promise.all([budget.refetch(), final.refetch()])}>
              {t('Try again')}
            </Button>
          }
        >
          {t('The chart could not be loaded.')}
        </Alert>
      ) : !ready ? (
        <Skeleton variant="rounded" height={CHART_HEIGHT} />
      ) : isEmptyYear(budget.data!, final.data!) ? (
        <Stack sx={{ height: 200 }} alignItems="center" justifyContent="center" data-testid="dashboard-saving-chart">
          <Typography color="text.secondary" textAlign="center">
            {t('No procurement created in {{year}} has a final price yet.', { year })}
          </Typography>
        </Stack>
      ) : (
        <Box data-testid="dashboard-saving-chart">
          <Suspense fallback={<Skeleton variant="rounded" height={CHART_HEIGHT} />}>
            <SavingChart rows={rows} height={CHART_HEIGHT} />
          </Suspense>
        </Box>
      )}
    </Paper>
  );
}
