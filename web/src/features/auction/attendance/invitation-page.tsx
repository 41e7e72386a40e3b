import { useParams } from 'react-router';
import { useInvitationById } from '../invitations/vendor-auction.api';
import { InvitationGate } from './invitation-gate';

/** /vendor-auction/invitation/{invitationId}: the attendance page opened from the vendor home. */
export function InvitationPage() {
  const { invitationId = '' } = useParams();
  return <InvitationGate query={useInvitationById(invitationId)} fromLink={false} />;
}
