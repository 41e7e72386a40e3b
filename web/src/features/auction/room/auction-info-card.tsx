import Box from '@mui/material/Box';
import type { AuctionRoomState } from '@procura/domain/auction/auction.views';
import { formatMoney } from '@procura/domain/common/money/money';
import { useTranslation } from 'react-i18next';
import { useMasterLabel } from '../../../api/use-master-label';
import { InfoGrid } from '../../../components/info-grid';
import { PHONE_TWO_COLUMNS, RoomCard } from './room-card';
import { SessionRulesList } from '../rules/session-rules-list';
import { plainNumber, rulesFactsOfRoom } from '../rules/session-rules.rules';

/** Auction Info: the procurement, how it is judged and the session's terms (state.info). */
export function AuctionInfoCard({ state }: { state: AuctionRoomState }) {
  const { t } = useTranslation();
  const masterLabel = useMasterLabel();
  const { info } = state;
  const minutes = (value: string) => t('{{minutes}} minute(s)', { minutes: String(Number(value)) });
  const injury = state.periodType === 'INJURY_TIME';
  const percent = state.rules.minimalDecrementPercent;
  const decrement = percent === null ? formatMoney(info.minimalDecrement, info.currency) : t('{{percent}} % of the leading price', { percent: plainNumber(percent) });
  return (
    <RoomCard title={t('Auction Info')} testId="auction-info">
      <Box sx={PHONE_TWO_COLUMNS}>
        <InfoGrid
          entries={[
            { label: t('Procurement Number'), value: info.procurementNumber ?? '-' },
            { label: t('Procurement Name'), value: info.procurementName },
            { label: t('Company'), value: info.companyName },
            { label: t('Auction Number'), value: state.auctionNumber },
            { label: t('Evaluation Method'), value: masterLabel('evaluationMethods', info.evaluationMethod) },
            { label: t('Winner Type'), value: masterLabel('winnerTypes', info.winnerType) },
            { label: t('Bidding Type'), value: masterLabel('procurementBiddingTypes', state.biddingType) },
            { label: t('Auction Type'), value: masterLabel('auctionTypes', state.auctionType) },
            { label: t('Currency'), value: info.currency },
            { label: t('Initial Price'), value: formatMoney(info.initialPrice, info.currency) },
            { label: t(state.direction === 'FORWARD' ? 'Minimal Increment' : 'Minimal Decrement'), value: decrement },
            { label: t('Duration'), value: minutes(info.duration) },
            { label: t('Period Type'), value: masterLabel('periodTypes', state.periodType) },
            // A Limited Time session never extends: its extension settings are not shown at all.
            ...(injury
              ? [
                  { label: t('Time Extension'), value: minutes(info.timeExtension) },
                  { label: t('Injury Time'), value: minutes(info.injuryTimeBeforeEnd) },
                  { label: t('Max Extensions'), value: String(info.maxSessionExtension) },
                ]
              : []),
          ]}
        />
      </Box>
      <Box sx={{ mt: 2 }}>
        <SessionRulesList facts={rulesFactsOfRoom(state)} />
      </Box>
    </RoomCard>
  );
}
