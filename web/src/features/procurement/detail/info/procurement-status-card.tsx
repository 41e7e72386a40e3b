import { formatDateTime } from '@procura/domain/common/dates';
import { PROCUREMENT_STATUS_INFO } from '@procura/domain/procurement/procurement.enums';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../../components/status-badge';
import { InfoGrid } from '../../../../components/info-grid';
import type { ProcurementDetail } from '../../../../api/procurement-detail';

/** The Procurement Status card: when the status last changed, to what, by whom and why (if canceled). */
export function ProcurementStatusCard({ procurement }: { procurement: ProcurementDetail }) {
  const { t } = useTranslation();
  const info = procurement.statusInfo;
  return (
    <InfoGrid
      columns={1}
      entries={[
        { label: t('Date'), value: formatDateTime(info.date) },
        { label: t('Status'), value: <StatusBadge status={info.status} info={PROCUREMENT_STATUS_INFO} /> },
        { label: t('User Name'), value: info.userName || '-' },
        { label: t('Cancel Reason'), value: info.cancelReason || '-' },
      ]}
    />
  );
}
