import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ObjectionView } from '@procura/domain/auction/objections/objection.rules';
import { formatDateTime, formatTime } from '@procura/domain/common/dates';
import { formatMoney } from '@procura/domain/common/money/money';
import { useTranslation } from 'react-i18next';
import { InfoGrid } from '../../../components/info-grid';
import { VISUALLY_HIDDEN } from '../../../components/visually-hidden';
import { shortHash } from '../receipts/receipts.rules';

const plainText = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', borderLeft: 3, borderColor: 'divider', pl: 1.5, m: 0 } as const;

/**
 * One objection as recorded: its text, when it was made, its ledger entry and what the server attached
 * (docs/rules/auction-bidding.md#objections). With `currency` (the buyer) each attached receipt is listed with its amount.
 */
export function ObjectionDetails({ objection, currency }: { objection: ObjectionView; currency?: string }) {
  const { t } = useTranslation();
  const { head, receipts, connections } = objection.evidence;
  return (
    <Stack spacing={1.5} sx={{ minWidth: 0 }}>
      <Box component="p" sx={plainText} data-testid="objection-text">
        {objection.text}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('Submitted at {{time}}', { time: formatDateTime(objection.createdAt, { withSeconds: true }) })} ·{' '}
        {t('Recorded in the ledger as entry {{sequence}}', { sequence: objection.sequence })}
      </Typography>
      <Box data-testid="objection-evidence">
        <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
          {t('Attached by the server')}
        </Typography>
        <InfoGrid
          columns={2}
          entries={[
            { label: t('Receipts'), value: receipts.length },
            {
              label: t('Ledger head'),
              value: (
                <>
                  {t('Entry {{sequence}}', { sequence: head.sequence })}
                  {head.headHash && (
                    <>
                      {' · '}
                      <Box component="span" title={head.headHash} sx={{ fontFamily: 'monospace' }}>
                        {shortHash(head.headHash)}
                      </Box>
                    </>
                  )}
                </>
              ),
            },
            { label: t('Entries into the room'), value: connections.length },
          ]}
        />
        {currency && receipts.length > 0 && (
          <Box component="ol" aria-label={t('Attached receipts')} sx={{ listStyle: 'none', m: 0, mt: 1, p: 0 }}>
            {receipts.map((receipt) => (
              <Box component="li" key={receipt.sequence} sx={{ py: 0.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {formatTime(receipt.at)} ·{' '}
                  <Box component="span" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                    {formatMoney(receipt.totalOffer, currency)}
                  </Box>{' '}
                  · {t('Entry {{sequence}}', { sequence: receipt.sequence })} ·{' '}
                  <Box component="span" title={receipt.entryHash} sx={{ fontFamily: 'monospace' }}>
                    {shortHash(receipt.entryHash)}
                  </Box>
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </Box>
    </Stack>
  );
}

/** The buyer's answer to an objection: upheld or not, its text, when, and its ledger entry. */
export function ObjectionAnswer({ answer }: { answer: NonNullable<ObjectionView['answer']> }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1} data-testid="objection-answer" sx={{ alignItems: 'flex-start', minWidth: 0 }}>
      <Chip size="small" color={answer.upheld ? 'success' : 'default'} label={answer.upheld ? t('Answer: upheld') : t('Answer: not upheld')} />
      <Box component="p" sx={{ ...plainText, alignSelf: 'stretch' }}>
        {answer.text}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('Answered at {{time}}', { time: formatDateTime(answer.answeredAt, { withSeconds: true }) })} ·{' '}
        {t('Recorded in the ledger as entry {{sequence}}', { sequence: answer.sequence })}
      </Typography>
    </Stack>
  );
}

/** While the objections load: placeholders, busy, and no live region (the end of the session is what is announced then). */
export function ObjectionsLoading() {
  const { t } = useTranslation();
  return (
    <Stack spacing={1} aria-busy="true" data-testid="objections-loading">
      <Box component="span" sx={VISUALLY_HIDDEN}>
        {t('Loading…')}
      </Box>
      <Skeleton variant="text" aria-hidden />
      <Skeleton variant="rounded" height={96} aria-hidden />
    </Stack>
  );
}
