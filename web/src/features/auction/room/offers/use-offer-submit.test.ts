// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AUCTION_MSG } from '@procura/domain/auction/auction.messages';
import type { MakeOfferInput } from '@procura/domain/auction/auction.schemas';
import type { MakeOfferResult } from '@procura/domain/auction/auction.views';
import type { Ack } from '@procura/domain/realtime/realtime.ack';
import { useOfferSubmit } from './use-offer-submit';

const BUSY: Ack<MakeOfferResult> = { errors: [{ param: null, msg: AUCTION_MSG.sessionBusy }] };
const ACCEPTED = { data: { offer: {}, state: {} } } as unknown as Ack<MakeOfferResult>;

describe('useOfferSubmit and a busy session', () => {
  it('asks once more with the same key, without showing the busy answer', async () => {
    const makeOffer = vi.fn<(input: MakeOfferInput) => Promise<Ack<MakeOfferResult>>>().mockResolvedValueOnce(BUSY).mockResolvedValueOnce(ACCEPTED);
    const { result } = renderHook(() => useOfferSubmit(makeOffer));
    let answer: MakeOfferResult | null = null;
    await act(async () => {
      answer = await result.current.send({ totalOffer: '900000.00' });
    });
    expect(answer).toEqual({ offer: {}, state: {} });
    expect(makeOffer).toHaveBeenCalledTimes(2);
    expect(makeOffer.mock.calls[1]![0].idempotencyKey).toBe(makeOffer.mock.calls[0]![0].idempotencyKey);
    expect(JSON.stringify(result.current.errors)).not.toContain(AUCTION_MSG.sessionBusy);
  });

  it('shows a second busy answer and asks no third time', async () => {
    const makeOffer = vi.fn<(input: MakeOfferInput) => Promise<Ack<MakeOfferResult>>>().mockResolvedValue(BUSY);
    const { result } = renderHook(() => useOfferSubmit(makeOffer));
    let answer: MakeOfferResult | null = {} as MakeOfferResult;
    await act(async () => {
      answer = await result.current.send({ totalOffer: '900000.00' });
    });
    expect(answer).toBeNull();
    expect(makeOffer).toHaveBeenCalledTimes(2);
    expect(JSON.stringify(result.current.errors)).toContain(AUCTION_MSG.sessionBusy);
  });
});
