import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { INVITATION_STATUS_INFO, JOINED_STATUS_INFO } from '@procura/domain/auction/invitations/auction-invitation.enums';
import type { AuctionRoomState } from '@procura/domain/auction/auction.views';
import { formatMoney } from '@procura/domain/common/money/money';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../../components/status-badge';
import { LetterLinks } from '../../waiting-room/letter-links';
import { isSessionOver, showsInRoom } from '../../waiting-room/waiting-room.rules';
import { formatSaving, savingAgainstEstimate, savingBaselineNote, savingTone, showsRank, showsResendLink, type RankingRow, type SavingBaselineNote } from './ranking.rules';
import { ResendLinkButton } from '../resend-link-button';
import { hasUnitPrices } from './unit-price.rules';

interface RankingTableProps {
  state: AuctionRoomState;
  rows: readonly RankingRow[];
  presentIds: readonly string[] | null;
  /** Resend Link Auction (the live page only). */
  actions: boolean;
  onUnitPrice: (row: RankingRow) => void;
  onResent: () => void;
}

const TONE_COLOUR = { positive: 'success.main', negative: 'error.main', neutral: 'text.primary' } as const;
const dash = (value: string | null | undefined) => value ?? '-';

/** The one line under the title that says what each Saving % column is measured against. */
function SavingNote({ note, currency }: { note: SavingBaselineNote; currency: string }) {
  const { t } = useTranslation();
  const text =
    note.kind === 'estimate'
      ? t("Saving % vs Estimated Total: each vendor's last offer against the procurement's estimate, {{amount}}. vs Indicator: against the Indicator price in the vendor's own row.", {
          amount: formatMoney(note.estimatedTotal, currency),
        })
      : note.kind === 'unit-price'
        ? t("Saving % vs Estimated Total is not shown in a Unit Price session: a vendor's total may cover only some items. vs Indicator: against the Indicator price in the vendor's own row.")
        : t("Saving % vs Estimated Total is not shown: the procurement has no estimate. vs Indicator: against the Indicator price in the vendor's own row.");
  return (
    <Typography variant="body2" color="text.secondary" data-testid="ranking-saving-note" sx={{ px: { xs: 2, sm: 3 }, pb: 1.5 }}>
      {text}
    </Typography>
  );
}

/**
 * The vendor list with ranking (docs/rules/auction.md#buyer-monitor): scores for merit point, prices, saving, rank,
 * letters, resend. Saving % is against the procurement's estimate (one baseline for all); the
 * evaluation's saving against the vendor's own indicator price stands beside it, labelled so.
 */
