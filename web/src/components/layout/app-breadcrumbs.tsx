import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export interface Crumb {
  label: string;
  /** Absent for the current page. */
  to?: string;
}

/** The trail above a page title; the last crumb is the current page. */
export function AppBreadcrumbs({ items }: { items: readonly Crumb[] }) {
  const { t } = useTranslation();
  return (
    <Breadcrumbs separator={<NavigateNextIcon fontSize="small" />} aria-label={t('Breadcrumb')} expandText={t('Show path')} sx={{ fontSize: 14 }}>
      {items.map((item, index) =>
        item.to && index < items.length - 1 ? (
          <Link key={item.label} component={RouterLink} to={item.to} color="inherit">
            {item.label}
          </Link>
        ) : index === items.length - 1 ? (
          <Typography key={item.label} color="text.primary" fontSize={14} fontWeight={600} aria-current="page">
            {item.label}
          </Typography>
        ) : (
          // A grouping crumb (Procurement) leads nowhere: plain text, not the current page.
          <Typography key={item.label} color="text.secondary" fontSize={14}>
            {item.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
