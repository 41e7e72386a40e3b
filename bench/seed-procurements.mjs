// The bench data: 4 companies, TOTAL procurements (85% in the first, the rest spread over three),
// one every 7 minutes back from now (about 16 months at 100,000), 5 items each, search vectors
// rebuilt with the production function. With `sessions`, the submitted procurements also get
// vendors, auction sessions and negotiation batches (what the dashboard counts and sums).
// Shared by initiation-list.mjs and dashboard.mjs.
import { sql } from 'drizzle-orm';
import { rebuildSearchVectors } from '../server/src/features/procurement/list/procurement-search.ts';

export const MAIN_SHARE = 0.85;
export const ITEMS_PER_PROCUREMENT = 5;
const BATCH = 20_000;

// Words of realistic Indonesian procurements, so that searches hit many rows, few rows or none.
const VERBS = ['Pengadaan', 'Sewa', 'Pembelian', 'Jasa', 'Perawatan', 'Renovasi', 'Instalasi', 'Penyediaan'];
const THINGS = ['Laptop', 'Genset', 'Kertas A4', 'Server Rak', 'Kursi Kerja', 'Meja Rapat', 'Printer', 'Kabel Fiber', 'AC Split', 'Mobil Operasional',
  'Forklift', 'Seragam', 'Helm Proyek', 'Solar', 'Semen', 'Pipa PVC', 'Lampu LED', 'CCTV', 'Router', 'Toner'];
const PLACES = ['Kantor Pusat', 'Gudang Cikarang', 'Cabang Surabaya', 'Pabrik Karawang', 'Cabang Medan', 'Depo Makassar', 'Site Balikpapan'];
const BRANDS = ['Lenovo', 'Dell', 'HP', 'Asus', 'Epson', 'Canon', 'Daikin', 'Toyota', 'Honda', 'Philips', 'Cisco', 'Hikvision', 'Tiga Roda', 'Wavin'];
const STATUSES = ['DRAFT', 'OPEN', 'OPEN', 'CLOSED', 'CANCELED'];
const BIDDING = ['TOTAL_PRICE', 'UNIT_PRICE', 'TOTAL_PRICE_BY_UNIT'];
const arr = (words) => `(array[${words.map((w) => `'${w}'`).join(',')}])`;

/**
 * Seeds the database and answers the main company's id. `log` prints progress.
 * @param {{ total: number, log: (message: string) => void, sessions?: boolean }} options
 */
export async function seedProcurements(db, { total: TOTAL, log, sessions = false }) {
  const companyIds = [];
  for (let c = 0; c < 4; c += 1) {
    const [row] = (await db.execute(sql.raw(`insert into companies (company_type, company_code, company_name, company_pic_name, company_email,
      company_phone_prefix, company_phone, is_onboarding) values ('PT', 'BN${c}', 'PT Bench ${c}', 'Budi', 'b${c}@bench.id', '+62', '62812345678', true) returning id`))).rows;
    companyIds.push(row.id);
  }
  const main = Math.round(TOTAL * MAIN_SHARE);
  // g <= main: the main company; the rest spread over three others. One row every 7 minutes
  // back from now, so the newest are recent and the list spans about 16 months.
  for (let from = 1; from <= TOTAL; from += BATCH) {
    const to = Math.min(TOTAL, from + BATCH - 1);
    await db.execute(sql.raw(`insert into procurements (company_id, procurement_name, procurement_number, status, negotiation_type, evaluation_method,
        winner_type, bidding_type, currency_type, currency, created_at, status_changed_at, updated_at)
      select case when g <= ${main} then '${companyIds[0]}'::uuid else (array['${companyIds[1]}','${companyIds[2]}','${companyIds[3]}']::uuid[])[1 + g % 3] end,
        ${arr(VERBS)}[1 + g % ${VERBS.length}] || ' ' || ${arr(THINGS)}[1 + (g / 3) % ${THINGS.length}] || ' ' || ${arr(PLACES)}[1 + (g / 7) % ${PLACES.length}],
        case when ${arr(STATUSES)}[1 + g % ${STATUSES.length}] <> 'DRAFT' then 'PRC-BN' || (case when g <= ${main} then 0 else 1 + g % 3 end) || '-' || to_char(now() - g * interval '7 minutes', 'YYYY') || '-' || lpad(g::text, 6, '0') end,
        ${arr(STATUSES)}[1 + g % ${STATUSES.length}], case when g % 10 = 0 then 'NEGOTIATION' else 'REVERSE_AUCTION' end, 'LEAST_COST_SYSTEM',
        case when g % 3 = 2 then 'MULTI_WINNER' else 'SINGLE_WINNER' end, ${arr(BIDDING)}[1 + g % 3], 'SINGLE_CURRENCY', 'IDR',
        now() - g * interval '7 minutes', now() - g * interval '7 minutes', now()
      from generate_series(${from}, ${to}) g`));
    log(`  procurements ${to.toLocaleString('en')}/${TOTAL.toLocaleString('en')}`);
  }
  // Five items per procurement, numbered in the order of the list so the batches are contiguous.
  for (let from = 1; from <= TOTAL; from += BATCH) {
    const to = Math.min(TOTAL, from + BATCH - 1);
    await db.execute(sql.raw(`insert into procurement_items (procurement_id, item_code, item_name, pr_number, pr_line, quantity, min_capable_qty, uom,
        price_per_unit, sub_total)
      select p.id, 'ITM-' || lpad(((p.n * 5 + i) % 99991)::text, 5, '0'),
        ${arr(BRANDS)}[1 + (p.n + i) % ${BRANDS.length}] || ' ' || ${arr(THINGS)}[1 + (p.n * 3 + i) % ${THINGS.length}] || ' Tipe ' || (p.n % 50 + i),
        'PR-' || p.n, i::text, 10, 10, 'Unit', 1500000, 15000000
      from (select id, n from (select id, row_number() over (order by created_at desc, id) as n from procurements) numbered
            where n between ${from} and ${to}) p
      cross join generate_series(1, ${ITEMS_PER_PROCUREMENT}) i`));
    log(`  items ${(to * ITEMS_PER_PROCUREMENT).toLocaleString('en')}/${(TOTAL * ITEMS_PER_PROCUREMENT).toLocaleString('en')}`);
  }
  for (const companyId of companyIds) {
    const n = await db.transaction((tx) => rebuildSearchVectors(tx, companyId));
    log(`  search vectors of ${n.toLocaleString('en')} procurements rebuilt`);
  }
  if (sessions) await seedSessions(db, TOTAL, log);
  return companyIds[0];
}

