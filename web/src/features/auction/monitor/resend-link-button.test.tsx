// @vitest-environment happy-dom
import { AUCTION_MSG } from '@procura/domain/auction/auction.messages';
import type { BuyerInvitationRow } from '@procura/domain/auction/auction.views';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { passSeconds, refusedForLimit, renderIn, serverAnswers, settle } from '../../../components/retry-wait.testing';
import { ResendLinkButton } from './resend-link-button';

// Resend Link Auction refused by the server's one mail per vendor per 10 s (another tab, another
// buyer of the company): the reason and the time left stay beside the button, here in Indonesian.

const invitation: BuyerInvitationRow = {
  invitationId: 'inv-1',
  procurementVendorId: 'pv-1',
  vendorName: 'PT Vendor Satu',
  vendorEmail: 'vendor1@example.com',
  picVendor: 'Budi',
  status: 'ATTEND',
  reasonNotAttend: null,
  joinedStatus: 'NOT_JOINED',
  present: false,
  resendAvailableAt: null,
  documents: [],
};

describe('Resend Link Auction refused for the 10 s per vendor', () => {
  it('shows the reason and the countdown beside the button and keeps it disabled until the wait ends', async () => {
    const server = serverAnswers(() => refusedForLimit(AUCTION_MSG.resendTooSoon, 7));
    const onSent = vi.fn();
    renderIn('id', <ResendLinkButton auctionId="auc-1" status="ON_GOING" invitation={invitation} onSent={onSent} />);
    fireEvent.click(screen.getByRole('button', { name: 'Kirim Ulang' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Ya' }));
    await settle();
    await passSeconds(0.3); // the dialog's closing transition
    expect(server).toHaveBeenCalledTimes(1);
    expect(onSent).not.toHaveBeenCalled();

    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Kirim Ulang' });
    // The question is answered: the refusal shows on the page, beside the button, not in a toast.
    expect(screen.queryByRole('dialog')).toBeNull();
    const notice = button.parentElement!;
    expect(within(notice).getByText('Mohon tunggu 10 detik sebelum mengirim email lain ke vendor ini')).toBeTruthy();
    expect(within(notice).getByText('Anda dapat mencoba lagi dalam 0:07.')).toBeTruthy();
    expect(button.disabled).toBe(true);

    await passSeconds(5);
    expect(within(notice).getByText('Anda dapat mencoba lagi dalam 0:02.')).toBeTruthy();
    expect(button.disabled).toBe(true);

    await passSeconds(2);
    expect(within(notice).queryByText(/Anda dapat mencoba lagi/)).toBeNull();
    expect(button.disabled).toBe(false);
  });
});
