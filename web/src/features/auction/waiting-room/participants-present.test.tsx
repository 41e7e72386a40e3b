// @vitest-environment happy-dom
import type { BuyerInvitationRow } from '@procura/domain/auction/auction.views';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderIn } from '../../../components/retry-wait.testing';
import { ParticipantsPresent } from './participants-present';

// The waiting room's count of vendors in the room, and what it says before any vendor has confirmed.

afterEach(cleanup);

function row(partial: Partial<BuyerInvitationRow>): BuyerInvitationRow {
  return {
    invitationId: 'i',
    procurementVendorId: 'pv',
    vendorName: 'PT A',
    vendorEmail: 'a@example.com',
    picVendor: 'Ani',
    status: 'NOT_CONFIRMED',
    reasonNotAttend: null,
    joinedStatus: 'NOT_JOINED',
    present: false,
    resendAvailableAt: null,
    documents: [],
    ...partial,
  };
}

const unanswered = [row({ invitationId: '1' }), row({ invitationId: '2', status: 'NOT_ATTEND' })];

describe('ParticipantsPresent', () => {
  it('says no vendor has confirmed yet instead of 0 of 0, in English and Indonesian', () => {
    const { unmount } = renderIn('en', <ParticipantsPresent rows={unanswered} presentIds={null} />);
    expect(screen.getByTestId('participants-present').textContent).toBe('No vendor has confirmed attendance yet');
    unmount();
    renderIn('id', <ParticipantsPresent rows={[]} presentIds={null} />);
    expect(screen.getByTestId('participants-present').textContent).toBe('Belum ada vendor yang mengonfirmasi kehadiran');
  });

  it('counts the confirmed vendors in the room once one has confirmed', () => {
    renderIn('en', <ParticipantsPresent rows={[...unanswered, row({ invitationId: '3', status: 'ATTEND' }), row({ invitationId: '4', status: 'ATTEND' })]} presentIds={['3']} />);
    expect(screen.getByTestId('participants-present').textContent).toBe('Participants present: 1 of 2');
  });
});
