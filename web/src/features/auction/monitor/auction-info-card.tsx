import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AuctionRoomState } from '@procura/domain/auction/auction.views';
import { formatMoney } from '@procura/domain/common/money/money';
import { useTranslation } from 'react-i18next';
import { InfoGrid, type InfoEntry } from '../../../components/info-grid';
import { useMasterLabel } from '../../../api/use-master-label';
import { SessionRulesList } from '../rules/session-rules-list';
import { plainNumber, rulesFactsOfRoom } from '../rules/session-rules.rules';

/** The session's terms and its procurement (state.info), the estimated total included (the buyer's room only). */
export function AuctionInfoCard({ state }: { state: AuctionRoomState }) {
  const { t } = useTranslation();
  const label = useMasterLabel();
  const { info } = state;
  const money = (value: string | null) => (value === null ? '-' : formatMoney(value, info.currency));
  const entries: InfoEntry[] = [
    { label: t('Procurement Name'), value: info.procurementName },
    { label: t('Procurement Number'), value: info.procurementNumber ?? '-' },
    { label: t('Auction Number'), value: state.auctionNumber },
    { label: t('Auction Type'), value: label('auctionTypes', state.auctionType) },
    { label: t('Auction Model'), value: label('auctionModels', state.auctionModel) },
    { label: t('Period Type'), value: label('periodTypes', state.periodType) },
    { label: t('Bidding Type'), value: label('procurementBiddingTypes', state.biddingType) },
    { label: t('Evaluation Method'), value: label('evaluationMethods', info.evaluationMethod) },
    { label: t('Winner Type'), value: label('winnerTypes', info.winnerType) },
    { label: t('Initial Price'), value: money(info.initialPrice) },
    {
      label: t('Minimal Decrement'),
      value: state.rules.minimalDecrementPercent === null ? money(info.minimalDecrement) : t('{{percent}} % of the leading price', { percent: plainNumber(state.rules.minimalDecrementPercent) }),
    },
    { label: t('Estimated Total'), value: money(info.estimatedTotal) },
    { label: t('Duration'), value: t('{{minutes}} minute(s)', { minutes: info.duration }) },
  ];
  if (state.periodType === 'INJURY_TIME') {
    entries.push(
      { label: t('Time Extension'), value: t('{{minutes}} minute(s)', { minutes: info.timeExtension }) },
      { label: t('Injury Time Before End'), value: t('{{minutes}} minute(s)', { minutes: info.injuryTimeBeforeEnd }) },
      { label: t('Max Session Extension'), value: String(info.maxSessionExtension) },
    );
  }
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="auction-info-title" data-testid="monitor-info">
      <Typography id="auction-info-title" variant="subtitle1" component="h2" fontWeight={700} sx={{ mb: 2 }}>
        {t('Auction Info')}
      </Typography>
      <InfoGrid entries={entries} />
      <Box sx={{ mt: 2.5 }}>
        <SessionRulesList facts={rulesFactsOfRoom(state)} />
      </Box>
    </Paper>
  );
}
