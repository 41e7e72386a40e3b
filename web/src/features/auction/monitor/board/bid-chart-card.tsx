import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AuctionRoomState } from '@procura/domain/auction/auction.views';
import { isAuctionRunning } from '@procura/domain/auction/session/auction-status.rules';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { bidChartSeries, chartTimeDomain } from './bid-chart.rules';
import { useRoomNow } from '../use-room-now';

const AXIS_REFRESH_MS = 15_000;

// Recharts is large: it loads with this card, never with the sign-in page (web/scripts/bundle-size.mjs).
const BidChart = lazy(() => import('./bid-chart'));

interface BidChartCardProps {
  state: AuctionRoomState;
  colours: Map<string, string>;
  offsetMs: number;
}

/** The bid progression: each vendor's price over time, during the session and after it. */
export function BidChartCard({ state, colours, offsetMs }: BidChartCardProps) {
  const { t } = useTranslation();
  const series = useMemo(() => bidChartSeries(state.offerLog), [state.offerLog]);
  // The axis runs to now while the session runs, moved every few seconds, not every second.
  const now = useRoomNow(offsetMs, AXIS_REFRESH_MS);
  const running = isAuctionRunning(state.status);
  const domain = useMemo(() => chartTimeDomain(series, state.startTime, state.endTime, now, running), [series, state.startTime, state.endTime, now, running]);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="bid-chart-title" sx={{ p: { xs: 2, sm: 3 } }} data-testid="bid-chart">
      <Typography id="bid-chart-title" variant="subtitle1" component="h2" fontWeight={700} sx={{ mb: 2 }}>
        {t('Bid Progression')}
      </Typography>
      {series.length === 0 ? (
        <Stack sx={{ height: 160 }} alignItems="center" justifyContent="center">
          <Typography color="text.secondary">{t('No offers yet')}</Typography>
        </Stack>
      ) : (
        <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
          <BidChart series={series} domain={domain} colours={colours} currency={state.info.currency} estimatedTotal={state.info.estimatedTotal} />
        </Suspense>
      )}
    </Paper>
  );
}
