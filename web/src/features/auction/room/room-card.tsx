import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** InfoGrid's pairs two by two on a phone too (it stacks them in one column there), to keep the room short. */
export const PHONE_TWO_COLUMNS = { '& > dl': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } as const;

/** A titled panel of the room. */
export function RoomCard({ title, action, testId, children }: { title?: ReactNode; action?: ReactNode; testId?: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 }, position: 'relative', overflow: 'hidden', minWidth: 0 }} data-testid={testId}>
      {(title || action) && (
        <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 1.5 }}>
          <Typography variant="subtitle1" component="h2" fontWeight={700} sx={{ flexGrow: 1 }}>
            {title}
          </Typography>
          {action}
        </Stack>
      )}
      {children}
    </Paper>
  );
}
