import { demoBuyerSession, snap } from '../../support/initiation';
import { attendAndEnter, fillInjuryTimeSession, newPage, offer, openNewSessionForm, signInBidders, startSoon, VENDOR_1, VENDOR_2 } from '../../support/live-auction';
import { expect, test } from '../../support/test';
import { expectNoSeriousAxeViolations } from '../../support/axe';

// The newer rules (docs/rules/auction-bidding.md#newer-rules): the demo buyer runs a 1-minute simulation (its offers never touch the demo procurement's
// prices) with proxy bidding on and the top-rank extension rule. Vendor 1 (desktop) opens, sets a
// floor and closes its browser; vendor 2 (a 390 px phone) bids and the server answers for vendor 1
// by proxy: the monitor shows the new offer and vendor 2 loses rank 1. The buyer pauses with a reason
// (the monitor and the room say Paused with the reason; no offer can be typed), announces to the
// rooms, resumes, and stops the session. The screens are looked at in English and Indonesian while
// the session is paused (a pause does not use up the session's time).

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const PAUSE_REASON = 'Checking a price question from a vendor';
const ANNOUNCEMENT = 'Prices include delivery to Jakarta; please keep to whole decrements.';

test.use({ actionTimeout: 20_000 });

test('a proxy answers for a vendor whose browser is closed; the buyer pauses, announces and resumes', async ({ newContext, request }) => {
  test.setTimeout(6 * MINUTE);
  const { first, second: phone, buyer } = await signInBidders(newContext, request);

  // A new 1-minute simulation with the newer rules: proxy bidding on (the default), only an offer
  // that takes rank 1 extends, no tie for rank 1, a decrement of 1,000,000.
  const { procurementId, form } = await openNewSessionForm(buyer);
  await fillInjuryTimeSession(form, buyer, { model: 'Simulation', duration: '1', extension: '0.25' });
  const rules = form.getByTestId('auction-rules-fields');
  await expect(rules.getByLabel('Proxy bidding')).toBeChecked();
  await expect(rules).toContainText('A vendor may set a floor');
  await rules.getByRole('combobox', { name: /^Extension Rule/ }).click();
  await buyer.getByRole('option', { name: 'Only offers that take the top N ranks, added to the planned end' }).click();
  await rules.getByLabel('Top Ranks (N)').fill('1');
  await rules.getByRole('combobox', { name: /^Tie Rule/ }).click();
  await buyer.getByRole('option', { name: 'No tie for rank 1: an offer equal to the leading price is refused' }).click();
  await expect(rules.getByLabel('Slip Warning')).toHaveValue('10');
  await snap(buyer, 'proxy-01-session-form');
  await form.getByRole('button', { name: 'Create Session' }).click();
  await expect(buyer.getByText('Auction Session has been Created')).toBeVisible();
  await expect(buyer).toHaveURL(new RegExp(`/buyer-auction/${procurementId}/[^/]+/not-started$`), { timeout: 10_000 });
  const auctionId = /\/buyer-auction\/[^/]+\/([^/]+)\/not-started/.exec(buyer.url())![1]!;

  await attendAndEnter(first, request, VENDOR_1.email, auctionId, procurementId);
  await attendAndEnter(phone, request, VENDOR_2.email, auctionId, procurementId);
  // The rules are stated before bidding, the same list in the room as in the buyer's waiting room.
  const roomRules = first.getByTestId('session-rules');
  await expect(roomRules).toContainText('1,000,000.00 IDR');
  await expect(roomRules).toContainText('An offer that takes rank 1 in the last 0.25 minute(s)');
  await expect(roomRules).toContainText('No tie for rank 1');
  await expect(roomRules).toContainText('On: you may set a floor');
  await expect(roomRules).toContainText('Open: the leading price and every offer');
  await expect(buyer.getByTestId('session-rules')).toContainText('No tie for rank 1');

  const start = await startSoon(request, auctionId);
  await expect(buyer).toHaveURL(new RegExp(`/buyer-auction/${procurementId}/${auctionId}/in-progress$`), { timeout: start.getTime() - Date.now() + 20 * SECOND });
  for (const page of [first, phone]) await expect(page.getByTestId('room-status')).toContainText('On Going');

  // Vendor 1 opens at 350,000,000, sets its floor at 330,000,000 and closes its browser.
  await offer(first, '350000000');
  await expect(first.getByTestId('room-rank')).toContainText('1 of 2');
  const floor = first.getByTestId('proxy-floor-panel');
  await expect(floor).toContainText('down to this floor, even with this page closed');
  await floor.getByTestId('proxy-floor-input').fill('330000000');
  await floor.getByTestId('proxy-floor-save').click();
  await expect(floor.getByTestId('proxy-floor-current')).toHaveText('Your floor: 330,000,000.00 IDR');
  await snap(first, 'proxy-02-vendor-floor-set');
  await first.context().close();

  // Vendor 2 offers 345,000,000: the server answers for vendor 1 at once, by proxy, within its floor.
  await offer(phone, '345000000');
  await expect(phone.getByTestId('room-rank')).toContainText('2 of 2');
  const proxied = /34[0-4],000,000\.00 IDR/;
  await expect(buyer.getByTestId('monitor-offer-log')).toContainText(proxied);
  await expect(buyer.getByTestId('monitor-offer-log').getByTestId('offer-by-proxy')).toHaveCount(1);
  await expect(phone.getByTestId('offer-log').getByTestId('offer-by-proxy')).toHaveCount(1);
  await expect(phone.getByTestId('room-leading-price')).toHaveText(proxied);
  // Nobody else sees a floor.
  await expect(phone.getByText('330,000,000.00 IDR')).toHaveCount(0);
  await expect(buyer.getByText('330,000,000.00 IDR')).toHaveCount(0);

  // Vendor 1 has left the room: after 10 s the monitor offers the spec's fewer-than-2 choice. Its
  // proxy still bids for it, so the buyer keeps the session (closes the dialog).
  const fewer = buyer.getByTestId('fewer-participants-dialog');
  await expect(fewer).toBeVisible({ timeout: 20 * SECOND });
  await fewer.getByRole('button', { name: 'Close' }).click();
  await expect(fewer).toBeHidden();

  // The buyer pauses with a reason: both screens say Paused with the reason; no offer can be typed.
  await buyer.getByTestId('pause-session').click();
  const pause = buyer.getByRole('dialog', { name: 'Pause Session' });
  await pause.getByTestId('pause-reason-input').fill('Too short');
  await pause.getByTestId('pause-confirm').click();
  await expect(pause).toContainText('The reason for pausing must be at least 10 characters');
  await pause.getByTestId('pause-reason-input').fill(PAUSE_REASON);
  await pause.getByTestId('pause-confirm').click();
  await expect(pause).toBeHidden();
  for (const page of [buyer, phone]) {
    await expect(page.getByTestId('paused-banner')).toContainText('Paused');
    await expect(page.getByTestId('paused-reason')).toContainText(PAUSE_REASON);
  }
  await expect(phone.getByTestId('offer-total-input')).toBeDisabled();
  await expect(phone.getByTestId('offer-submit')).toBeDisabled();
  await expect(phone.getByTestId('offer-paused')).toBeVisible();
  await expect(phone.getByTestId('live-announcer')).toContainText('The session is paused');
  // The paused time counts on; the time left stands still.
  const pausedFor = await phone.getByTestId('paused-time').textContent();
  const left = await phone.getByTestId('room-timer').textContent();
  await expect(phone.getByTestId('paused-time')).not.toHaveText(pausedFor!, { timeout: 5_000 });
  await expect(phone.getByTestId('room-timer')).toHaveText(left!);

  // An announcement to every room (the counter counts its characters).
  const box = buyer.getByTestId('announcement-box');
  await box.getByTestId('announcement-input').fill(ANNOUNCEMENT);
  await expect(box.getByTestId('announcement-counter')).toHaveText(`${ANNOUNCEMENT.length} of 500 characters`);
  await box.getByTestId('announcement-send').click();
  await expect(box.getByTestId('announcement')).toContainText(ANNOUNCEMENT);
  await expect(phone.getByTestId('room-announcements')).toContainText(ANNOUNCEMENT);
  await expect(phone.getByTestId('announcement').first()).toContainText(/\d{2}:\d{2}:\d{2}/);

  // The screens while paused, in English, then in Indonesian (the phone reloads; the buyer opens a second page).
  await snap(phone, 'proxy-03-phone-paused-en', { fullPage: false });
  await snap(phone, 'proxy-03-phone-paused-en-full');
  await snap(buyer, 'proxy-04-monitor-paused-en');
  await phone.evaluate(() => localStorage.setItem('language', 'id'));
  await phone.reload();
  await expect(phone.getByTestId('paused-banner')).toContainText('Dijeda');
  await expect(phone.getByTestId('paused-reason')).toContainText(PAUSE_REASON);
  await expect(phone.getByTestId('room-announcements')).toContainText(ANNOUNCEMENT);
  await expect(phone.getByTestId('session-rules')).toContainText('Tidak ada seri untuk peringkat 1');
  await snap(phone, 'proxy-05-phone-paused-id', { fullPage: false });
  await snap(phone, 'proxy-05-phone-paused-id-full');
  const buyerInIndonesian = await newPage(newContext);
  await demoBuyerSession(buyerInIndonesian);
  await buyerInIndonesian.evaluate(() => localStorage.setItem('language', 'id'));
  await buyerInIndonesian.goto(`/buyer-auction/${procurementId}/${auctionId}/in-progress`);
  await expect(buyerInIndonesian.getByTestId('paused-banner')).toContainText('Dijeda');
  await expect(buyerInIndonesian.getByTestId('announcement-box')).toContainText(ANNOUNCEMENT);
  await snap(buyerInIndonesian, 'proxy-06-monitor-paused-id');
  await buyerInIndonesian.context().close();

  // Resume: the banners go, offers are taken again.
  await buyer.getByTestId('resume-session').click();
  await buyer.getByRole('dialog', { name: 'Resume Session' }).getByRole('button', { name: 'Resume' }).click();
  for (const page of [buyer, phone]) await expect(page.getByTestId('paused-banner')).toBeHidden();
  await expect(phone.getByTestId('offer-total-input')).toBeEnabled();
  await expect(phone.getByTestId('live-announcer')).toContainText('Sesi dilanjutkan');

  // A slip: 300,000,000 is more than 10 % below the leading price, so the server asks for a second
  // confirmation that shows the drop; confirmed, the offer is taken (below vendor 1's floor: no proxy answer).
  await phone.getByTestId('offer-total-input').fill('300000000');
  await phone.getByTestId('offer-submit').click();
  await phone.getByRole('dialog', { name: 'Apakah Anda yakin?' }).getByRole('button', { name: 'Ya', exact: true }).click();
  const slip = phone.getByTestId('slip-confirm');
  await expect(slip.getByTestId('slip-drop')).toContainText(/IDR \(1\d\.\d\d %\) di bawah 34\d,000,000\.00 IDR/);
  await expect(phone.getByRole('dialog', { name: 'Apakah Anda yakin?' })).toBeHidden();
  await expect(phone.locator('.MuiDialog-container').last()).toHaveCSS('opacity', '1');
  await snap(phone, 'proxy-07-phone-slip-id', { fullPage: false });
  await phone.getByRole('button', { name: 'Ya, kirim' }).click();
  await expect(slip).toBeHidden();
  await expect(phone.getByTestId('room-rank')).toContainText('1 dari 2');

  // The phone asks to disqualify the slip after all; the buyer keeps it (decision 231) and the phone is
  // told under its offer entry. The Keep dialog and the note are checked by axe.
  await phone.getByTestId('request-disqualification').click();
  await phone.getByTestId('disqualify-reason-input').fill('Salah ketik: seharusnya 330 juta');
  await phone.getByTestId('disqualify-submit').click();
  await expect(phone.getByTestId('request-decision')).toContainText('300,000,000.00 IDR');
  const requests = buyer.getByTestId('requests-panel');
  await expect(requests).toContainText('Salah ketik: seharusnya 330 juta');
  await requests.getByTestId('keep-offer').first().click();
  const keep = buyer.getByRole('dialog', { name: 'Keep the offer?' });
  await expect(keep).toContainText('300,000,000.00 IDR');
  await expectNoSeriousAxeViolations(buyer, 'buyer monitor, Keep dialog');
  await snap(buyer, 'proxy-08-monitor-keep-dialog');
  await keep.getByTestId('keep-offer-submit').click();
  await expect(keep).toBeHidden();
  await expect(requests).toContainText('No offer is waiting for a decision.');
  await expect(phone.getByTestId('request-decision')).toContainText('Pembeli menolak mendiskualifikasi penawaran Anda sebesar 300,000,000.00 IDR: penawaran tetap sah');
  await expect(phone.getByTestId('offer-log').getByTestId('offer-kept')).toHaveText('Dipertahankan pembeli: tetap sah');
  await expect(buyer.getByTestId('monitor-offer-log').getByTestId('offer-kept-mark')).toContainText('Kept after the vendor asked to disqualify it');
  await expect(phone.getByTestId('room-rank')).toContainText('1 dari 2');
  await expectNoSeriousAxeViolations(phone, 'vendor room, request kept (id, 390 px)');
  await snap(phone, 'proxy-09-phone-request-kept-id', { fullPage: false });

  // The buyer stops the simulation, so the demo procurement is free for the next journey.
  await buyer.getByTestId('stop-session').click();
  await buyer.getByRole('dialog', { name: 'Stop Session' }).getByRole('button', { name: 'Yes' }).click();
  await buyer.getByTestId('stop-reason-input').fill('Journey over: proxy and pause checked');
  await buyer.getByTestId('stop-reason-submit').click();
  await expect(buyer.getByTestId('monitor-status')).toContainText('Done');
  await expect(phone.getByTestId('room-status')).toContainText('Selesai');
});