export function RankingTable({ state, rows, presentIds, actions, onUnitPrice, onResent }: RankingTableProps) {
  const { t } = useTranslation();
  const merit = state.info.evaluationMethod === 'MERIT_POINT';
  const resend = actions && showsResendLink(state.status);
  const unitPrices = hasUnitPrices(state.biddingType);
  const money = (value: string | null | undefined) => (value ? formatMoney(value, state.info.currency) : '-');
  const group = { borderBottom: 0, pb: 0.5 } as const;
  const single = { rowSpan: 2 } as const;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="ranking-title">
      <Typography id="ranking-title" variant="subtitle1" component="h2" fontWeight={700} sx={{ px: { xs: 2, sm: 3 }, pt: 2, pb: 0.5 }}>
        {t('Vendor Ranking')}
      </Typography>
      <SavingNote note={savingBaselineNote(state)} currency={state.info.currency} />
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-labelledby="ranking-title" data-testid="ranking-table" sx={{ '& th': { fontWeight: 700, lineHeight: 1.3 }, '& td, & th': { px: 1, fontSize: 13 } }}>
          <TableHead>
            <TableRow>
              <TableCell {...single}>{t('Company Name')}</TableCell>
              <TableCell {...single}>{t('Attendance Status')}</TableCell>
              {merit && (
                <TableCell colSpan={4} align="center" sx={group}>
                  {t('Score')}
                </TableCell>
              )}
              <TableCell colSpan={2} align="center" sx={group}>
                {t('Price')}
              </TableCell>
              <TableCell colSpan={2} align="center" sx={group}>
                {t('Saving %')}
              </TableCell>
              <TableCell {...single} align="center">
                {t('Rank')}
              </TableCell>
              <TableCell {...single}>{t('Letter Of Attorney')}</TableCell>
              {resend && <TableCell {...single}>{t('Resend Link Auction')}</TableCell>}
            </TableRow>
            <TableRow>
              {merit && (
                <>
                  <TableCell align="right">{t('Administration')}</TableCell>
                  <TableCell align="right">{t('Technical')}</TableCell>
                  <TableCell align="right">{t('Price')}</TableCell>
                  <TableCell align="right">{t('Total')}</TableCell>
                </>
              )}
              <TableCell align="right">{t('Indicator')}</TableCell>
              <TableCell align="right">{t('Last')}</TableCell>
              <TableCell align="right">{t('vs Estimated Total')}</TableCell>
              <TableCell align="right">{t('vs Indicator')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => {
              const scores = row.rank?.scores ?? null;
              const invitation = row.invitation;
              const rankShown = row.rank && showsRank(state.status) ? row.rank.ranking : null;
              const saving = savingAgainstEstimate(state, row.rank?.lastOffer ?? null);
              const ownSaving = scores?.saving ?? null;
              return (
                <TableRow key={row.key} data-testid="ranking-row" data-vendor={row.name} hover>
                  <TableCell sx={{ minWidth: 130 }}>
                    <Typography variant="inherit" fontWeight={600}>
                      {row.name}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    {invitation ? (
                      <Stack direction="row" spacing={0.5} alignItems="center" flexWrap="wrap" useFlexGap>
                        <StatusBadge status={invitation.status} info={INVITATION_STATUS_INFO} />
                        {showsInRoom(state.status, invitation, presentIds) && <Chip size="small" variant="outlined" color="success" label={t('In room')} />}
                        {isSessionOver(state.status) && <StatusBadge status={invitation.joinedStatus} info={JOINED_STATUS_INFO} />}
                      </Stack>
                    ) : (
                      '-'
                    )}
                  </TableCell>
                  {merit && (
                    <>
                      <TableCell align="right">{dash(scores?.administrationScore)}</TableCell>
                      <TableCell align="right">{dash(scores?.technicalWeighted)}</TableCell>
                      <TableCell align="right">{dash(scores?.priceScore)}</TableCell>
                      <TableCell align="right" sx={{ fontWeight: 700 }}>
                        {dash(scores?.totalScore)}
                      </TableCell>
                    </>
                  )}
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {money(scores?.indicatorPrice)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Typography variant="inherit" fontWeight={600} data-testid="ranking-last-price">
                      {money(row.rank?.lastOffer)}
                    </Typography>
                    {unitPrices && row.rank?.vendorId && row.rank.lastOffer && (
                      <Button size="small" onClick={() => onUnitPrice(row)} sx={{ mt: 0.25, py: 0 }} data-testid="unit-price-open">
                        {t('Unit Price')}
                      </Button>
                    )}
                  </TableCell>
                  <TableCell align="right" sx={{ color: TONE_COLOUR[savingTone(saving)], fontWeight: 600, whiteSpace: 'nowrap' }} data-testid="ranking-saving">
                    {formatSaving(saving)}
                  </TableCell>
                  <TableCell align="right" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }} data-testid="ranking-own-saving">
                    {formatSaving(ownSaving)}
                  </TableCell>
                  <TableCell align="center" data-testid="ranking-rank">
                    <Stack direction="row" spacing={0.5} alignItems="center" justifyContent="center">
                      <span>{rankShown ?? '-'}</span>
                      {rankShown !== null && row.rank?.winner && <EmojiEventsIcon fontSize="small" sx={{ color: '#f9a825' }} titleAccess={t('Winner')} />}
                    </Stack>
                  </TableCell>
                  <TableCell>{invitation ? <LetterLinks documents={invitation.documents} /> : '-'}</TableCell>
                  {resend && (
                    <TableCell>
                      {invitation && invitation.status === 'ATTEND' ? <ResendLinkButton auctionId={state.auctionId} status={state.status} invitation={invitation} onSent={onResent} /> : '-'}
                    </TableCell>
                  )}
                </TableRow>
              );
            })}
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={13} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  {t('No records to display')}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Box>
    </Paper>
  );
}
