import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { VendorInvitationView } from '@procura/domain/auction/auction.views';
import { AUCTION_SESSION_STATUS_INFO } from '@procura/domain/procurement/procurement.enums';
import { isAuctionUpcoming } from '@procura/domain/auction/session/auction-status.rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../components/form/apply-server-errors';
import { PageHeader } from '../../../components/layout/page-header';
import { StatusBadge } from '../../../components/status-badge';
import { ThankYouDialog } from '../invitations/thank-you-dialog';
import { attendAuction, useStoreInvitation } from '../invitations/vendor-auction.api';
import { AttendanceActions } from './attendance-actions';
import { AttorneyLettersSection } from './attorney-letters-section';
import { CapableItemsSection } from './capable-items-section';
import { capableQtyProblem, filledCapableQty, initialCapableQty, type CapableQtyProblem } from './capable-qty.rules';
import { ProcurementInfoSection, ScheduleSection } from './invitation-info-sections';
import { NotAttendDialog } from './not-attend-dialog';
import { RulesSection } from './rules-section';
import { TermsSection } from './terms-section';

/** The attendance confirmation (docs/rules/auction.md#vendor-pages): procurement, items, schedule, terms, letters, the answer. */
export function InvitationAttendance({ initial }: { initial: VendorInvitationView }) {
  const { t } = useTranslation();
  const store = useStoreInvitation();
  const [view, setView] = useState(initial);
  const singleWinner = view.procurement.winnerType === 'SINGLE_WINNER';
  const askCapable = view.procurement.biddingType === 'UNIT_PRICE';
  const answering = view.status === 'NOT_CONFIRMED' && view.canAnswer;
  const [capable, setCapable] = useState<Record<string, string>>(() =>
    Object.fromEntries(view.items.map((item) => [item.procurementItemId, initialCapableQty(item, singleWinner)])),
  );
  const [problems, setProblems] = useState<Record<string, CapableQtyProblem | null>>({});
  const [terms, setTerms] = useState(false);
  const [busy, setBusy] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [thanks, setThanks] = useState<null | 'attend' | 'decline'>(null);

  const answered = (next: VendorInvitationView, kind: 'attend' | 'decline') => {
    setView(next);
    store(next);
    setThanks(kind);
  };

  const attend = async () => {
    const filled = Object.fromEntries(view.items.map((item) => [item.procurementItemId, filledCapableQty(capable[item.procurementItemId] ?? '', item, singleWinner)]));
    if (askCapable) {
      const found = Object.fromEntries(view.items.map((item) => [item.procurementItemId, capableQtyProblem(filled[item.procurementItemId] ?? '', item)]));
      setCapable(filled);
      setProblems(found);
      if (Object.values(found).some(Boolean)) return;
    }
    setBusy(true);
    try {
      const capableItems = askCapable ? view.items.map((item) => ({ procurementItemId: item.procurementItemId, capableQty: filled[item.procurementItemId] ?? '' })) : [];
      answered(await attendAuction({ auctionInvitationId: view.invitationId, isAttending: true, termsAccepted: true, capableItems }), 'attend');
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  const decline = async (reason: string) => {
    setBusy(true);
    try {
      answered(await attendAuction({ auctionInvitationId: view.invitationId, isAttending: false, reasonNotAttend: reason }), 'decline');
      setDeclining(false);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <PageHeader
        title={t('Attendance Confirmation')}
        actions={
          <Stack direction="row" spacing={1} alignItems="center" data-testid="auction-status">
            <StatusBadge status={view.auction.status} info={AUCTION_SESSION_STATUS_INFO} />
          </Stack>
        }
      />
      <Stack spacing={2.5}>
        <ProcurementInfoSection view={view} />
        <CapableItemsSection
          items={view.items}
          askCapable={askCapable}
          values={capable}
          problems={problems}
          editable={answering}
          onChange={(itemId, value) => {
            setCapable((current) => ({ ...current, [itemId]: value }));
            setProblems((current) => ({ ...current, [itemId]: null }));
          }}
        />
        <ScheduleSection view={view} />
        <RulesSection view={view} />
        <TermsSection accepted={terms} onAcceptedChange={setTerms} editable={answering} />
        <AttorneyLettersSection
          invitationId={view.invitationId}
          documents={view.documents}
          editable={view.status !== 'NOT_ATTEND' && isAuctionUpcoming(view.auction.status)}
          onChange={(documents) => setView((current) => ({ ...current, documents }))}
        />
        <AttendanceActions view={view} termsAccepted={terms} busy={busy} onAttend={() => void attend()} onNotAttend={() => setDeclining(true)} />
      </Stack>
      <NotAttendDialog open={declining} busy={busy} onSubmit={(reason) => void decline(reason)} onCancel={() => setDeclining(false)} />
      <ThankYouDialog open={thanks !== null} declined={thanks === 'decline'} onClose={() => setThanks(null)} />
    </Box>
  );
}
