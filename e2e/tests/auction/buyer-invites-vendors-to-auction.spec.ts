import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import {
  addItemWithDialog,
  addVendor,
  applyNewInitiation,
  attachItems,
  choose,
  demoBuyerSession,
  fillNewInitiation,
  jakartaDateTime,
  pageHeader,
  section,
  setProcurementPeriod,
  snap,
  toast,
  toMinute,
  typeDateTime,
} from '../../support/initiation';
import { newPage, startAfter, startSoon } from '../../support/live-auction';
import { signInWithCode } from '../../support/one-time-code';
import { uniqueEmail, waitForMailLink } from '../../support/outbox';
import { expect, test } from '../../support/test';

// A buyer creates a live auction session; the invitations go out by mail; two vendors
// attend from their attendance links (one with a letter of attorney, one on a phone), the third
// declines from its decline link; the buyer's waiting room follows every answer live and moves to
// the in-progress page at the start time.

const MINUTE = 60_000;
const LAPTOP = { width: 1280, height: 900 };
const DAY = 24 * 60 * MINUTE;
const LETTER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/npwp.pdf');
const PHONE = { width: 390, height: 844 };

const VENDORS = [
  { name: 'PT Baja Konstruksi', email: uniqueEmail('baja'), phone: '81234500101', city: 'Jakarta', pic: 'Budi Santoso' },
  { name: 'CV Semen Nusantara', email: uniqueEmail('semen'), phone: '81234500102', city: 'Surabaya', pic: 'Citra Dewi' },
  { name: 'PT Pasir Abadi', email: uniqueEmail('pasir'), phone: '81234500103', city: 'Medan', pic: 'Dedi Kurnia' },
] as const;

