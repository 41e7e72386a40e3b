import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { AttorneyLetterView } from '@procura/domain/auction/auction.views';
import { AUCTION_MSG } from '@procura/domain/auction/auction.messages';
import { useTranslation } from 'react-i18next';
import { downloadWithToken } from '../../../api/authorized-files';
import { notifyError } from '../../../components/form/apply-server-errors';
import { notify } from '../../../components/notify';

/** A vendor's letters of attorney, each downloaded with the bearer token; none: 'No letter uploaded!'. */
export function LetterLinks({ documents }: { documents: readonly AttorneyLetterView[] }) {
  const { t } = useTranslation();
  if (documents.length === 0) {
    return (
      <Button size="small" onClick={() => notify(AUCTION_MSG.noLetter, 'warning')}>
        {t('View')}
      </Button>
    );
  }
  return (
    <Stack spacing={0.5}>
      {documents.map((letter) => (
        <Link
          key={letter.id}
          component="button"
          type="button"
          variant="body2"
          sx={{ textAlign: 'left', overflowWrap: 'anywhere' }}
          onClick={() => void downloadWithToken(letter.url, letter.fileName).catch(notifyError)}
        >
          {letter.fileName}
        </Link>
      ))}
    </Stack>
  );
}
