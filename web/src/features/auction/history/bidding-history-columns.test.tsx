// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable } from '../../../components/data-table/data-table';
import { renderIn } from '../../../components/retry-wait.testing';
import { biddingHistoryColumns, type NumberedBid } from './bidding-history-columns';

// The Bidding History's marks (decisions 183, 191): an offer a proxy placed and one its vendor
// confirmed past the slip warning carry a mark beside their state, in the reader's language.

afterEach(cleanup);

function bid(no: number, totalOffer: string, marks: Partial<Pick<NumberedBid, 'byProxy' | 'confirmedSlip' | 'status' | 'disqualifyReason'>> = {}): NumberedBid {
  return {
    no,
    offerId: `offer-${no}`,
    auctionId: 'auction-1',
    auctionNumber: 'AUC-MJAB-2026-00001',
    vendorId: `vendor-${no % 2}`,
    vendorName: no % 2 ? 'PT Andalan Teknologi' : 'PT Bintang Niaga',
    sequence: no,
    totalOffer,
    // 23:59:01.234 in Jakarta.
    createdAt: '2026-11-26T16:59:01.234Z',
    status: 'ACCEPTED',
    disqualifyReason: null,
    byProxy: false,
    confirmedSlip: false,
    ...marks,
  };
}

const ROWS = [
  bid(1, '299000000.00'),
  bid(2, '239200000.00', { confirmedSlip: true }),
  bid(3, '238200000.00', { byProxy: true }),
  bid(4, '230000000.00', { byProxy: true, confirmedSlip: true, status: 'DISQUALIFIED', disqualifyReason: 'One zero too few' }),
];

function renderTable(language: 'en' | 'id') {
  renderIn(language, <DataTable aria-label="Bidding History" columns={biddingHistoryColumns('IDR', language)} rows={ROWS} rowKey={(row) => row.offerId} />);
  const [, ...rows] = within(screen.getByRole('table', { name: 'Bidding History' })).getAllByRole('row');
  return rows.map((row) => {
    const status = within(row).getAllByRole('cell').at(-1)!;
    return [
      within(status).queryByTestId('history-by-proxy')?.textContent ?? null,
      within(status).queryByTestId('history-slip-confirmed')?.textContent ?? null,
    ];
  });
}

describe('the bidding history marks', () => {
  it('mark the offers a proxy placed and those confirmed past the slip warning, in English', () => {
    expect(renderTable('en')).toEqual([
      [null, null],
      [null, 'slip warning confirmed'],
      ['by proxy', null],
      ['by proxy', 'slip warning confirmed'],
    ]);
    const rows = screen.getAllByRole('row');
    // The state and the reason stay, and the time is the Jakarta clock's.
    expect(within(rows[4]!).getByText('Disqualified')).toBeTruthy();
    expect(within(rows[4]!).getByText('One zero too few')).toBeTruthy();
    expect(within(rows[1]!).getByText('26/11/2026 23:59:01.234 WIB')).toBeTruthy();
  });

  it('say the same in Indonesian', () => {
    expect(renderTable('id')).toEqual([
      [null, null],
      [null, 'peringatan salah ketik dikonfirmasi'],
      ['oleh proksi', null],
      ['oleh proksi', 'peringatan salah ketik dikonfirmasi'],
    ]);
    expect(within(screen.getAllByRole('row')[3]!).getByText('Diterima')).toBeTruthy();
  });
});
