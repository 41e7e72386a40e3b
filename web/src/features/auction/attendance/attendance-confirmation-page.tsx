import { useParams, useSearchParams } from 'react-router';
import { useInvitationByCode } from '../invitations/vendor-auction.api';
import { InvitationGate } from './invitation-gate';

/** /vendor-auction/attendance-confirmation/{procurementId}/{verificationCode}?email=…: the invitation mail's attendance link. */
export function AttendanceConfirmationPage() {
  const { verificationCode = '' } = useParams();
  const [searchParams] = useSearchParams();
  const query = useInvitationByCode(verificationCode, searchParams.get('email'));
  return <InvitationGate query={query} fromLink />;
}
