import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One section of the batch screen: a titled card. */
export function BatchCard({ title, action, children, testId }: { title: ReactNode; action?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2.5, mb: 2 }} data-testid={testId}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}>
        <span style={{ flexGrow: 1 }}>{title}</span>
        {action}
      </Typography>
      {children}
    </Paper>
  );
}
