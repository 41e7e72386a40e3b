import { NEGOTIATION_MSG } from '@procura/domain/negotiation/negotiation.messages';
import type { NegotiationItemView, NegotiationLogView } from '@procura/domain/negotiation/negotiation.views';
import { describe, expect, it } from 'vitest';
import { batchFormErrors, firstPerField, translateBatchMessage, type BatchFormValues } from './batch-form.rules';
import {
  canceledBanner,
  canSchedule,
  confirmationOf,
  isBatchEditable,
  NEW_BATCH_ACTIONS,
  orderActions,
  outcomeOf,
  rowTarget,
  scheduleText,
  toggleItem,
  vendorIdsFromQuery,
  vendorStatusShown,
} from './negotiation-batch.rules';
import { logsPayload, logsValid, rowProblems, rowsFromLogs, splitRemoval, type LogRow } from './price/negotiation-log.rules';
import { generalProblem, initialEntries, itemProblem, pricePayload, pricesProblems, priceActionsAllowed, subtotalOf, totalOf } from './price/negotiation-price.rules';

const label = { en: 'x', id: 'x' };

describe('the batch screen statuses', () => {
  it('lets info, items and vendors be edited only while the batch is new or a draft', () => {
    expect(isBatchEditable('NEW')).toBe(true);
    expect(isBatchEditable('DRAFT')).toBe(true);
    for (const status of ['ON_GOING', 'DONE', 'CANCELED'] as const) expect(isBatchEditable(status)).toBe(false);
  });

  it('offers a new batch the domain table moves: save as draft and create session', () => {
    expect(NEW_BATCH_ACTIONS.map((action) => action.status)).toEqual(['DRAFT', 'ON_GOING']);
  });

  it('puts the cancel buttons first and keeps the others in the server order', () => {
    const next = [
      { status: 'DONE' as const, label },
      { status: 'CANCELED' as const, label, needsReason: true }, // as the server answers a cancel move
    ];
    expect(orderActions(next).map((action) => action.status)).toEqual(['CANCELED', 'DONE']);
  });

  it('asks the spec confirmations, a reason only to cancel, and saves a draft directly', () => {
    expect(confirmationOf('ON_GOING')?.title).toBe('Create negotiation session?');
    expect(confirmationOf('DELETE')?.title).toBe('Delete negotiation session?');
    expect(confirmationOf('CANCELED')).toMatchObject({ title: 'Cancel Session?', needsReason: true });
    expect(confirmationOf('DONE')).toMatchObject({ title: 'Are you sure to end this session?', needsReason: false });
    expect(confirmationOf('DRAFT')).toBeNull();
  });

  it('tells the result of each action and where the screen goes', () => {
    expect(outcomeOf('DRAFT', false)).toEqual({ toast: NEGOTIATION_MSG.savedAsDraft, then: 'form', delayMs: 2000 });
    expect(outcomeOf('DRAFT', true).toast).toBe(NEGOTIATION_MSG.infoUpdated);
    expect(outcomeOf('ON_GOING', false).then).toBe('session-created');
    expect(outcomeOf('DELETE', true)).toMatchObject({ toast: NEGOTIATION_MSG.deleted, then: 'form' });
    expect(outcomeOf('DONE', true)).toMatchObject({ toast: NEGOTIATION_MSG.ended, then: 'form' });
    expect(outcomeOf('CANCELED', true)).toMatchObject({ toast: null, then: 'form' });
  });
});

describe('the batch selections', () => {
  it('keeps one item in a unit-price batch: checking another replaces it', () => {
    expect(toggleItem('UNIT_PRICE', ['a'], 'b')).toEqual(['b']);
    expect(toggleItem('UNIT_PRICE', ['a'], 'a')).toEqual([]);
    expect(toggleItem('TOTAL_PRICE', ['a'], 'b')).toEqual(['a', 'b']);
  });

  it('reads the vendors of Go To Negotiation from the address without blanks or repeats', () => {
    expect(vendorIdsFromQuery('a, b,,a')).toEqual(['a', 'b']);
    expect(vendorIdsFromQuery(null)).toEqual([]);
  });
});

