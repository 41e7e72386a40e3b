import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

export interface Crumb {
  label: string;
  /** Absent for the current page. */
  to?: string;
}

/** The trail above a page title; the last crumb is the current page. */
export function AppBreadcrumbs({ items }: { items: readonly Crumb[] }) {
  return (
    <Breadcrumbs separator={<NavigateNextIcon fontSize="small" />} aria-label="breadcrumb" sx={{ fontSize: 14 }}>
      {items.map((item, index) =>
        item.to && index < items.length - 1 ? (
          <Link key={item.label} component={RouterLink} to={item.to} color="inherit">
            {item.label}
          </Link>
        ) : (
          <Typography key={item.label} color="text.primary" fontSize={14} fontWeight={600}>
            {item.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
