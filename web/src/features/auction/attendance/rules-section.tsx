import type { VendorInvitationView } from '@procura/domain/auction/auction.views';
import { useTranslation } from 'react-i18next';
import { SessionRulesList } from '../rules/session-rules-list';
import { AttendanceSection } from './attendance-section';

/**
 * The session's rules, stated before the vendor decides to attend (issue 23 item 8): the same list
 * as in the room. The invitation does not carry the auction's direction yet, so the list words it
 * as a reverse auction (decrement, floor) until VendorInvitationView says otherwise.
 */
export function RulesSection({ view }: { view: VendorInvitationView }) {
  const { t } = useTranslation();
  return (
    <AttendanceSection title={t('Session rules')}>
      <SessionRulesList facts={{ ...view.rules, direction: 'REVERSE', currency: view.procurement.currency, effectiveDecrement: null }} title={false} />
    </AttendanceSection>
  );
}
