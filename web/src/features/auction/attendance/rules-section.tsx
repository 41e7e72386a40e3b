import type { VendorInvitationView } from '@procura/domain/auction/auction.views';
import { useTranslation } from 'react-i18next';
import { SessionRulesList } from '../rules/session-rules-list';
import { AttendanceSection } from './attendance-section';

/**
 * The session's rules, stated before the vendor decides to attend (decision 195): the same list
 * as in the room, worded by the auction's direction (decrement and floor, or increment and ceiling).
 */
export function RulesSection({ view }: { view: VendorInvitationView }) {
  const { t } = useTranslation();
  return (
    <AttendanceSection title={t('Session rules')}>
      <SessionRulesList facts={{ ...view.rules, direction: view.auction.direction, currency: view.procurement.currency, effectiveDecrement: null }} title={false} />
    </AttendanceSection>
  );
}