describe('the vendor negotiation table', () => {
  const online = { status: 'ON_GOING' as const, negotiationType: 'ONLINE' as const };

  it('opens the online session for a running online batch once the vendor is scheduled', () => {
    for (const status of ['NOT_STARTED', 'ON_GOING', 'DONE', 'CANCELED'] as const) expect(rowTarget(online, status)).toBe('online-session');
    expect(rowTarget(online, 'NOT_SCHEDULED')).toBe('price-dialog');
  });

  it('always opens the price dialog for an offline batch, and for a batch not running', () => {
    expect(rowTarget({ status: 'ON_GOING', negotiationType: 'OFFLINE' }, 'ON_GOING')).toBe('price-dialog');
    expect(rowTarget({ status: 'DONE', negotiationType: 'ONLINE' }, 'DONE')).toBe('price-dialog');
  });

  it('lets a schedule be set only in a running batch for a vendor without a start', () => {
    expect(canSchedule('ON_GOING', { startDate: null, status: 'NOT_SCHEDULED' })).toBe(true);
    expect(canSchedule('ON_GOING', { startDate: '2026-12-01T03:00:00.000Z', status: 'NOT_STARTED' })).toBe(false);
    expect(canSchedule('CANCELED', { startDate: null, status: 'NOT_SCHEDULED' })).toBe(false);
  });

  it("shows '-' for a vendor never scheduled in a canceled batch, and for no schedule", () => {
    expect(vendorStatusShown('CANCELED', 'NOT_SCHEDULED')).toBe('-');
    expect(vendorStatusShown('ON_GOING', 'NOT_SCHEDULED')).toBe('NOT_SCHEDULED');
    expect(scheduleText({ startDate: null })).toBe('-');
    expect(scheduleText({ startDate: '2026-12-01T03:05:00.000Z' })).toBe('01/12/2026 10:05');
  });

  it('writes the canceled banner as who and dd/mm/yyyy HH:MM with the reason', () => {
    expect(canceledBanner({ canceledBy: 'Budi', canceledAt: '2026-12-01T03:05:00.000Z', cancelReason: 'Budget cut' })).toEqual({
      who: 'Budi',
      at: '01/12/2026 10:05',
      reason: 'Budget cut',
    });
    expect(canceledBanner({ canceledBy: null, canceledAt: null, cancelReason: null })).toBeNull();
    expect(canceledBanner({ canceledBy: 'Budi', canceledAt: null, cancelReason: '<p>Vendor <b>left</b></p>' })?.reason).toBe('Vendor left');
  });
});

describe('the batch form', () => {
  const range = { start: '2026-12-01T01:00:00.000Z', end: '2026-12-31T10:00:00.000Z' };
  const complete: BatchFormValues = {
    negotiationType: 'OFFLINE',
    startDate: '2026-12-02T01:00:00.000Z',
    endDate: '2026-12-03T01:00:00.000Z',
    itemIds: ['i1'],
    vendorIds: ['v1'],
  };

  it('needs type, schedule, items and vendors to create the session, with the spec texts', () => {
    const errors = batchFormErrors({ negotiationType: null, startDate: null, endDate: null, itemIds: [], vendorIds: [] }, range, true);
    expect(errors).toEqual({
      negotiationType: NEGOTIATION_MSG.typeRequired,
      startDate: NEGOTIATION_MSG.scheduleRequired,
      itemIds: NEGOTIATION_MSG.itemsRequired,
      vendorIds: NEGOTIATION_MSG.vendorsRequired,
    });
    expect(batchFormErrors(complete, range, true)).toEqual({});
  });

  it('saves a draft with empty fields but still refuses a start outside the procurement period', () => {
    expect(batchFormErrors({ ...complete, negotiationType: null, itemIds: [], vendorIds: [] }, range, false)).toEqual({});
    const early = batchFormErrors({ ...complete, startDate: '2026-11-30T01:00:00.000Z' }, range, false);
    expect(early.startDate).toBe('Please input start date between 01 December 2026 08:00 and 31 December 2026 17:00');
  });

  it('translates a filled range message from its template', () => {
    const msg = 'Please input start date between 01 December 2026 08:00 and 31 December 2026 17:00';
    const translated = translateBatchMessage(msg, range, (key) => (key === NEGOTIATION_MSG.startDateBetween ? 'antara {start} dan {end}' : key));
    expect(translated).toBe('antara 01 December 2026 08:00 dan 31 December 2026 17:00');
    expect(translateBatchMessage('Other', range, (key) => `id:${key}`)).toBe('id:Other');
  });

  it('keeps the first server message of each known field', () => {
    expect(firstPerField([{ param: 'startDate', msg: 'a' }, { param: 'startDate', msg: 'b' }, { param: null, msg: 'c' }])).toEqual({ startDate: 'a' });
  });
});

function item(id: string, values: { quantity?: string; lastPrice?: string | null; finalPrice?: string | null } = {}): NegotiationItemView {
  return {
    _id: id,
    procurementItemId: `p-${id}`,
    procurementItem: { itemCode: id.toUpperCase(), itemName: `Item ${id}`, quantity: values.quantity ?? '2', minCapableQty: '1', uom: 'PCS', prLine: null, pricePerUnit: '100.00' },
    lastPrice: values.lastPrice ?? null,
    initialPrice: '100.00',
    initialCapableQty: values.quantity ?? '2',
    finalPrice: values.finalPrice ?? null,
    capableQty: null,
    subTotal: null,
    newSubtotal: null,
  };
}

