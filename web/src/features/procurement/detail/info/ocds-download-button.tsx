import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadWithToken } from '../../../../api/authorized-files';
import type { ProcurementDetail } from '../../../../api/procurement-detail';

/**
 * The open-data download (docs/rules/reports-dashboard-help.md#open-contracting-data): the procurement with its
 * DONE sessions and negotiations as an OCDS 1.1 release package (JSON), once it is out of DRAFT.
 */
export function OcdsDownloadButton({ procurement }: { procurement: ProcurementDetail }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  if (procurement.status === 'DRAFT') return null;
  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await downloadWithToken(`/api/secured/procurement/${encodeURIComponent(procurement._id)}/ocds`, `ocds-${procurement.procurementNumber ?? procurement._id}.json`);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ mt: 2 }}>
      <Button variant="outlined" size="small" startIcon={<FileDownloadOutlinedIcon />} disabled={busy} onClick={() => void download()}>
        {t('Download open data (OCDS)')}
      </Button>
      {failed && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {t('The open data could not be downloaded. Please try again.')}
        </Typography>
      )}
    </Box>
  );
}
