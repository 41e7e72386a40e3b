import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AuctionCancelInfo } from '@procura/domain/auction/auction.views';
import { formatDateTime } from '@procura/domain/common/dates';
import { AUCTION_SESSION_STATUS_INFO } from '@procura/domain/procurement/procurement.enums';
import { useTranslation } from 'react-i18next';
import { InfoGrid } from '../../../components/info-grid';
import { StatusBadge } from '../../../components/status-badge';
import { LazyRichTextEditor } from '../../../components/rich-text/lazy-rich-text-editor';

/** The Status Information card of a canceled session: when, by whom, why (rich text, sanitised by the server). */
export function CancelInfoCard({ cancel }: { cancel: AuctionCancelInfo }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="cancel-info">
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('Status Information')}
      </Typography>
      <InfoGrid
        entries={[
          { label: t('Date'), value: formatDateTime(cancel.canceledAt) },
          { label: t('Status'), value: <StatusBadge status="CANCELED" info={AUCTION_SESSION_STATUS_INFO} /> },
          { label: t('User Name'), value: cancel.canceledBy },
        ]}
      />
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', fontWeight: 600, mt: 2, mb: 0.5 }}>
        {t('Reason')}
      </Typography>
      <LazyRichTextEditor value={cancel.cancelReason} editable={false} ariaLabel={t('Reason')} />
    </Paper>
  );
}