describe('the negotiation price dialog', () => {
  const items = [item('a', { lastPrice: '100.00' }), item('b', { quantity: '3', lastPrice: '50.00' })];

  it('starts from the stored final prices as the mask shows them', () => {
    expect(initialEntries([item('a', { finalPrice: '1234.5' })])).toEqual({ a: { finalPrice: '1,234.50', capableQty: '2' } });
  });

  it('computes subtotals and the total from the typed prices', () => {
    const entries = { a: { finalPrice: '90', capableQty: '' }, b: { finalPrice: '1,000.50', capableQty: '' } };
    expect(subtotalOf(items[0]!, entries.a)).toBe('180.00');
    expect(subtotalOf(items[1]!, entries.b)).toBe('3001.50');
    expect(totalOf(items, entries)).toBe('3181.50');
    expect(subtotalOf(items[0]!, { finalPrice: '', capableQty: '' })).toBeNull();
  });

  it("refuses an empty price with 'Couldn't send 0 offer' on its row", () => {
    const problems = pricesProblems('TOTAL_PRICE', items, { a: { finalPrice: '', capableQty: '' }, b: { finalPrice: '1', capableQty: '' } }, null);
    expect(problems).toEqual([{ param: 'items.0.finalPrice', msg: NEGOTIATION_MSG.zeroOffer }]);
  });

  it("needs a total-price total below the vendor's last total", () => {
    const entries = { a: { finalPrice: '100', capableQty: '' }, b: { finalPrice: '50', capableQty: '' } };
    expect(pricesProblems('TOTAL_PRICE', items, entries, '350.00')).toEqual([{ param: 'items', msg: NEGOTIATION_MSG.finalBelowVendorLast }]);
    expect(pricesProblems('TOTAL_PRICE', items, entries, '351.00')).toEqual([]);
  });

  it('needs each unit price below the last auction price for unit-price bidding', () => {
    const entries = { a: { finalPrice: '100', capableQty: '' }, b: { finalPrice: '49', capableQty: '' } };
    expect(pricesProblems('UNIT_PRICE', items, entries, null)).toEqual([{ param: 'items.0.finalPrice', msg: NEGOTIATION_MSG.finalBelowAuctionLast }]);
  });

  it('sends the prices as amounts with the capable quantity when typed', () => {
    const payload = pricePayload('n1', items, { a: { finalPrice: '1,000', capableQty: '2' }, b: { finalPrice: '5', capableQty: '' } });
    expect(payload).toEqual({ negotiation: 'n1', items: [{ _id: 'a', finalPrice: '1000.00', capableQty: '2' }, { _id: 'b', finalPrice: '5.00' }] });
  });

  it('puts row messages under their inputs and the others above the table', () => {
    const problems = [
      { param: 'items.1.capableQty', msg: 'qty' },
      { param: 'items.0.finalPrice', msg: 'price' },
      { param: 'items', msg: 'total' },
    ];
    expect(itemProblem(problems, 0)).toBe('price');
    expect(itemProblem(problems, 1, 'capableQty')).toBe('qty');
    expect(generalProblem(problems)).toBe('total');
    expect(generalProblem([{ param: null, msg: 'closed' }])).toBe('closed');
  });

  it('acts only when both the negotiation and the batch run', () => {
    expect(priceActionsAllowed('ON_GOING', 'ON_GOING')).toBe(true);
    expect(priceActionsAllowed('ON_GOING', 'DONE')).toBe(false);
    expect(priceActionsAllowed('DONE', 'ON_GOING')).toBe(false);
  });
});

describe('the negotiation log editor', () => {
  const log = (id: string, buyerOffer: string | null, vendorOffer: string | null): NegotiationLogView => ({ _id: id, negotiationId: 'n1', buyerOffer, vendorOffer, createdAt: '' });
  const row = (key: string, id: string | null, buyerOffer = '', vendorOffer = ''): LogRow => ({ key, _id: id, buyerOffer, vendorOffer });

  it('shows zero as empty', () => {
    expect(rowsFromLogs([log('l1', '0.00', '1500.00')])).toEqual([row('l1', 'l1', '', '1,500.00')]);
  });

  it('judges the buyer price at most the final and the vendor price at least, and blocks saving', () => {
    expect(rowProblems(row('r', null, '1,001', '999'), '1000.00').map((p) => p.msg)).toEqual([NEGOTIATION_MSG.buyerLogTooHigh, NEGOTIATION_MSG.vendorLogTooLow]);
    expect(logsValid([row('r', null, '1,000', '1,000')], '1000.00')).toBe(true);
    expect(logsValid([row('r', null, '1,001', '')], '1000.00')).toBe(false);
    expect(logsValid([row('r', null, '5', '1')], null)).toBe(true);
  });

  it('sends empty and zero values as null', () => {
    expect(logsPayload('n1', [row('r', 'l1', '0', '1,200.5')])).toEqual({ negotiationId: 'n1', logs: [{ _id: 'l1', buyerOffer: null, vendorOffer: '1200.50' }] });
  });

  it('removes unsaved rows locally and names the saved ones for the server', () => {
    const rows = [row('l1', 'l1'), row('new-1', null), row('new-2', null)];
    expect(splitRemoval(rows, ['l1', 'new-1'])).toEqual({ keep: [row('l1', 'l1'), row('new-2', null)], serverIds: ['l1'] });
  });
});
