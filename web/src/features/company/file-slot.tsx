import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COMPANY_MSG } from '@procura/domain/company/company.messages';
import { fileSizeKb, LEGAL_FILE_ACCEPT, LEGAL_FILE_EXTENSIONS, LEGAL_FILE_MAX_BYTES } from '@procura/domain/company/company.rules';
import type { StoredFileView } from '@procura/domain/company/company.schemas';
import { useId, useRef, useState, type DragEvent } from 'react';
import { VISUALLY_HIDDEN } from '../../components/visually-hidden';
import { useTranslation } from 'react-i18next';

interface FileSlotProps {
  label: string;
  /** The file picked in this visit, not yet saved. */
  file: File | null;
  /** The file already stored for this slot. */
  stored: StoredFileView | undefined;
  error?: string;
  onChange: (file: File | null, error?: string) => void;
  onDownload: (stored: StoredFileView) => void;
}

/** Checks what the browser can before sending; the server checks the content again. */
function problemWith(files: File[]): string | undefined {
  if (files.length !== 1) return COMPANY_MSG.acceptOneFile;
  const file = files[0]!;
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  if (!(LEGAL_FILE_EXTENSIONS as readonly string[]).includes(ext)) return COMPANY_MSG.fileTypeRefused;
  if (file.size > LEGAL_FILE_MAX_BYTES) return COMPANY_MSG.fileTooLarge;
  return undefined;
}

/** One legal attachment: drop or pick exactly one pdf, doc, docx, jpg or jpeg file. */
export function FileSlot({ label, file, stored, error, onChange, onDownload }: FileSlotProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const take = (files: File[]) => {
    const problem = problemWith(files);
    onChange(problem ? null : files[0]!, problem);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take([...event.dataTransfer.files]);
  };

  const shown = file ? { name: file.name, size: file.size } : stored ? { name: stored.originalName, size: stored.sizeBytes } : null;
  return (
    <div>
      <Typography variant="body2" fontWeight={600} sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          border: '1.5px dashed',
          borderColor: error ? 'error.main' : dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'background.default',
          borderRadius: 2,
          p: 2,
          // The file input is only visually hidden, so the keyboard reaches it (decision 203): its focus shows on the zone.
          '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        {shown ? (
          <Stack direction="row" spacing={1.5} alignItems="center">
            <DescriptionOutlinedIcon color="primary" />
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography variant="body2" noWrap title={shown.name}>
                {shown.name}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {fileSizeKb(shown.size)}
                {file ? ` · ${t('Not saved yet')}` : ''}
              </Typography>
            </Box>
            {!file && stored && (
              <IconButton aria-label={t('Download')} onClick={() => onDownload(stored)} size="small">
                <DownloadIcon fontSize="small" />
              </IconButton>
            )}
            {file && (
              <IconButton aria-label={t('Remove file')} onClick={() => onChange(null)} size="small">
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            )}
            <Box component="label" htmlFor={inputId} sx={{ typography: 'body2', color: 'primary.main', fontWeight: 600, cursor: 'pointer' }}>
              {t('Replace')}
            </Box>
          </Stack>
        ) : (
          <Box component="label" htmlFor={inputId} sx={{ display: 'flex', gap: 1.5, alignItems: 'center', cursor: 'pointer' }}>
            <UploadFileIcon color="action" />
            <span>
              <Typography variant="body2" component="span" color="primary" fontWeight={600}>
                {t('Choose a file')}
              </Typography>{' '}
              <Typography variant="body2" component="span" color="text.secondary">
                {t('or drop it here')}
              </Typography>
              <Typography variant="caption" color="text.secondary" display="block">
                {t('pdf, doc, docx, jpg or jpeg, up to 5 MB')}
              </Typography>
            </span>
          </Box>
        )}
        <Box
          component="input"
          ref={input}
          id={inputId}
          type="file"
          sx={VISUALLY_HIDDEN}
          accept={LEGAL_FILE_ACCEPT}
          aria-label={label}
          onChange={(event) => {
            take([...(event.target.files ?? [])]);
            // Picking the same file again after removing it must fire a change.
            event.target.value = '';
          }}
        />
      </Box>
      {error && <FormHelperText error>{t(error)}</FormHelperText>}
    </div>
  );
}
