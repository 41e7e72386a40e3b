import Box from '@mui/material/Box';
import type { AuctionRoomState } from '@procura/domain/auction/auction.views';
import { useTranslation } from 'react-i18next';
import { InfoGrid } from '../../../components/info-grid';
import { PHONE_TWO_COLUMNS, RoomCard } from './room-card';

const score = (value: string | null) => (value === null ? '-' : Number(value).toFixed(2));

/** MERIT_POINT: the vendor's own scores (administration, technical, price, total), 2 decimals. */
export function MeritPointPanel({ state }: { state: AuctionRoomState }) {
  const { t } = useTranslation();
  const scores = state.ranks.find((rank) => rank.you)?.scores ?? null;
  const administration = scores?.administration ? t(scores.administration === 'PASSED' ? 'Passed' : 'Not Passed') : '-';
  return (
    <RoomCard title={t('Your Scores')} testId="merit-point-panel">
      <Box sx={PHONE_TWO_COLUMNS}>
        <InfoGrid
          entries={[
            { label: t('Administration'), value: scores?.administrationScore ? `${score(scores.administrationScore)} (${administration})` : administration },
            { label: t('Technical'), value: score(scores?.technicalWeighted ?? null) },
            { label: t('Price'), value: score(scores?.priceScore ?? null) },
            { label: t('Total Score'), value: score(scores?.totalScore ?? null) },
          ]}
        />
      </Box>
    </RoomCard>
  );
}
