import Button from '@mui/material/Button';
import type { FieldError } from '@procura/domain/common/errors';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../components/dialogs/app-dialog';
import { translateImportMessage } from './import-messages.rules';

/** Why an import was refused: the rows, one line each ('Row 3: …'), or the file; nothing was imported. */
export function ImportErrorsDialog({ errors, onClose }: { errors: FieldError[] | null; onClose: () => void }) {
  const { t } = useTranslation();
  const messages = errors?.map((error) => error.msg) ?? null;
  // Problems of rows ('rows.3.itemName'), or of the file as a whole ('file').
  const rowProblems = errors?.some((error) => error.param?.startsWith('rows.')) ?? false;
  return (
    <AppDialog
      open={messages !== null}
      maxWidth="sm"
      title={t('Import failed')}
      onClose={onClose}
      actions={
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('Close')}
        </Button>
      }
    >
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {rowProblems ? t('Nothing was imported. Please fix these rows in the file and import it again.') : t('Nothing was imported.')}
      </Typography>
      <List dense sx={{ maxHeight: 320, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        {(messages ?? []).map((message, index) => (
          <ListItem key={`${index}-${message}`} divider>
            <ListItemText primary={translateImportMessage(message, t)} slotProps={{ primary: { variant: 'body2', color: 'error.main' } }} />
          </ListItem>
        ))}
      </List>
    </AppDialog>
  );
}