/** A vendor follows a link from its mail: the sign-in page first (with prev), then the page of the link. */
async function followLinkAndSignIn(page: Page, request: Parameters<typeof signInWithCode>[1], link: string, email: string, screenshot: string): Promise<void> {
  const target = new URL(link);
  await page.goto(target.pathname + target.search);
  await expect(page).toHaveURL(/\/vendor-login\?prev=/);
  await snap(page, screenshot);
  await signInWithCode(page, request, email, { onLoginPage: true });
  await expect(page).toHaveURL(new RegExp(target.pathname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
}

test('a buyer invites three vendors; two attend, one declines, and the waiting room follows live until the start', async ({ newContext, request }) => {
  test.setTimeout(6 * MINUTE);
  const buyer = await newPage(newContext, LAPTOP);
  const name = `Warehouse Steel ${Date.now().toString(36)}`;

  // A submitted procurement (least cost, single winner, total price) with one item and three vendors.
  await demoBuyerSession(buyer);
  await buyer.goto('/initiation');
  await buyer.getByRole('button', { name: 'New Initiation' }).click();
  const dialog = buyer.getByRole('dialog', { name: 'New Initiation' });
  await fillNewInitiation(buyer, dialog, {
    name,
    negotiationType: 'Reverse Auction',
    evaluationMethod: 'Least Cost System',
    winnerType: 'Single Winner',
    biddingType: /^Total Price$/,
    currencyType: 'Single Currency',
    currency: /^IDR\b/,
    priceIncludeTax: false,
  });
  const procurementId = await applyNewInitiation(buyer, dialog);
  await setProcurementPeriod(buyer, toMinute(new Date(Date.now() - 5 * MINUTE)), toMinute(new Date(Date.now() + 10 * DAY)));
  const itemDialog = await addItemWithDialog(buyer, {
    code: 'STL-H200',
    name: 'H-Beam 200',
    prNumber: 'PR-2026-0090',
    prLine: '1',
    quantity: '40',
    uom: 'Ton',
    pricePerUnit: '14500000',
    specification: 'SS400, 12 m lengths',
  });
  await itemDialog.getByRole('button', { name: 'Save' }).click();
  await expect(itemDialog).toBeHidden();
  for (const vendor of VENDORS) await addVendor(buyer, vendor);
  for (const vendor of VENDORS) await attachItems(buyer, vendor.name, ['H-Beam 200']);
  await buyer.getByRole('button', { name: 'Submit', exact: true }).click();
  await buyer.getByRole('dialog', { name: 'Submit Initiation' }).getByRole('button', { name: 'Submit' }).click();
  const submitted = buyer.getByRole('dialog', { name: 'Submit Success' });
  await expect(submitted).toBeVisible();
  await submitted.getByRole('button', { name: 'Create Auction Session' }).click();

  // The session form: created for real, starting on the first whole minute 150 s or more ahead
  // (the vendors answer before the start; the attendance closes then).
  await expect(buyer).toHaveURL(new RegExp(`/initiation/form/${procurementId}/auction/form$`));
  const form = buyer.getByRole('main');
  await choose(form, buyer, 'Auction Type', 'Open');
  await choose(form, buyer, 'Auction Model', 'Real Time');
  await choose(form, buyer, 'Period Type', 'Limited Time');
  await form.getByLabel('Initial Price').fill('580000000');
  await form.getByLabel('Minimal Decrement').fill('1000000');
  const vendorPicker = form.getByRole('group', { name: 'Vendors' });
  for (const vendor of VENDORS) await vendorPicker.getByRole('checkbox', { name: new RegExp(vendor.name) }).check();
  const start = startAfter(150_000);
  const end = new Date(start.getTime() + 10 * MINUTE);
  await typeDateTime(form, 'Start Time', start);
  await typeDateTime(form, 'End Time', end);
  await snap(buyer, 'live-01-session-form');
  await form.getByRole('button', { name: 'Create Session' }).click();
  await expect(buyer.getByText('Auction Session has been Created')).toBeVisible();
  await snap(buyer, 'live-02-session-created', { fullPage: false });

  // The waiting room: number, status, the due date (the start), the countdown, every vendor not confirmed.
  await expect(buyer).toHaveURL(new RegExp(`/buyer-auction/${procurementId}/[^/]+/not-started$`), { timeout: 10_000 });
  const auctionId = /\/buyer-auction\/[^/]+\/([^/]+)\/not-started/.exec(buyer.url())?.[1];
  if (!auctionId) throw new Error(`no auction id in ${buyer.url()}`);
  await expect(pageHeader(buyer).getByRole('heading', { name: /^AUC-/, level: 1 })).toBeVisible();
  await expect(pageHeader(buyer).getByText('Not Started', { exact: true })).toBeVisible();
  await expect(buyer.getByTestId('due-date')).toContainText(jakartaDateTime(start));
  await expect(buyer.getByRole('timer')).toContainText(/\d{2}:\d{2}:\d{2}/);
  const table = buyer.getByRole('table', { name: 'Vendor List' });
  const rowOf = (vendor: (typeof VENDORS)[number]) => table.getByRole('row', { name: new RegExp(vendor.name) });
  for (const vendor of VENDORS) await expect(rowOf(vendor).getByTestId('attend-confirmation')).toHaveText('Not Confirmed');
  // Vendor names in order.
  await expect(table.getByRole('row').nth(1)).toContainText(VENDORS[1].name);
  await snap(buyer, 'live-03-waiting-room');

  // A letter of attorney not uploaded yet: '-', no button that only says there is nothing.
  await expect(rowOf(VENDORS[0]).getByTestId('no-letter')).toHaveText('-');
  await expect(rowOf(VENDORS[0]).getByRole('button', { name: 'View' })).toHaveCount(0);

  // Vendor 1 follows its attendance link, signs in by code, uploads a letter, agrees and attends.
  const first = await newPage(newContext, LAPTOP);
  const firstLink = await waitForMailLink(request, VENDORS[0].email, /\/vendor-auction\/attendance-confirmation\//);
  expect(firstLink).toContain(`/vendor-auction/attendance-confirmation/${procurementId}/`);
  await followLinkAndSignIn(first, request, firstLink, VENDORS[0].email, 'live-04a-vendor-login-from-link');
  await expect(first.getByRole('heading', { name: 'Attendance Confirmation', level: 1 })).toBeVisible();
  await expect(first.getByRole('region', { name: 'Procurement Info' })).toContainText(name);
  await expect(first.getByRole('region', { name: 'Item List' })).toContainText('H-Beam 200');
  await expect(first.getByRole('region', { name: 'Auction Schedule' })).toContainText(jakartaDateTime(start));
  const attend = first.getByRole('button', { name: 'Attend', exact: true });
  await expect(attend).toBeDisabled();
  await first.getByTestId('attorney-letter-input').setInputFiles(LETTER);
  const letters = first.getByRole('region', { name: 'Letter of Attorney' });
  await expect(letters).toContainText('npwp.pdf');
  await expect(letters).toContainText(/\d+\.\d{2} Kb/);
  await first.getByRole('checkbox', { name: 'I have read and agree to the terms and conditions' }).check();
  await snap(first, 'live-04-vendor-attendance');
  await attend.click();
  await expect(first.getByText('Thank you for your confirmation')).toBeVisible();
  await snap(first, 'live-05-vendor-thank-you', { fullPage: false });
  await first.getByRole('button', { name: 'OK' }).click();
  await expect(first.getByTestId('attendance-answer')).toContainText('Attend');

  // The buyer sees it without a reload, with the letter to download.
  await expect(rowOf(VENDORS[0]).getByTestId('attend-confirmation')).toHaveText('Attend');
  await expect(rowOf(VENDORS[0])).toContainText('npwp.pdf');

  // Vendor 1 goes to the room from its home page; the buyer sees it there.
  await first.goto('/vendor-auction/join');
  const card = first.getByTestId('invitation-card').filter({ hasText: name });
  await expect(card).toContainText('Attend');
  await snap(first, 'live-06-vendor-home');
  await card.getByRole('link', { name: 'Waiting room' }).click();
  await expect(first).toHaveURL(new RegExp(`/vendor-auction/session/${auctionId}$`));
  await expect(first.getByTestId('room-status')).toContainText('Not Started');
  await expect(first.getByRole('timer')).toBeVisible();
  await snap(first, 'live-07-vendor-room-waiting');
  await expect(rowOf(VENDORS[0]).getByTestId('joined-status')).toContainText('In room');

  // Vendor 2, on a phone, attends without a letter and waits in the room.
  const second = await newPage(newContext, PHONE);
  const secondLink = await waitForMailLink(request, VENDORS[1].email, /\/vendor-auction\/attendance-confirmation\//);
  await followLinkAndSignIn(second, request, secondLink, VENDORS[1].email, 'live-08a-phone-login-from-link');
  await expect(second.getByRole('heading', { name: 'Attendance Confirmation', level: 1 })).toBeVisible();
  // Nothing wider than the phone.
  expect(await second.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await second.getByRole('button', { name: 'Read in a window' }).click();
  const terms = second.getByRole('dialog', { name: 'Terms and Conditions' });
  await expect(terms).toContainText('binding');
  await snap(second, 'live-08-phone-terms', { fullPage: false });
  await terms.getByRole('button', { name: 'Close' }).last().click();
  await second.getByRole('checkbox', { name: 'I have read and agree to the terms and conditions' }).check();
  await snap(second, 'live-09-phone-attendance');
  await second.getByRole('button', { name: 'Attend', exact: true }).click();
  await expect(second.getByText('Thank you for your confirmation')).toBeVisible();
  await second.getByRole('button', { name: 'OK' }).click();
  await expect(rowOf(VENDORS[1]).getByTestId('attend-confirmation')).toHaveText('Attend');
  await second.goto(`/vendor-auction/session/${auctionId}`);
  await expect(second.getByTestId('room-status')).toContainText('Not Started');
  await snap(second, 'live-10-phone-room-waiting');
  await expect(rowOf(VENDORS[1]).getByTestId('joined-status')).toContainText('In room');

  // Vendor 3 declines from its decline link.
  const third = await newPage(newContext, LAPTOP);
  const declineLink = await waitForMailLink(request, VENDORS[2].email, /\/vendor-auction\/not-attend\//);
  expect(declineLink).toContain(`/vendor-auction/not-attend/${auctionId}/`);
  await followLinkAndSignIn(third, request, declineLink, VENDORS[2].email, 'live-11a-vendor-login-from-decline-link');
  await expect(third.getByRole('heading', { name: 'Not Attend Confirmation', level: 1 })).toBeVisible();
  await expect(third.getByTestId('not-attend-email')).toHaveText(VENDORS[2].email);
  const submit = third.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  const reason = 'Our stock of H-Beam 200 is committed to another project this month.';
  await third.getByLabel('Reason').fill(reason);
  await snap(third, 'live-11-vendor-decline');
  await submit.click();
  await expect(third.getByText('See you in another auction!')).toBeVisible();
  await snap(third, 'live-12-vendor-decline-thanks', { fullPage: false });
  await third.getByRole('button', { name: 'OK' }).click();
  await expect(third.getByLabel('Reason')).toBeDisabled();
  await expect(third.getByLabel('Reason')).toHaveValue(reason);

  // The buyer's table has every answer, live.
  await expect(rowOf(VENDORS[2]).getByTestId('attend-confirmation')).toHaveText('Not Attend');
  await expect(rowOf(VENDORS[2]).getByTestId('reason-not-attend')).toHaveText(reason);
  await snap(buyer, 'live-13-waiting-room-answered');

  // Resend invitation to the vendor who declined: its e-mail is locked, the name may change.
  await rowOf(VENDORS[2]).getByRole('button', { name: 'Resend' }).click();
  const resend = buyer.getByRole('dialog', { name: 'Resend Invitation' });
  await expect(resend.getByLabel('PIC E-mail')).toBeDisabled();
  await resend.getByLabel('PIC Vendor').fill('');
  await expect(resend.getByText('This information must be filled')).toBeVisible();
  await expect(resend.getByRole('button', { name: 'Yes' })).toBeDisabled();
  await resend.getByLabel('PIC Vendor').fill('Dedi K.');
  await snap(buyer, 'live-14-resend-dialog', { fullPage: false });
  await resend.getByRole('button', { name: 'Yes' }).click();
  await expect(toast(buyer, 'Email sent')).toBeVisible();
  await expect(rowOf(VENDORS[2]).getByRole('button', { name: 'Resend' })).toBeDisabled();

  // The same screens in Indonesian: a second tab of the buyer, and the vendor who declined.
  const buyerInIndonesian = await newPage(newContext, LAPTOP);
  await demoBuyerSession(buyerInIndonesian);
  await buyerInIndonesian.evaluate(() => localStorage.setItem('language', 'id'));
  await buyerInIndonesian.goto(`/buyer-auction/${procurementId}/${auctionId}/not-started`);
  await expect(buyerInIndonesian.getByText('Dimulai Dalam')).toBeVisible();
  await expect(buyerInIndonesian.getByRole('table', { name: 'Daftar Vendor' }).getByTestId('attend-confirmation').first()).toHaveText(/Hadir|Tidak Hadir/);
  await snap(buyerInIndonesian, 'live-13-id-waiting-room');
  await third.evaluate(() => localStorage.setItem('language', 'id'));
  await third.goto('/vendor-auction/join');
  await expect(third.getByRole('heading', { name: 'Undangan Lelang' })).toBeVisible();
  await snap(third, 'live-12-id-vendor-home');
  const thirdAttendanceLink = new URL(await waitForMailLink(request, VENDORS[2].email, /\/vendor-auction\/attendance-confirmation\//));
  await third.goto(thirdAttendanceLink.pathname + thirdAttendanceLink.search);
  await expect(third.getByRole('heading', { name: 'Konfirmasi Kehadiran', level: 1 })).toBeVisible();
  await snap(third, 'live-12-id-vendor-attendance-answered');

  // Both attending vendors are in the room: no few-participants warning, even in the last minute.
  await expect(buyer.getByTestId('few-participants')).toHaveCount(0);

  // At the start the buyer is moved to the in-progress page, and the vendors' rooms say On Going.
  // Everything before the start is seen: the session starts 5 s from now instead of at its minute.
  const untilStart = (await startSoon(request, auctionId)).getTime() - Date.now();
  await expect(buyer).toHaveURL(new RegExp(`/buyer-auction/${procurementId}/${auctionId}/in-progress$`), { timeout: Math.max(untilStart, 0) + 20_000 });
  await expect(buyer.getByTestId('monitor-status')).toContainText('On Going');
  await snap(buyer, 'live-15-buyer-in-progress');
  await expect(first.getByTestId('room-status')).toContainText('On Going');
  await snap(first, 'live-16-vendor-room-started');
  await expect(second.getByTestId('room-status')).toContainText('On Going');
  await snap(second, 'live-17-phone-room-started');

  // The session list opens the live page for a running session.
  await buyer.goto(`/initiation/form/${procurementId}#auction-session`);
  const sessions = section(buyer, 'Auction Session').getByRole('table', { name: 'Auction Session' });
  await sessions.getByRole('row', { name: /AUC-/ }).click();
  await expect(buyer).toHaveURL(new RegExp(`/buyer-auction/${procurementId}/${auctionId}/in-progress$`));
});
