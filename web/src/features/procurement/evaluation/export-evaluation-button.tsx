import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../components/notify';
import { downloadEvaluationExport } from './evaluation.api';

/** Export: the evaluation table as an xlsx file. */
export function ExportEvaluationButton({ procurementId, fileLabel }: { procurementId: string; fileLabel: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadEvaluationExport(procurementId, `evaluation-${fileLabel.replace(/[^\w.-]+/g, '-')}.xlsx`);
    } catch {
      notify('The export could not be downloaded. Please try again.', 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" startIcon={<FileDownloadOutlinedIcon />} onClick={() => void download()} loading={busy}>
      {t('Export')}
    </Button>
  );
}
