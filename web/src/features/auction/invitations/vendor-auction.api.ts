import type { AttendAuctionInput, NotAttendFromEmailInput } from '@procura/domain/auction/auction.schemas';
import type { AttorneyLetterView, VendorInvitationSummary, VendorInvitationView } from '@procura/domain/auction/auction.views';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../api/http-client';

// The vendor's auction calls (docs/rules/auction.md#calls, docs/rules/auction.md#invitations-and-attendance): its invitations, the answer, letters of attorney.

export const vendorAuctionKeys = {
  mine: ['auction-invitations', 'mine'] as const,
  byCode: (code: string, email: string) => ['auction-invitation', 'code', code, email] as const,
  byId: (invitationId: string) => ['auction-invitation', invitationId] as const,
};

/** POST /api/secured/auction/validate-invitation-code/{code} {email?}: the invitation of an attendance link. */
export function useInvitationByCode(code: string, email: string | null) {
  return useQuery({
    queryKey: vendorAuctionKeys.byCode(code, email ?? ''),
    queryFn: () =>
      http.post<VendorInvitationView>(`/api/secured/auction/validate-invitation-code/${encodeURIComponent(code)}`, email ? { email } : {}),
    retry: false,
  });
}

/** GET /api/secured/auction-invitation/{invitationId}: the vendor's own invitation. */
export function useInvitationById(invitationId: string) {
  return useQuery({
    queryKey: vendorAuctionKeys.byId(invitationId),
    queryFn: () => http.get<VendorInvitationView>(`/api/secured/auction-invitation/${encodeURIComponent(invitationId)}`),
    retry: false,
  });
}

/** GET /api/secured/auction-invitation/mine: the vendor home's list, across companies. */
export function useMyInvitations() {
  return useQuery({
    queryKey: vendorAuctionKeys.mine,
    queryFn: () => http.get<VendorInvitationSummary[]>('/api/secured/auction-invitation/mine'),
  });
}

/** POST /api/secured/auction/attend-auction: Attend (terms, capable quantities) or Not Attend (reason). */
export const attendAuction = (input: AttendAuctionInput) => http.post<VendorInvitationView>('/api/secured/auction/attend-auction', input);

/** POST /api/auction/not-attend-auction/from-email: the decline link's answer. */
export const notAttendFromEmail = (input: NotAttendFromEmailInput) => http.post<VendorInvitationView>('/api/auction/not-attend-auction/from-email', input);

/** POST /api/secured/auction/upload-attorney (multipart auctionInvitationId + attachments): every letter after the upload. */
export function uploadAttorneyLetters(invitationId: string, files: readonly File[]) {
  const form = new FormData();
  form.append('auctionInvitationId', invitationId);
  for (const file of files) form.append('attachments', file, file.name);
  return http.post<AttorneyLetterView[]>('/api/secured/auction/upload-attorney', form);
}

/** DELETE /api/procurement-vendor/document/{documentId}. */
export const deleteAttorneyLetter = (documentId: string) => http.delete<{ documentId: string }>(`/api/procurement-vendor/document/${encodeURIComponent(documentId)}`);

/** Puts a fresh answer of the invitation in the caches that show it. */
export function useStoreInvitation() {
  const queryClient = useQueryClient();
  return (view: VendorInvitationView) => {
    queryClient.setQueryData(vendorAuctionKeys.byId(view.invitationId), view);
    void queryClient.invalidateQueries({ queryKey: vendorAuctionKeys.mine });
  };
}
