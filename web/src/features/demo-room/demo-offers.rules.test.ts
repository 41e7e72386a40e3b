import type { DemoOffer } from '@procura/domain/demo-room/demo-room.schemas';
import { describe, expect, it } from 'vitest';
import { mergeDemoOffers } from './demo-offers.rules';

const offer = (id: number, createdAt: string, username = 'Budi'): DemoOffer => ({ id, username, price: '100.00', createdAt });

describe('demo room offer list', () => {
  it('shows a live offer once even when the fetch or the ack brings it again', () => {
    const live = offer(2, '2026-03-01T03:00:01.000Z');
    const list = mergeDemoOffers(mergeDemoOffers([], [live]), [live, offer(1, '2026-03-01T03:00:00.000Z')]);
    expect(list.map((o) => o.id)).toEqual([2, 1]);
  });

  it('puts the newest first, and the later id first within the same instant', () => {
    const list = mergeDemoOffers([offer(1, '2026-03-01T03:00:00.000Z')], [offer(3, '2026-03-01T02:59:59.000Z'), offer(2, '2026-03-01T03:00:00.000Z')]);
    expect(list.map((o) => o.id)).toEqual([2, 1, 3]);
  });

  it('keeps as many offers as the server lists', () => {
    const many = Array.from({ length: 250 }, (_, i) => offer(i + 1, new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString()));
    const list = mergeDemoOffers([], many);
    expect(list).toHaveLength(200);
    expect(list[0]?.id).toBe(250);
  });
});
