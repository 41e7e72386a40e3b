// @vitest-environment happy-dom
import { AUCTION_MSG } from '@procura/domain/auction/auction.messages';
import type { BuyerInvitationRow } from '@procura/domain/auction/auction.views';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { passSeconds, refusedForLimit, renderIn, serverAnswers, settle } from '../../../components/retry-wait.testing';
import { ResendInvitationDialog } from './resend-invitation-dialog';

// Resend Invitation refused by the server's one mail per vendor per 10 s: the reason and the time
// left stay in the dialog, beside Yes, which waits them out.

const row: BuyerInvitationRow = {
  invitationId: 'inv-1',
  procurementVendorId: 'pv-1',
  vendorName: 'PT Vendor Satu',
  vendorEmail: 'vendor1@example.com',
  picVendor: 'Budi',
  status: 'NOT_CONFIRMED',
  reasonNotAttend: null,
  joinedStatus: 'NOT_JOINED',
  present: false,
  resendAvailableAt: null,
  documents: [],
};

describe('Resend Invitation refused for the 10 s per vendor', () => {
  it('shows the reason and the countdown in the dialog and keeps Yes disabled until the wait ends', async () => {
    const server = serverAnswers(() => refusedForLimit(AUCTION_MSG.resendTooSoon, 4));
    const onSent = vi.fn();
    const onClose = vi.fn();
    renderIn('en', <ResendInvitationDialog auctionId="auc-1" row={row} onClose={onClose} onSent={onSent} />);
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await settle();
    expect(server).toHaveBeenCalledTimes(1);
    expect(onSent).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();

    const yes = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Yes' });
    expect(within(dialog).getByText(AUCTION_MSG.resendTooSoon)).toBeTruthy();
    expect(within(dialog).getByText('You can try again in 0:04.')).toBeTruthy();
    expect(yes.disabled).toBe(true);

    await passSeconds(4);
    expect(within(dialog).queryByText(AUCTION_MSG.resendTooSoon)).toBeNull();
    expect(yes.disabled).toBe(false);
  });
});