// Procurements are numbered g = 1..TOTAL newest first (their order by created_at desc), as the
// items are. Per submitted (OPEN or CLOSED) procurement: two vendors, the CLOSED ones with last
// prices 8% and 5% under the items' total; an auction session (DONE mostly, one in 40 NOT_STARTED,
// one in 97 ON_GOING); every 10th also a negotiation batch (ON_GOING one in 3, else DONE).
async function seedSessions(db, TOTAL, log) {
  const numbered = `(select id, status, negotiation_type, created_at, n from (select id, status, negotiation_type, created_at,
      row_number() over (order by created_at desc, id) as n from procurements) x where status in ('OPEN', 'CLOSED')) p`;
  for (let from = 1; from <= TOTAL; from += BATCH) {
    const to = Math.min(TOTAL, from + BATCH - 1);
    const range = `p.n between ${from} and ${to}`;
    await db.execute(sql.raw(`insert into procurement_vendors (procurement_id, name, email, phone_prefix, phone, city, pic_vendor, last_price)
      select p.id, 'PT Vendor ' || v, 'vendor' || v || '.' || p.n || '@bench.id', '+62', '62812345678', 'Jakarta', 'Andi',
        case when p.status = 'CLOSED' then ${ITEMS_PER_PROCUREMENT * 15_000_000} * (case when v = 1 then 0.92 else 0.95 end) end
      from ${numbered} cross join generate_series(1, 2) v where ${range}`));
    await db.execute(sql.raw(`insert into auctions (procurement_id, auction_number, status, auction_type, auction_model, period_type, start_time,
        end_time, duration, initial_price)
      select p.id, 'AUC-BN-' || p.n, case when p.n % 97 = 0 then 'ON_GOING' when p.n % 40 = 1 then 'NOT_STARTED' else 'DONE' end,
        'OPEN', 'REALTIME', 'LIMITED_TIME', p.created_at + interval '1 day', p.created_at + interval '1 day 1 hour', 60, ${ITEMS_PER_PROCUREMENT * 15_000_000}
      from ${numbered} where ${range}`));
    await db.execute(sql.raw(`insert into negotiation_batches (procurement_id, name, status, negotiation_type)
      select p.id, 'Batch 1', case when p.n % 30 = 1 then 'ON_GOING' else 'DONE' end, 'ONLINE'
      from ${numbered} where ${range} and p.n % 10 = 1`));
    log(`  vendors, sessions and batches of procurements ${to.toLocaleString('en')}/${TOTAL.toLocaleString('en')}`);
  }
}
