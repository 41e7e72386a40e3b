// @vitest-environment happy-dom
import type { OfferReceiptLine } from '@procura/domain/auction/ledger/offer-receipt.rules';
import { formatTime } from '@procura/domain/common/dates';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderIn } from '../../../components/retry-wait.testing';
import { MyReceiptsList } from './my-receipts-list';
import { receiptsFileText, shortHash } from './receipts.rules';

// The vendor room's "My receipts" (docs/rules/auction-bidding.md#receipts): each acknowledged offer with its time (24-hour),
// its amount as money, its ledger sequence and its entry's short hash, in both languages.

const receipt = (sequence: number, at: string, totalOffer: string): OfferReceiptLine => ({
  auctionId: 'auc-1',
  at,
  totalOffer,
  sequence,
  entryHash: `${String(sequence).padStart(2, '0')}${'ab'.repeat(31)}`,
  headHash: 'cd'.repeat(32),
});
// 14:05 and 21:30 in Jakarta: a 12-hour clock would print 2:05 and 9:30.
const receipts = [receipt(2, '2026-11-24T07:05:09.120Z', '1234567.00'), receipt(7, '2026-11-24T14:30:00.000Z', '1200000.5')];

afterEach(cleanup);

describe('MyReceiptsList', () => {
  it('lists each receipt with its 24-hour time, money amount, sequence and short hash', () => {
    renderIn('en', <MyReceiptsList receipts={receipts} currency="IDR" />);
    const table = screen.getByRole('table', { name: 'My receipts' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[0]!).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Time', 'Amount', 'Sequence', 'Hash']);
    expect(rows.slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['14:05:09', '1,234,567.00 IDR', '2', shortHash(receipts[0]!.entryHash)],
      ['21:30:00', '1,200,000.50 IDR', '7', shortHash(receipts[1]!.entryHash)],
    ]);
    expect(formatTime(receipts[1]!.at)).toBe('21:30:00');
    // The whole hash is the short one's title.
    expect(within(rows[1]!).getByTitle(receipts[0]!.entryHash).textContent).toBe(`${receipts[0]!.entryHash.slice(0, 12)}…`);
  });

  it('lists each receipt on two lines on a phone, where four columns would not fit 320 px', () => {
    // A phone's width: MUI's breakpoint query answers true.
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: true, media: query, onchange: null, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined, dispatchEvent: () => false }) as MediaQueryList);
    renderIn('en', <MyReceiptsList receipts={receipts} currency="IDR" />);
    const list = screen.getByRole('list', { name: 'My receipts' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `14:05:091,234,567.00 IDRSequence 2 · Hash ${shortHash(receipts[0]!.entryHash)}`,
      `21:30:001,200,000.50 IDRSequence 7 · Hash ${shortHash(receipts[1]!.entryHash)}`,
    ]);
    expect(within(list).getByTitle(receipts[1]!.entryHash)).toBeTruthy();
    vi.restoreAllMocks();
  });

  it('speaks Indonesian and says what will appear before the first offer', () => {
    renderIn('id', <MyReceiptsList receipts={receipts} currency="IDR" />);
    const table = screen.getByRole('table', { name: 'Tanda terima saya' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Waktu', 'Jumlah', 'Urutan', 'Hash']);
    cleanup();
    renderIn('id', <MyReceiptsList receipts={[]} currency="IDR" />);
    expect(screen.getByTestId('receipts-empty').textContent).toBe('Penawaran Anda yang diterima akan tercantum di sini beserta tempatnya di ledger.');
  });

  it('saves the answer as the verifier reads it', () => {
    const view = { auctionId: 'auc-1', auctionNumber: 'AUC-1', currency: 'IDR', receipts };
    expect(JSON.parse(receiptsFileText(view))).toEqual({ data: view });
  });
});
