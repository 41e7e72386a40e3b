// The Auction Log Report of a big session: one DONE session with N offers (default 2,000) from 10
// vendors, made over HTTP against the real app (the test app: fresh PGlite database, ephemeral
// port), the report settings with a committee of five, then GET report/log-auction-jasper and report/result-auction timed, with the process's
// peak RSS and heap while each report is made (sampled every 10 ms). Writes the PDFs to --out.
//
// Run: node --import tsx bench/auction-log-report.mjs [--offers 2000] [--out /tmp/auction-report-bench]
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startTestApp } from '../server/src/testing/test-app.ts';
import { MINUTE, offer, runningSession } from '../server/src/features/auction/auction-bidding.testing.ts';
import { signIn } from '../server/src/testing/factories.ts';
import { forgetAttempts } from '../server/src/testing/rate-limits.ts';

const { values: args } = parseArgs({
  options: { offers: { type: 'string', default: '2000' }, out: { type: 'string', default: '/tmp/auction-report-bench' } },
});
const OFFERS = Number(args.offers);
const VENDORS = 10;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function timed(label, run) {
  const start = { rss: process.memoryUsage().rss, heap: process.memoryUsage().heapUsed };
  let peak = { ...start };
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peak = { rss: Math.max(peak.rss, now.rss), heap: Math.max(peak.heap, now.heapUsed) };
  }, 10);
  const began = performance.now();
  const result = await run();
  const elapsed = performance.now() - began;
  clearInterval(sampler);
  console.log(`${label}: ${(elapsed / 1000).toFixed(2)} s; RSS ${mb(start.rss)} -> peak ${mb(peak.rss)}; heap ${mb(start.heap)} -> peak ${mb(peak.heap)}`);
  return result;
}

const t = await startTestApp();
try {
  const { buyer, procurement, auction, vendors } = await runningSession(t, {
    vendors: VENDORS,
    durationMs: 24 * 60 * MINUTE,
    session: { initialPrice: '300000000.00', minimalDecrement: '1.00' },
  });
  const made = performance.now();
  for (let i = 0; i < OFFERS; i += 1) {
    const answer = await offer(t, vendors[i % VENDORS].token, auction.id, { totalOffer: String(299_999_000 - i * 1000) });
    if (answer.status !== 200) throw new Error(`offer ${i}: ${JSON.stringify(answer.body)}`);
  }
  console.log(`${OFFERS} offers made in ${((performance.now() - made) / 1000).toFixed(1)} s`);
  t.clock.advance(25 * 60 * MINUTE);
  await t.app.scheduler.tick();
  await forgetAttempts(t);
  const token = (await signIn(t, buyer.email)).access_token;
  // The minutes' committee (decision 208): five members, each with a signature block, as an official report has.
  const committeeMembers = ['Ketua Panitia', 'Sekretaris', 'Anggota', 'Anggota', 'Anggota'].map((position, i) => ({ name: `Anggota Panitia ${i + 1}`, position }));
  const saved = await t.call('POST', '/api/secured/generate-report-auction/create', {
    token,
    body: { companyId: procurement.companyId, organizingCommittee: 'Panitia Pengadaan Barang dan Jasa', allocation: 'Kantor Pusat Jakarta', committeeMembers },
  });
  if (saved.status !== 200) throw new Error(`report settings: ${JSON.stringify(saved.body)}`);
  mkdirSync(args.out, { recursive: true });
  const query = new URLSearchParams({ pelaksana: 'Panitia Pengadaan Barang dan Jasa', peruntukan: 'Kantor Pusat Jakarta' });
  for (const [label, url] of [
    ['log report', `/api/secured/report/log-auction-jasper/${procurement.id}?${query}`],
    ['result report', `/api/secured/report/result-auction/${procurement.id}`],
  ]) {
    const answer = await timed(`${label} (${OFFERS} offers, ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)})`, () => t.call('GET', url, { token }));
    if (answer.status !== 200) throw new Error(`${label}: ${answer.status} ${JSON.stringify(answer.body)}`);
    const bytes = Buffer.from(answer.body.data.data, 'base64');
    const file = path.join(args.out, answer.body.data.fileName);
    writeFileSync(file, bytes);
    console.log(`  ${file}: ${(bytes.length / 1024).toFixed(0)} KB (${bytes.length} bytes), header ${bytes.subarray(0, 8).toString()}`);
  }
} finally {
  await t.close();
}
