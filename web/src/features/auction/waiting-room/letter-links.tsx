import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { AttorneyLetterView } from '@procura/domain/auction/auction.views';
import { downloadWithToken } from '../../../api/authorized-files';
import { notifyError } from '../../../components/form/apply-server-errors';

/** A vendor's letters of attorney, each downloaded with the bearer token; none: '-' (no button that only says there is nothing). */
export function LetterLinks({ documents }: { documents: readonly AttorneyLetterView[] }) {
  if (documents.length === 0) return <span data-testid="no-letter">-</span>;
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
