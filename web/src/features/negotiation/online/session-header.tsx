import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { formatDateTime } from '@procura/domain/common/dates';
import { formatMoney } from '@procura/domain/common/money/money';
import type { NegotiationRoomState } from '@procura/domain/negotiation/negotiation.views';
import { SESSION_STATE_INFO } from '@procura/domain/procurement/procurement.enums';
import { isFinalNegotiationStatus } from '@procura/domain/negotiation/negotiation-status.rules';
import { useTranslation } from 'react-i18next';
import { InfoGrid } from '../../../components/info-grid';
import { StatusBadge } from '../../../components/status-badge';
import type { PriceDialogKind } from './price-dialogs';

/** The session's header: procurement, vendor, status, schedule, and the Price Detail / Initial Price / Terms buttons. */
export function SessionHeader({ state, onOpenPrices, onOpenTerms }: { state: NegotiationRoomState; onOpenPrices: (kind: PriceDialogKind) => void; onOpenTerms: () => void }) {
  const { t } = useTranslation();
  const { negotiation, procurement } = state;
  // The schedule is the planned start; the buyer may start earlier, so the end is shown on its own.
  const schedule = negotiation.startDate ? formatDateTime(negotiation.startDate) : '-';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }} data-testid="negotiation-header">
      <InfoGrid
        entries={[
          { label: t('Procurement Name'), value: procurement.procurementName },
          { label: t('Procurement Number'), value: procurement.procurementNumber },
          { label: t('Vendor'), value: negotiation.vendorName },
          {
            label: t('Status'),
            value: (
              <span data-testid="negotiation-status" data-status={negotiation.status}>
                <StatusBadge status={negotiation.status} info={SESSION_STATE_INFO} />
              </span>
            ),
          },
          { label: t('Schedule'), value: schedule },
          ...(negotiation.endDate && (isFinalNegotiationStatus(negotiation.status)) ? [{ label: t('End Time'), value: formatDateTime(negotiation.endDate) }] : []),
          ...(negotiation.finalPrice ? [{ label: t('Final Price'), value: <span data-testid="negotiation-final-price">{formatMoney(negotiation.finalPrice, procurement.currency)}</span> }] : []),
        ]}
      />
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mt: 2 }}>
        <Button size="small" variant="outlined" onClick={() => onOpenPrices('price')} data-testid="price-detail">
          {t('Price Detail')}
        </Button>
        <Button size="small" variant="outlined" onClick={() => onOpenPrices('initial')} data-testid="initial-price">
          {t('Initial Price')}
        </Button>
        <Button size="small" onClick={onOpenTerms} data-testid="terms">
          {t('Terms & Conditions')}
        </Button>
      </Stack>
    </Paper>
  );
}
