import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface InfoEntry {
  label: string;
  value: ReactNode;
}

/** Read-only label and value pairs, two columns on wide screens. */
export function InfoGrid({ entries, columns = 2 }: { entries: readonly InfoEntry[]; columns?: 1 | 2 }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: `repeat(${columns}, minmax(0, 1fr))` }, columnGap: 3, rowGap: 2 }}
    >
      {entries.map((entry) => (
        <Box key={entry.label} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="caption" color="text.secondary" sx={{ display: 'block', fontWeight: 600 }}>
            {entry.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, mt: 0.25, overflowWrap: 'anywhere' }}>
            {entry.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
