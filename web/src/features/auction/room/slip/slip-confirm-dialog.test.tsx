// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderIn } from '../../../../components/retry-wait.testing';
import { SlipConfirmDialog } from './slip-confirm-dialog';
import { attemptFor, attemptSignature } from '../offers/offer-attempt.rules';
import { slipDrop } from './slip.rules';

// The slip's second confirmation (decision 197): the offer, the drop in money and percent, and
// Yes resends it as a new attempt (a new idempotency key: the refused attempt keeps its answer).

afterEach(cleanup);

const serverMessage = 'Your offer is 36,000,000.00 IDR (10.00%) lower than the leading price. Please confirm that you want to send it';

describe('SlipConfirmDialog', () => {
  it('shows the offer and its drop in money and percent, and answers Yes and No', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderIn(
      'en',
      <SlipConfirmDialog open offer="300000000" reference="340000000" currency="IDR" direction="REVERSE" message={serverMessage} busy={false} onConfirm={onConfirm} onCancel={onCancel} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Is this amount right?' });
    expect(within(dialog).getByTestId('slip-offer').textContent).toBe('300,000,000.00 IDR');
    expect(within(dialog).getByTestId('slip-drop').textContent).toBe('40,000,000.00 IDR (11.76 %) below 340,000,000.00 IDR');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, send it' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'No, change it' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('says a forward auction rise as above, in Indonesian', () => {
    renderIn('id', <SlipConfirmDialog open offer="121" reference="100" currency="IDR" direction="FORWARD" message={null} busy={false} onConfirm={() => undefined} onCancel={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Apakah jumlah ini benar?' });
    expect(within(dialog).getByTestId('slip-drop').textContent).toBe('21.00 IDR (21.00 %) di atas 100.00 IDR');
    expect(within(dialog).getByRole('button', { name: 'Ya, kirim' })).toBeTruthy();
  });

  it('keeps Yes and No disabled while the resend is on its way', () => {
    renderIn('en', <SlipConfirmDialog open offer="1" reference="2" currency="IDR" direction="REVERSE" message={null} busy onConfirm={() => undefined} onCancel={() => undefined} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Yes, send it' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'No, change it' }).disabled).toBe(true);
  });
});

describe('the slip rules', () => {
  it('computes the drop half up to 2 decimals, and nothing without a reference', () => {
    expect(slipDrop('340000000.00', '300000000')).toEqual({ amount: '40000000.00', percent: '11.76' });
    expect(slipDrop('3', '2')).toEqual({ amount: '1.00', percent: '33.33' });
    expect(slipDrop(null, '2')).toBeNull();
    expect(slipDrop('0', '2')).toBeNull();
  });

  it('makes the confirmed resend a new attempt with a new key', () => {
    const refused = attemptFor(null, attemptSignature({ totalOffer: '300000000' }), () => 'key-1');
    const confirmed = attemptFor(refused, attemptSignature({ totalOffer: '300000000', confirmSlip: true }), () => 'key-2');
    expect(confirmed.idempotencyKey).toBe('key-2');
    // A retry of the confirmed resend after no answer keeps its key.
    expect(attemptFor(confirmed, attemptSignature({ totalOffer: '300000000', confirmSlip: true }), () => 'key-3').idempotencyKey).toBe('key-2');
  });
});
