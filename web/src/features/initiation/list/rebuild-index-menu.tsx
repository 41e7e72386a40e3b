import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../components/form/apply-server-errors';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notify } from '../../../components/notify';
import { useRebuildSearchIndex } from './initiation-list.api';
import { rebuiltCount } from './initiation-list.rules';

/** The list's secondary actions: rebuilding the search index (spec 2 section 2.1), after a confirmation. */
export function RebuildIndexMenu() {
  const { t } = useTranslation();
  const rebuild = useRebuildSearchIndex();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);

  const confirm = async () => {
    try {
      const count = rebuiltCount(await rebuild.mutateAsync());
      if (count === null) notify('The search index has been rebuilt', 'success');
      else notify('The search index has been rebuilt for {{count}} procurement(s)', 'success', { count });
    } catch (error) {
      notifyError(error);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <>
      <Tooltip title={t('More actions')}>
        <IconButton aria-label={t('More actions')} aria-haspopup="menu" aria-expanded={anchor ? 'true' : undefined} onClick={(event) => setAnchor(event.currentTarget)}>
          <MoreVertIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setConfirming(true);
          }}
        >
          <ListItemIcon>
            <ManageSearchIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('Rebuild search index')}</ListItemText>
        </MenuItem>
      </Menu>
      <ConfirmDialog
        open={confirming}
        title={t('Rebuild search index')}
        message={t('The search text of every procurement of your company is computed again from its number, name and items. Use it when a search misses a procurement it should find.')}
        confirmLabel={t('Rebuild')}
        busy={rebuild.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
