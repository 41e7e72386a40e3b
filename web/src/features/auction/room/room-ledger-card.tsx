import Stack from '@mui/material/Stack';
import type { AuctionRoomState } from '@procura/domain/auction/auction.views';
import { useTranslation } from 'react-i18next';
import { LedgerDownloadButton, LedgerVerifyHint } from '../ledger/ledger-download';
import { RoomCard } from './room-card';

/** After the end: the vendor's copy of the ledger (other vendors pseudonymised) and how to check it. */
export function RoomLedgerCard({ state }: { state: AuctionRoomState }) {
  const { t } = useTranslation();
  return (
    <RoomCard title={t('Ledger')} testId="room-ledger">
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <LedgerDownloadButton auctionId={state.auctionId} auctionNumber={state.auctionNumber} />
        <LedgerVerifyHint audience="vendor" auctionType={state.auctionType} />
      </Stack>
    </RoomCard>
  );
}
