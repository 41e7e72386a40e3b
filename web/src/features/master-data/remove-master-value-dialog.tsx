import type { MasterListName } from '@procura/domain/master-data/master-data.enums';
import type { MasterValueAdmin } from '@procura/domain/master-data/master-data.schemas';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/dialogs/confirm-dialog';
import { notifyError } from '../../components/form/apply-server-errors';
import { notify } from '../../components/notify';
import { useRemoveMasterValue } from './master-data.api';

interface RemoveMasterValueDialogProps {
  list: MasterListName;
  listLabel: string;
  value: MasterValueAdmin;
  onClose: () => void;
}

/** Asks before removing; a refusal (value in use) arrives as a toast and the dialog closes. */
export function RemoveMasterValueDialog({ list, listLabel, value, onClose }: RemoveMasterValueDialogProps) {
  const { t } = useTranslation();
  const remove = useRemoveMasterValue(list);
  const confirm = () =>
    remove.mutate(value.code, {
      onSuccess: () => notify('{{code}} removed', 'success', { code: value.code }),
      onError: notifyError,
      onSettled: onClose,
    });
  return (
    <ConfirmDialog
      open
      destructive
      busy={remove.isPending}
      title={t('Remove {{code}}?', { code: value.code })}
      message={t('{{label}} will no longer be offered in {{list}}. A value that records still use cannot be removed; deactivate it instead.', {
        label: value.labelEn,
        list: t(listLabel),
      })}
      confirmLabel={t('Remove')}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
