import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

// A section scrolled to stays clear of the sticky top bar (the theme's scroll padding: 72 px), and on
// phones of the sticky section select too (64 px more).
const SCROLL_MARGIN = { xs: 64, md: 16 };

interface DetailSectionProps {
  anchorId: string;
  title: string;
  /** Buttons at the right of the heading. */
  actions?: ReactNode;
  children: ReactNode;
}

/** One numbered section of the detail page: a card the side anchors can scroll to. */
export function DetailSection({ anchorId, title, actions, children }: DetailSectionProps) {
  const headingId = `${anchorId}-heading`;
  return (
    <Paper
      component="section"
      id={anchorId}
      aria-labelledby={headingId}
      tabIndex={-1}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, scrollMarginTop: SCROLL_MARGIN, outline: 'none' }}
    >
      <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {actions}
      </Stack>
      {children}
    </Paper>
  );
}
