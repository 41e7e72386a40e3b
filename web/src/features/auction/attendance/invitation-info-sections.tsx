import type { VendorInvitationView } from '@procura/domain/auction/auction.views';
import { formatDateTime } from '@procura/domain/common/dates';
import { useTranslation } from 'react-i18next';
import { useMasters } from '../../../api/masters-query';
import { InfoGrid } from '../../../components/info-grid';
import { currentLanguage } from '../../../i18n/i18n';
import { AttendanceSection } from './attendance-section';

/** Procurement Info: who invites, to what, and how it is bid. */
export function ProcurementInfoSection({ view }: { view: VendorInvitationView }) {
  const { t } = useTranslation();
  const masters = useMasters().data;
  const language = currentLanguage();
  const biddingType = masters?.procurementBiddingTypes?.find((item) => item.code === view.procurement.biddingType)?.label[language] ?? view.procurement.biddingType;
  return (
    <AttendanceSection title={t('Procurement Info')}>
      <InfoGrid
        entries={[
          { label: t('Procurement Number'), value: view.procurement.procurementNumber ?? '-' },
          { label: t('Procurement Name'), value: view.procurement.procurementName },
          { label: t('Company'), value: view.procurement.companyName },
          { label: t('Bidding Type'), value: biddingType },
          { label: t('Currency'), value: view.procurement.currency },
          { label: t('Auction Number'), value: view.auctionNumber },
        ]}
      />
    </AttendanceSection>
  );
}

/** The auction's schedule; the answer is possible until the Due Date Confirmation (the start). */
export function ScheduleSection({ view }: { view: VendorInvitationView }) {
  const { t } = useTranslation();
  return (
    <AttendanceSection title={t('Auction Schedule')}>
      <InfoGrid
        entries={[
          { label: t('Start Time'), value: formatDateTime(view.auction.startTime) },
          { label: t('End Time'), value: formatDateTime(view.auction.endTime) },
          { label: t('Duration'), value: t('{{minutes}} minute(s)', { minutes: String(Number(view.auction.duration)) }) },
          { label: t('Due Date Confirmation'), value: formatDateTime(view.auction.dueDate) },
        ]}
      />
    </AttendanceSection>
  );
}
