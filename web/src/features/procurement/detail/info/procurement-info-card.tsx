import { formatDate, formatDateTime } from '@procura/domain/common/dates';
import { requiresCurrency } from '@procura/domain/procurement/procurement.rules';
import { useTranslation } from 'react-i18next';
import { InfoGrid, type InfoEntry } from '../../../../components/info-grid';
import type { ProcurementDetail } from '../../../../api/procurement-detail';
import { useMasterLabel } from '../../../../api/use-master-label';
import { currencyLabel } from '../../currency-label.rules';

/** The Procurement Info card (docs/rules/procurement.md#procurement-info) with the procurement period. */
export function ProcurementInfoCard({ procurement }: { procurement: ProcurementDetail }) {
  const { t } = useTranslation();
  const labelOf = useMasterLabel();
  const entries: InfoEntry[] = [
    { label: t('Procurement Number'), value: procurement.procurementNumber || '-' },
    { label: t('Post Date'), value: formatDate(procurement.createdAt) },
    { label: t('Procurement Name'), value: procurement.procurementName },
    { label: t('Negotiation Type'), value: labelOf('negotiationTypes', procurement.negotiationType) },
    { label: t('Evaluation Method'), value: labelOf('evaluationMethods', procurement.evaluationMethod) },
    { label: t('Winner Type'), value: labelOf('winnerTypes', procurement.winnerType) },
    { label: t('Bidding Type'), value: labelOf('procurementBiddingTypes', procurement.biddingType) },
    { label: t('Currency Type'), value: labelOf('currencyTypes', procurement.currencyType) },
    ...(requiresCurrency(procurement.currencyType) ? [{ label: t('Currency'), value: procurement.currency ? currencyLabel(procurement.currency, labelOf('currencies', procurement.currency)) : '-' }] : []),
    { label: t('Price Include TAX'), value: procurement.priceIncludeTax ? t('Yes') : t('No') },
    { label: t('Start Date'), value: procurement.startDate ? formatDateTime(procurement.startDate) : '-' },
    { label: t('End Date'), value: procurement.endDate ? formatDateTime(procurement.endDate) : '-' },
  ];
  return <InfoGrid entries={entries} />;
}
