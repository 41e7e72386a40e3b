import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutline';
import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { DashboardCounter } from '@procura/domain/dashboard/dashboard.schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDashboardCount } from './dashboard.api';

interface CounterSpec {
  counter: DashboardCounter;
  label: string;
  icon: ReactNode;
  colour: 'primary' | 'warning' | 'success' | 'info';
  /** Where those things are listed; only initiations have a list page. */
  to?: string;
}

const COUNTERS: CounterSpec[] = [
  { counter: 'total-initiation', label: 'Total Initiation', icon: <AssignmentOutlinedIcon />, colour: 'primary', to: '/initiation' },
  { counter: 'new-auction', label: 'New Auction', icon: <GavelOutlinedIcon />, colour: 'warning' },
  { counter: 'on-going-auction', label: 'Ongoing Auction', icon: <PlayCircleOutlineIcon />, colour: 'success' },
  { counter: 'negotiation', label: 'Negotiation', icon: <ForumOutlinedIcon />, colour: 'info' },
];

/** The four counters, each its own call, so one slow or failed counter leaves the others. */
export function DashboardCounters() {
  return (
    <Box component="section" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
      {COUNTERS.map((spec) => (
        <CounterCard key={spec.counter} spec={spec} />
      ))}
    </Box>
  );
}

function CounterCard({ spec }: { spec: CounterSpec }) {
  const { t } = useTranslation();
  const query = useDashboardCount(spec.counter, true);
  const body = (
    <Box sx={{ p: { xs: 2, sm: 2.5 }, display: 'flex', alignItems: 'center', gap: 2, minWidth: 0 }}>
      <Box
        sx={{
          display: { xs: 'none', sm: 'flex' },
          width: 48,
          height: 48,
          flexShrink: 0,
          borderRadius: 2,
          alignItems: 'center',
          justifyContent: 'center',
          color: `${spec.colour}.main`,
          bgcolor: (theme) => `${theme.palette[spec.colour].main}1f`,
        }}
      >
        {spec.icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary" noWrap title={t(spec.label)}>
          {t(spec.label)}
        </Typography>
        {query.isPending ? (
          <Skeleton width={48} height={40} />
        ) : query.isError ? (
          <Typography variant="h4" component="p" color="text.disabled" title={t('Could not load')}>
            –
          </Typography>
        ) : (
          <Typography variant="h4" component="p" fontWeight={700} data-testid={`dashboard-counter-${spec.counter}`}>
            {query.data.total.toLocaleString('en-US')}
          </Typography>
        )}
      </Box>
    </Box>
  );
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      {spec.to ? (
        <CardActionArea component={Link} to={spec.to}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Paper>
  );
}
