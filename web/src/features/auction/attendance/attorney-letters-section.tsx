import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { AttorneyLetterView } from '@procura/domain/auction/auction.views';
import { AUCTION_MSG } from '@procura/domain/auction/auction.messages';
import { MAX_ATTORNEY_LETTERS } from '@procura/domain/auction/invitations/auction-invitation.enums';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadWithToken } from '../../../api/authorized-files';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { notifyError } from '../../../components/form/apply-server-errors';
import { notify } from '../../../components/notify';
import { deleteAttorneyLetter, uploadAttorneyLetters } from '../invitations/vendor-auction.api';
import { AttendanceSection } from './attendance-section';
import { ATTORNEY_LETTER_ACCEPT, attorneyLettersProblem, sizeInKb } from './attorney-letters.rules';

interface AttorneyLettersSectionProps {
  invitationId: string;
  documents: readonly AttorneyLetterView[];
  /** Upload and delete allowed (before the session starts, unless the vendor declined). */
  editable: boolean;
  onChange: (documents: AttorneyLetterView[]) => void;
}

/** Letter of Attorney: up to 5 files (pdf, doc, docx, jpg, jpeg), listed with their size; each may be deleted. */
export function AttorneyLettersSection({ invitationId, documents, editable, onChange }: AttorneyLettersSectionProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [toDelete, setToDelete] = useState<AttorneyLetterView | null>(null);

  const upload = async (files: File[]) => {
    const problem = attorneyLettersProblem(documents.length, files);
    if (problem) return notify(problem, 'error');
    setBusy(true);
    try {
      onChange(await uploadAttorneyLetters(invitationId, files));
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  const remove = async (letter: AttorneyLetterView) => {
    setBusy(true);
    try {
      await deleteAttorneyLetter(letter.id);
      onChange(documents.filter((doc) => doc.id !== letter.id));
      notify(AUCTION_MSG.documentDeleted, 'success');
    } catch {
      notify(AUCTION_MSG.deleteFailed, 'error');
    } finally {
      setBusy(false);
      setToDelete(null);
    }
  };

  return (
    <AttendanceSection title={t('Letter of Attorney')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('Up to {{count}} files: pdf, doc, docx, jpg or jpeg.', { count: MAX_ATTORNEY_LETTERS })}
      </Typography>
      {documents.length === 0 ? (
        <Typography variant="body2">{t(AUCTION_MSG.noLetter)}</Typography>
      ) : (
        <List dense disablePadding aria-label={t('Letter of Attorney')}>
          {documents.map((letter) => (
            <ListItem
              key={letter.id}
              disableGutters
              secondaryAction={
                editable && (
                  <IconButton edge="end" aria-label={t('Delete {{name}}', { name: letter.fileName })} onClick={() => setToDelete(letter)} disabled={busy}>
                    <DeleteOutlineIcon />
                  </IconButton>
                )
              }
            >
              <ListItemText
                primary={
                  <Link component="button" type="button" onClick={() => void downloadWithToken(letter.url, letter.fileName).catch(notifyError)} sx={{ overflowWrap: 'anywhere', textAlign: 'left' }}>
                    {letter.fileName}
                  </Link>
                }
                secondary={sizeInKb(letter.size)}
              />
            </ListItem>
          ))}
        </List>
      )}
      {editable && documents.length < MAX_ATTORNEY_LETTERS && (
        <>
          <input
            ref={input}
            type="file"
            hidden
            multiple
            accept={ATTORNEY_LETTER_ACCEPT}
            data-testid="attorney-letter-input"
            onChange={(event) => {
              const files = Array.from(event.target.files ?? []);
              event.target.value = '';
              if (files.length) void upload(files);
            }}
          />
          <Button sx={{ mt: 1.5 }} variant="outlined" startIcon={<UploadFileIcon />} onClick={() => input.current?.click()} disabled={busy}>
            {busy ? t('Uploading…') : t('Upload Letter of Attorney')}
          </Button>
        </>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('Delete document')}
        message={t('Delete {{name}}?', { name: toDelete?.fileName ?? '' })}
        confirmLabel={t('Delete')}
        destructive
        busy={busy}
        onConfirm={() => toDelete && void remove(toDelete)}
        onCancel={() => setToDelete(null)}
      />
    </AttendanceSection>
  );
}
