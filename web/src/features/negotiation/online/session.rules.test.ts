import { describe, expect, it } from 'vitest';
import { checkInvite, companyChoices } from '../spectators/invite-participant.rules';
import { currentPriceRows, initialPriceRows, newestFirst, offerPriceRows, rowsTotal } from './offer-log.rules';
import { anItem, anOffer, aRoomState } from './negotiation-state.testing';
import { EMPTY_REPORT_FORM, isReportFormComplete, withMedia } from '../report/report-form.rules';
import { chatClosedFor, sessionActions, startsBeforeSchedule } from './session-actions.rules';
import { initialsOf, visibleSpectators } from '../spectators/spectator-list.rules';

describe('session buttons', () => {
  const buttons = (state: Parameters<typeof sessionActions>[0]) => {
    const { moves, ...rest } = sessionActions(state);
    return { moves: moves.map((move) => move.to), ...rest };
  };

  it('let the buyer cancel a NOT_STARTED session and start it (the table\'s order), and invite', () => {
    expect(buttons(aRoomState('buyer', { status: 'NOT_STARTED' }))).toEqual({ moves: ['CANCELED', 'ON_GOING'], invite: true, report: false });
  });

  it('hide End Session until the vendor has offered', () => {
    expect(buttons(aRoomState('buyer')).moves).toEqual(['CANCELED']);
    expect(buttons(aRoomState('buyer', { vendorHasOffered: true })).moves).toEqual(['CANCELED', 'DONE']);
  });

  it('show nothing to the vendor or a spectator, and no invitation once DONE or CANCELED', () => {
    const none = { moves: [], invite: false, report: false };
    expect(buttons(aRoomState('vendor', { vendorHasOffered: true }))).toEqual(none);
    expect(buttons(aRoomState('spectator', { status: 'NOT_STARTED' }))).toEqual(none);
    expect(buttons(aRoomState('buyer', { status: 'DONE' }))).toEqual({ ...none, report: true });
    expect(buttons(aRoomState('buyer', { status: 'CANCELED' }))).toEqual(none);
  });

  it('call a start early only while the schedule lies ahead of the server clock', () => {
    const at = Date.parse('2026-11-25T03:00:00.000Z');
    expect(startsBeforeSchedule('2026-11-25T03:00:00.000Z', at - 1)).toBe(true);
    expect(startsBeforeSchedule('2026-11-25T03:00:00.000Z', at)).toBe(false);
    expect(startsBeforeSchedule('2026-11-25T03:00:00.000Z', at + 60_000)).toBe(false);
    expect(startsBeforeSchedule(null, at)).toBe(false);
  });

  it('close the chat with the date of the end or the cancel', () => {
    expect(chatClosedFor(aRoomState('buyer').negotiation)).toBeNull();
    expect(chatClosedFor(aRoomState('buyer', { status: 'DONE', endDate: '2026-11-25T06:00:00.000Z' }).negotiation)).toEqual({ kind: 'DONE', at: '2026-11-25T06:00:00.000Z' });
    expect(chatClosedFor(aRoomState('buyer', { status: 'CANCELED', canceledAt: '2026-11-25T07:00:00.000Z' }).negotiation)).toEqual({ kind: 'CANCELED', at: '2026-11-25T07:00:00.000Z' });
  });
});

describe('official report form', () => {
  const filled = { ...EMPTY_REPORT_FORM, letterNumber: 'L/1', letterDate: '2026-11-25', vendorOfferLetterNumber: 'V/1', vendorOfferLetterDate: '2026-11-24' };

  it('needs both letters and the media; offline media also needs the location', () => {
    expect(isReportFormComplete(EMPTY_REPORT_FORM)).toBe(false);
    expect(isReportFormComplete(filled)).toBe(false);
    expect(isReportFormComplete(withMedia(filled, 'ONLINE'))).toBe(true);
    expect(isReportFormComplete(withMedia(filled, 'OFFLINE'))).toBe(false);
    expect(isReportFormComplete({ ...withMedia(filled, 'OFFLINE'), offlineLocation: 'Jakarta' })).toBe(true);
    expect(isReportFormComplete({ ...withMedia(filled, 'ONLINE'), letterNumber: '  ' })).toBe(false);
  });

  it('clears the offline location when online is chosen', () => {
    expect(withMedia({ ...filled, negotiationMedia: 'OFFLINE', offlineLocation: 'Jakarta' }, 'ONLINE').offlineLocation).toBe('');
  });
});

describe('spectators', () => {
  const spectator = (name: string, online: boolean) => ({ accountId: name, name, email: `${name}@x.test`, companyName: 'PT X', online });

  it('show the online ones first up to the cap, the rest as +N', () => {
    const list = [spectator('Ana', false), spectator('Budi', true), spectator('Citra', true), spectator('Dewi', false), spectator('Eka', false), spectator('Fajar', true)];
    const { shown, more } = visibleSpectators(list, 4);
    expect(shown.map((s) => s.name)).toEqual(['Budi', 'Citra', 'Fajar', 'Ana']);
    expect(more).toBe(2);
    expect(visibleSpectators(list.slice(0, 2), 4).more).toBe(0);
    expect(initialsOf({ name: 'Sari Dewi Utami', email: '' })).toBe('SD');
    expect(initialsOf({ name: ' ', email: 'joko.w@x.test' })).toBe('JW');
  });

  it('check the invitation with the spec texts', () => {
    expect(checkInvite({ companyId: '', email: '' }, 'n1')).toEqual({ errors: { companyId: 'Please select the company', email: 'Please input your email address' } });
    expect(checkInvite({ companyId: 'PT Buyer', email: 'not-an-email' }, 'n1')).toEqual({ errors: { email: 'Email format is not valid' } });
    const id = '0b9c7a52-5d0e-4b53-9a57-3c1f0e2b7d11';
    expect(checkInvite({ companyId: ' PT Buyer ', email: 'sari@x.test' }, id)).toEqual({ input: { companyId: 'PT Buyer', email: 'sari@x.test', foreignKey: id, module: 'NEGOTIATION' } });
    expect(companyChoices('PT Buyer', 'PT Buyer')).toEqual(['PT Buyer']);
  });
});

describe('price dialogs and log', () => {
  const items = [anItem('a'), anItem('b', {}, '500.00')];

  it('show the initial terms, the current ones and one offer items with totals', () => {
    expect(rowsTotal(initialPriceRows(items))).toBe('15000.00');
    const offers = [anOffer(1, 'buyer', 'OFFER', [{ negotiationItem: 'a', offer: '900.00', capableQty: '2.00' }, { negotiationItem: 'b', offer: '400.00', capableQty: '3.00' }])];
    expect(rowsTotal(currentPriceRows(items, offers))).toBe('3000.00');
    expect(offerPriceRows(items, offers[0]!).map((r) => r.subtotal)).toEqual(['1800.00', '1200.00']);
    expect(offerPriceRows(items, anOffer(2, 'vendor', 'DEAL'))).toEqual([]);
  });

  it('lists the newest offer first', () => {
    expect(newestFirst([anOffer(1, 'buyer'), anOffer(3, 'buyer'), anOffer(2, 'vendor')]).map((o) => o.sequence)).toEqual([3, 2, 1]);
  });
});
