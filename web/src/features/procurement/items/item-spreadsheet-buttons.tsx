import DownloadIcon from '@mui/icons-material/Download';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import type { FieldError } from '@procura/domain/common/errors';
import CircularProgress from '@mui/material/CircularProgress';
import { ITEM_MSG } from '@procura/domain/procurement/items/procurement-item.messages';
import { ITEM_IMPORT_MAX_BYTES } from '@procura/domain/procurement/items/procurement-item.rules';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error';
import { notifyError } from '../../../components/form/apply-server-errors';
import { notify } from '../../../components/notify';
import type { ProcurementDetail } from '../../../api/procurement-detail';
import { ImportErrorsDialog } from './import-errors-dialog';
import { downloadItemTemplate, exportItems, importItems } from './items.api';

const XLSX_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Busy = 'template' | 'import' | 'export' | null;

/** Download template and Import (DRAFT only; all rows or none), and Export of the items as Excel workbooks. */
export function ItemSpreadsheetButtons({ procurement, editable, onImported }: { procurement: ProcurementDetail; editable: boolean; onImported: () => void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [importErrors, setImportErrors] = useState<FieldError[] | null>(null);

  const run = async (kind: Exclude<Busy, null>, action: () => Promise<void>) => {
    setBusy(kind);
    try {
      await action();
    } catch (error) {
      if (kind === 'import' && isApiError(error) && error.status === 400) setImportErrors(error.errors);
      else notifyError(error);
    } finally {
      setBusy(null);
    }
  };

  const importFile = (file: File | undefined) => {
    if (!file) return;
    const problem = !file.name.toLowerCase().endsWith('.xlsx') ? ITEM_MSG.importFileType : file.size > ITEM_IMPORT_MAX_BYTES ? ITEM_MSG.importFileTooLarge : null;
    if (problem) {
      notify(problem, 'error');
      return;
    }
    void run('import', async () => {
      const result = await importItems(procurement._id, file);
      if (result.imported === 1) notify('1 item has been imported', 'success');
      else notify('{{count}} items have been imported', 'success', { count: result.imported });
      onImported();
    });
  };

  const icon = (kind: Busy, idle: ReactNode) => (busy === kind ? <CircularProgress size={16} color="inherit" aria-hidden /> : idle);
  const exportName = `items-${procurement.procurementNumber ?? procurement._id.slice(0, 8)}.xlsx`;
  return (
    <>
      {editable && (
        <>
          <Button variant="text" startIcon={icon('template', <DownloadIcon />)} disabled={busy !== null} onClick={() => void run('template', () => downloadItemTemplate(procurement._id))}>
            {t('Download Template')}
          </Button>
          <Button variant="outlined" startIcon={icon('import', <UploadFileIcon />)} disabled={busy !== null} onClick={() => input.current?.click()}>
            {t('Import')}
          </Button>
          <input
            ref={input}
            type="file"
            hidden
            accept={XLSX_ACCEPT}
            aria-label={t('Import items from Excel')}
            onChange={(event) => {
              importFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </>
      )}
      <Button variant="outlined" startIcon={icon('export', <FileDownloadOutlinedIcon />)} disabled={busy !== null} onClick={() => void run('export', () => exportItems(procurement._id, exportName))}>
        {t('Export')}
      </Button>
      <ImportErrorsDialog errors={importErrors} onClose={() => setImportErrors(null)} />
    </>
  );
}
