import Typography from '@mui/material/Typography';
import type { BuyerInvitationRow } from '@procura/domain/auction/auction.views';
import { useTranslation } from 'react-i18next';
import { attendingVendors, presentParticipants } from './waiting-room.rules';

/**
 * How many of the vendors who confirmed attendance are in the room ('Participants present: 1 of 3');
 * before any vendor has confirmed, a sentence that says so instead of '0 of 0'.
 */
export function ParticipantsPresent({ rows, presentIds }: { rows: readonly BuyerInvitationRow[]; presentIds: readonly string[] | null }) {
  const { t } = useTranslation();
  const total = attendingVendors(rows);
  return (
    <Typography color="text.secondary" data-testid="participants-present">
      {total === 0
        ? t('No vendor has confirmed attendance yet')
        : t('Participants present: {{present}} of {{total}}', { present: presentParticipants(rows, presentIds), total })}
    </Typography>
  );
}
