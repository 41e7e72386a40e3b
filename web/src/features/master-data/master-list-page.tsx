import type { MasterValueAdmin, MoveDirection } from '@procura/domain/master-data/master-data.schemas';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { MASTER_LISTS, type MasterListPageSlug } from './master-lists';
import { PageHeader } from '../../components/layout/page-header';
import { notifyError } from '../../components/form/apply-server-errors';
import { useMasterValues, useMoveMasterValue } from './master-data.api';
import { MasterValueDialog } from './master-value-dialog';
import { MasterValuesTable } from './master-values-table';
import { RemoveMasterValueDialog } from './remove-master-value-dialog';

type Editing = { value: MasterValueAdmin | null } | null;

/** /master/<slug>: the super admin adds, edits and removes the values of one reference-data list. */
export function MasterListPage({ slug }: { slug: MasterListPageSlug }) {
  const { t } = useTranslation();
  const page = MASTER_LISTS.find((l) => l.slug === slug)!;
  const values = useMasterValues(page.list);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<MasterValueAdmin | null>(null);
  const move = useMoveMasterValue(page.list);
  const onMove = (value: MasterValueAdmin, direction: MoveDirection, neighbour: MasterValueAdmin) => {
    // One move at a time: the next one is made on the order the server answered.
    if (move.isPending) return;
    move.mutate({ code: value.code, move: { direction, neighbour: neighbour.code } }, { onError: notifyError });
  };

  return (
    <>
      <PageHeader
        title={t(page.label)}
        breadcrumbs={[{ label: t('Master') }, { label: t(page.label) }]}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ value: null })} disabled={!values.data}>
            {t('Add Value')}
          </Button>
        }
      />
      <Typography color="text.secondary" variant="body2" sx={{ mb: 2 }}>
        {t('Active values are offered in the forms of the product; inactive ones stay on the records that already use them.')}{' '}
        {t('The arrows set the order in which the forms offer them.')}
      </Typography>
      {values.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void values.refetch()}>
              {t('Try again')}
            </Button>
          }
        >
          {t(isApiError(values.error) ? values.error.firstMessage : 'Something went wrong. Please try again.')}
        </Alert>
      ) : (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <MasterValuesTable values={values.data} loading={values.isPending} onEdit={(value) => setEditing({ value })} onRemove={setRemoving} onMove={onMove} />
        </Paper>
      )}
      {editing && (
        <MasterValueDialog list={page.list} listLabel={page.label} value={editing.value} onClose={() => setEditing(null)} />
      )}
      {removing && <RemoveMasterValueDialog list={page.list} listLabel={page.label} value={removing} onClose={() => setRemoving(null)} />}
    </>
  );
}
