import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '@procura/domain/common/dates';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { MINUTE, offer, runningSession } from '../auction-bidding.testing';

// The Bidding History's marks and its Excel times: an offer a proxy placed (decision 191) and one the
// vendor confirmed past the slip warning (decision 183) are marked in the view and in the .xlsx, whose
// Time (WIB) cells are Excel date-times holding the Jakarta wall-clock time (UTC+7, no daylight saving).
// The session runs just before midnight in Jakarta, so the proxy's offer falls on the next day there.

const HOUR = 60 * MINUTE;
const JAKARTA_OFFSET = 7 * HOUR;
const DATE_TIME = 'dd/mm/yyyy hh:mm:ss.000 "WIB"';

let t: TestApp;
let made: Awaited<ReturnType<typeof runningSession>>;
let path: string;
/** 16:58 UTC (23:58 in Jakarta) of the day the session runs. */
let utcDay: Date;

async function accepted(token: string, body: Record<string, unknown>) {
  const answer = await offer(t, token, made.auction.id, body);
  if (answer.status !== 200) throw new Error(`offer refused: ${JSON.stringify(answer.body)}`);
}

async function workbookOf(query: string) {
  const response = await fetch(`${t.url}${path}/export${query}`, { headers: { authorization: `Bearer ${made.buyer.token}` } });
  expect(response.status).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await response.arrayBuffer());
  return book.worksheets[0]!;
}

/** `dd/mm/yyyy HH:mm:ss.SSS` of a Date's UTC fields: what Excel shows for a date cell (it has no zone). */
function shownByExcel(value: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const date = `${two(value.getUTCDate())}/${two(value.getUTCMonth() + 1)}/${value.getUTCFullYear()}`;
  const time = `${two(value.getUTCHours())}:${two(value.getUTCMinutes())}:${two(value.getUTCSeconds())}.${String(value.getUTCMilliseconds()).padStart(3, '0')}`;
  return `${date} ${time}`;
}

beforeAll(async () => {
  t = await startTestApp();
  // Exact instants: the next 16:58:00.000 UTC.
  t.clock.freeze();
  const now = t.clock.now().getTime();
  const day = 24 * HOUR;
  let target = Math.floor(now / day) * day + 16 * HOUR + 58 * MINUTE;
  if (target <= now) target += day;
  t.clock.advance(target - now);
  utcDay = new Date(target);

  // Starts at 16:59:00 UTC; the slip guard at 10 %, proxy bidding on (the default).
  made = await runningSession(t, { session: { slipWarningPercent: '10' } });
  path = `/api/secured/auction-session/auction-vendor-offers/${made.procurement.id}`;
  const [a, b] = made.vendors;
  t.clock.advance(1234);
  await accepted(a!.token, { totalOffer: '299000000' });
  t.clock.advance(1234);
  // 20 % below the leading price: refused until B confirms it.
  expect((await offer(t, b!.token, made.auction.id, { totalOffer: '239200000' })).status).toBe(422);
  await accepted(b!.token, { totalOffer: '239200000', confirmSlip: true });
  // A minute later A sets a floor: its proxy answers at once, one decrement below B.
  t.clock.advance(MINUTE);
  const floor = await t.call('PUT', `/api/secured/auction/${made.auction.id}/proxy`, { token: a!.token, body: { floor: '230000000' } });
  if (floor.status !== 200) throw new Error(`floor refused: ${JSON.stringify(floor.body)}`);
});

afterAll(async () => {
  await t.close();
});

describe('the bidding history marks and times', () => {
  it('marks the offer a proxy placed and the one confirmed past the slip warning, and names no floor', async () => {
    const answer = await t.call('GET', `${path}?limit=All`, { token: made.buyer.token });
    expect(answer.status).toBe(200);
    const [a, b] = made.vendors;
    const rows = answer.body.data.filteredData as Array<Record<string, unknown>>;
    expect(rows.map((r) => [r.vendorName, r.totalOffer, r.byProxy, r.confirmedSlip])).toEqual([
      [a!.name, '299000000.00', false, false],
      [b!.name, '239200000.00', false, true],
      [a!.name, '238200000.00', true, false],
    ]);
    expect(JSON.stringify(answer.body)).not.toContain('230000000');
  });

  it('exports the times as Excel date-times on the Jakarta clock, and the marks as the last two columns', async () => {
    const sheet = await workbookOf('');
    const [a, b] = made.vendors;
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1).slice(-2)).toEqual(['Placed By', 'Slip Warning Confirmed']);
    expect([2, 3, 4].map((n) => values(n)).map((r) => [r[2], r[4], r[8], r[9]])).toEqual([
      [a!.name, 299000000, 'Vendor', 'No'],
      [b!.name, 239200000, 'Vendor', 'Yes'],
      [a!.name, 238200000, 'Proxy', 'No'],
    ]);

    const view = (await t.call('GET', `${path}?limit=All`, { token: made.buyer.token })).body.data;
    const takenAt = (view.filteredData as Array<{ createdAt: string }>).map((r) => r.createdAt);
    const start = utcDay.getTime();
    expect(takenAt).toEqual([start + MINUTE + 1234, start + MINUTE + 2468, start + 2 * MINUTE + 2468].map((ms) => new Date(ms).toISOString()));
    const [y, m, d] = [utcDay.getUTCFullYear(), utcDay.getUTCMonth(), utcDay.getUTCDate()];
    const expected = [Date.UTC(y, m, d, 23, 59, 1, 234), Date.UTC(y, m, d, 23, 59, 2, 468), Date.UTC(y, m, d + 1, 0, 0, 2, 468)];

    const cells = [2, 3, 4].map((n) => sheet.getRow(n).getCell(4));
    for (const [i, cell] of cells.entries()) {
      expect(cell.type).toBe(ExcelJS.ValueType.Date);
      expect(cell.numFmt).toBe(DATE_TIME);
      const value = cell.value as Date;
      expect(value.getTime()).toBe(expected[i]);
      expect(value.getTime()).toBe(Date.parse(takenAt[i]!) + JAKARTA_OFFSET);
      // What the cell shows is what the old text (and the page) showed.
      expect(`${shownByExcel(value)} WIB`).toBe(formatDateTime(takenAt[i]!, { withMilliseconds: true }));
    }
    // The proxy's offer, a minute after 23:59 in Jakarta, is on the next day there.
    expect(shownByExcel(cells[2]!.value as Date)).toMatch(/ 00:00:02\.468$/);
  });

  it('names the marks in Indonesian on request', async () => {
    const sheet = await workbookOf('?lang=id');
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1).slice(-2)).toEqual(['Diajukan Oleh', 'Peringatan Salah Ketik Dikonfirmasi']);
    expect([2, 3, 4].map((n) => values(n).slice(-2))).toEqual([
      ['Vendor', 'Tidak'],
      ['Vendor', 'Ya'],
      ['Proksi', 'Tidak'],
    ]);
    expect(sheet.getRow(4).getCell(4).type).toBe(ExcelJS.ValueType.Date);
  });
});
