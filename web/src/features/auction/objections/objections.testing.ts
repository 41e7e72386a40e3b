import type { ObjectionsView, ObjectionView } from '@procura/domain/auction/objections/objection.rules';

// Fixtures of the objection cards' tests: the server's views and answers, and what the page sent.

export const AUCTION = 'auc-1';
/** 09/03/2026 23:59:59.999 WIB: the end of the fifth working day after an end on 02/03/2026. */
export const DEADLINE = '2026-03-09T16:59:59.999Z';

export function objection(overrides: Partial<ObjectionView> = {}): ObjectionView {
  return {
    objectionId: 'obj-1',
    auctionId: AUCTION,
    procurementVendorId: 'pv-1',
    vendorName: 'PT Vendor Satu',
    text: 'My last offer was sent before the end.',
    // 15:10:05 WIB
    createdAt: '2026-03-02T08:10:05.000Z',
    sequence: 42,
    evidence: {
      head: { sequence: 41, headHash: 'ab'.repeat(32) },
      receipts: [
        { sequence: 7, entryHash: `07${'cd'.repeat(31)}`, at: '2026-03-02T07:05:09.000Z', totalOffer: '1234567.00' },
        { sequence: 9, entryHash: `09${'ef'.repeat(31)}`, at: '2026-03-02T07:20:00.000Z', totalOffer: '1200000.50' },
      ],
      connections: [{ joinedAt: '2026-03-02T06:55:00.000Z', leftAt: null }],
    },
    answer: null,
    ...overrides,
  };
}

export function objectionsView(overrides: Partial<ObjectionsView> = {}): ObjectionsView {
  return { auctionId: AUCTION, workingDays: 5, deadline: DEADLINE, open: true, canObject: false, objections: [], serverNow: '2026-03-02T08:00:00.000Z', ...overrides };
}

/** A refusal as the server sends it. */
export function refused(status: number, param: string | null, msg: string): Response {
  return new Response(JSON.stringify({ errors: [{ param, msg }] }), { status, headers: { 'Content-Type': 'application/json' } });
}

/** What a stubbed fetch was called with: the path, the method and the JSON body. */
export function callOf(stub: { mock: { calls: unknown[][] } }, index: number) {
  const [path, init] = stub.mock.calls[index] as [string, RequestInit | undefined];
  return { path, method: init?.method ?? 'GET', body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined };
}

/** The text of what describes a field (its error and counter), by aria-describedby. */
export function descriptionOf(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}
