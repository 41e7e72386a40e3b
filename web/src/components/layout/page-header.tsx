import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppBreadcrumbs, type Crumb } from './app-breadcrumbs';

interface PageHeaderProps {
  title: ReactNode;
  breadcrumbs?: readonly Crumb[];
  onBack?: () => void;
  onClose?: () => void;
  /** Badges or buttons shown at the right. */
  actions?: ReactNode;
}

/** Breadcrumbs, then the page title with optional back and close buttons. */
export function PageHeader({ title, breadcrumbs, onBack, onClose, actions }: PageHeaderProps) {
  const { t } = useTranslation();
  return (
    <Box component="header" sx={{ mb: 3 }}>
      {breadcrumbs && breadcrumbs.length > 0 && (
        <Box sx={{ mb: 1 }}>
          <AppBreadcrumbs items={breadcrumbs} />
        </Box>
      )}
      <Stack direction="row" alignItems="center" spacing={1}>
        {onBack && (
          <Tooltip title={t('Back')}>
            <IconButton aria-label={t('Back')} onClick={onBack} edge="start">
              <ArrowBackIcon />
            </IconButton>
          </Tooltip>
        )}
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {actions}
        {onClose && (
          <Tooltip title={t('Close')}>
            <IconButton aria-label={t('Close')} onClick={onClose} edge="end">
              <CloseIcon />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
    </Box>
  );
}
