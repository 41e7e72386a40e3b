import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/dialogs/confirm-dialog';
import { notifyError } from '../../components/form/apply-server-errors';
import { notify } from '../../components/notify';
import { PageHeader } from '../../components/layout/page-header';
import { useRebuildSearchIndex } from './search-index.api';

/**
 * /maintenance/search-index: the super admin recomputes the initiation search text of every
 * company. The server keeps it current by itself (on every change, and at start-up when the way it
 * is computed changed); this is the manual repair for a database restored or edited by hand.
 */
export function SearchIndexPage() {
  const { t } = useTranslation();
  const rebuild = useRebuildSearchIndex();
  const [confirming, setConfirming] = useState(false);

  const confirm = async () => {
    try {
      const { rebuilt } = await rebuild.mutateAsync();
      notify('The search index has been rebuilt for {{count}} procurement(s)', 'success', { count: rebuilt });
    } catch (error) {
      notifyError(error);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <>
      <PageHeader title={t('Search Index')} breadcrumbs={[{ label: t('Maintenance') }, { label: t('Search Index') }]} />
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, maxWidth: 760 }}>
        <Stack spacing={2} alignItems="flex-start">
          <Typography variant="h6" component="h2">
            {t('Rebuild search index')}
          </Typography>
          <Typography color="text.secondary">
            {t('The initiation search finds procurements by number, name and items. The server keeps that search text up to date on every change and at start-up.')}
          </Typography>
          <Typography color="text.secondary">
            {t('Rebuild it for every company when a search misses a procurement it should find, for example after a database was restored or edited by hand.')}
          </Typography>
          <Button variant="contained" startIcon={<ManageSearchIcon />} onClick={() => setConfirming(true)}>
            {t('Rebuild search index')}
          </Button>
        </Stack>
      </Paper>
      <ConfirmDialog
        open={confirming}
        title={t('Rebuild search index')}
        message={t('The search text of every procurement of every company is computed again from its number, name and items.')}
        confirmLabel={t('Rebuild')}
        busy={rebuild.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
