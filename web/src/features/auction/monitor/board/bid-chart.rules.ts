import type { AuctionOfferLogView } from '@procura/domain/auction/auction.views';

// The bid progression chart: each vendor's offers over time, from the offer log. Prices become
// numbers here for drawing only; every amount shown as text still comes from the log's strings.

export interface ChartPoint {
  /** Epoch milliseconds of the offer. */
  at: number;
  price: number;
  /** The exact amount, for the tooltip's text. */
  amount: string;
  sequence: number;
}

export interface ChartSeries {
  key: string;
  label: string;
  /** The valid offers in time order: the vendor's line. */
  valid: ChartPoint[];
  /** Disqualified offers: shown apart, off the line. */
  disqualified: ChartPoint[];
}

const pointOf = (offer: AuctionOfferLogView): ChartPoint => ({ at: Date.parse(offer.createdAt), price: Number(offer.totalOffer), amount: offer.totalOffer, sequence: offer.sequence });

/** One series per vendor, in the order of their first offer. */
export function bidChartSeries(log: readonly AuctionOfferLogView[]): ChartSeries[] {
  const series = new Map<string, ChartSeries>();
  for (const offer of [...log].sort((a, b) => a.sequence - b.sequence)) {
    const key = offer.vendorId ?? offer.label;
    const entry = series.get(key) ?? { key, label: offer.label, valid: [], disqualified: [] };
    (offer.priceDisqualified ? entry.disqualified : entry.valid).push(pointOf(offer));
    series.set(key, entry);
  }
  return [...series.values()];
}

/**
 * The time axis from the start: while the session runs, to now (never past the end); once it is
 * over, to the last offer with a little room after it. At least a minute wide.
 */
export function chartTimeDomain(series: readonly ChartSeries[], startTime: string, endTime: string, nowMs: number, running: boolean): [number, number] {
  const start = Date.parse(startTime);
  const last = Math.max(start, ...series.flatMap((s) => [...s.valid, ...s.disqualified].map((point) => point.at)));
  const right = running ? Math.max(last, Math.min(nowMs, Date.parse(endTime))) : last + (last - start) * 0.05;
  return [start, Math.max(right, start + 60_000)];
}
