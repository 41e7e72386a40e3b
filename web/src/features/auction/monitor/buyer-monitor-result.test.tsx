// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { AuctionLeaderboard, AuctionOfferLogView, AuctionRankView, AuctionRoomState } from '@procura/domain/auction/auction.views';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { procurementQueryKey } from '../../../api/procurement-detail';
import { answerNext, hear, resetSocket, waiting } from '../../../api/realtime/fake-socket.testing';
import { renderIn } from '../../../components/retry-wait.testing';
import { roomState } from '../room/room-state.testing';
import { BuyerMonitorPage } from './buyer-monitor-page';

// The buyer disqualifies the leading offer, the session ends, and 'View result' opens the result:
// its first draw ranks the winner the decision left, never the disqualified offer
// (docs/rules/auction-bidding.md#disqualification, decision 110). The real room hooks run on a
// socket the test answers; a join whose state the server read before the decision committed is
// answered after the decision's events, as it may arrive.

vi.mock('../../../api/realtime/socket-client', () => import('../../../api/realtime/fake-socket.testing'));

const AUCTION = 'auction-1';
let now0 = 0;
const at = (secondsFromNow: number) => new Date(now0 + secondsFromNow * 1000).toISOString();

function offer(sequence: number, vendor: 'One' | 'Two', totalOffer: string, disqualified = false): AuctionOfferLogView {
  return {
    sequence,
    offerId: `offer-${sequence}`,
    vendorId: `vendor-${vendor.toLowerCase()}`,
    label: `PT Vendor ${vendor}`,
    you: false,
    totalOffer,
    offerItems: [],
    createdAt: at(-60 + sequence),
    priceDisqualified: disqualified,
    priceTooLow: false,
    disqualificationRequested: false,
    disqualificationDeclined: false,
    disqualifyReason: disqualified ? 'Price typed wrong' : null,
    byProxy: false,
  };
}

function rank(vendor: 'One' | 'Two', ranking: number | null, lastOffer: string | null): AuctionRankView {
  return { label: `PT Vendor ${vendor}`, you: false, vendorId: `vendor-${vendor.toLowerCase()}`, ranking, prevRanking: null, trend: 'same', winner: ranking === 1, lastOffer, scores: null };
}

/** Vendor Two leads with its only offer; Vendor One is second. */
function beforeDecision(): AuctionRoomState {
  return roomState({
    auctionId: AUCTION,
    sequence: 10,
    serverNow: at(0),
    startTime: at(-300),
    endTime: at(300),
    you: null,
    leadingPrice: '950000.00',
    ranks: [rank('Two', 1, '950000.00'), rank('One', 2, '970000.00')],
    offerLog: [offer(9, 'One', '970000.00'), offer(10, 'Two', '950000.00')],
  });
}

/** The buyer's LEADERBOARD after Vendor Two's offer is disqualified: Vendor One leads, Vendor Two has no valid offer left. */
function boardAfterDecision(): AuctionLeaderboard {
  return {
    auctionId: AUCTION,
    sequence: 11,
    serverNow: at(1),
    status: 'ON_GOING',
    endTime: at(300),
    extensionsUsed: 0,
    leadingPrice: '970000.00',
    ranks: [rank('One', 1, '970000.00'), rank('Two', null, null)],
    you: null,
    items: [],
    ledgerHeadHash: null,
    effectiveDecrement: '10000.00',
  };
}

/** The session's state once it is DONE, as the server reads it. */
function finalState(): AuctionRoomState {
  return {
    ...beforeDecision(),
    ...boardAfterDecision(),
    status: 'DONE',
    sequence: 12,
    serverNow: at(301),
    offerLog: [offer(9, 'One', '970000.00'), offer(10, 'Two', '950000.00', true)],
  };
}

/** What the ranking table shows: each row's vendor and rank ('-' for none), in order. */
function rankingShown(): Array<[string | undefined, string | null | undefined]> {
  return screen.getAllByTestId('ranking-row').map((row) => [row.dataset.vendor, within(row).getByTestId('ranking-rank').querySelector('span')?.textContent]);
}

async function settle() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

async function serverSays(event: string, payload: unknown) {
  await act(async () => hear(event, payload));
  await settle();
}

async function joinAnswered(state: AuctionRoomState) {
  await act(async () => answerNext('JOIN_AUCTION', { data: state }));
  await settle();
}

/** The Evaluation Score table the buyer read before opening the monitor, cached under the procurement's key. */
const EVALUATION_KEY = [...procurementQueryKey('procurement-1'), 'evaluation', 'table'];

function renderMonitor(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(EVALUATION_KEY, { rows: [{ vendorName: 'PT Vendor Two', rank: 1 }] });
  const route = (mode: 'live' | 'result') => <BuyerMonitorPage mode={mode} />;
  renderIn(
    'en',
    <ThemeProvider theme={createTheme()}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[`/buyer-auction/procurement-1/${AUCTION}/in-progress`]}>
          <Routes>
            <Route path="/buyer-auction/:procurementId/:auctionId/in-progress" element={route('live')} />
            <Route path="/buyer-auction/:procurementId/:auctionId/result" element={route('result')} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return client;
}

/** The buyer disqualifies Vendor Two's offer from the log's dialog; the server accepts it. */
async function disqualifyVendorTwo() {
  const bubble = screen.getAllByTestId('monitor-offer').find((node) => node.dataset.sequence === '10')!;
  fireEvent.click(within(bubble).getByTestId('disqualify-offer'));
  await settle();
  fireEvent.change(screen.getByTestId('disqualify-reason-input'), { target: { value: 'Price typed wrong' } });
  fireEvent.click(screen.getByTestId('disqualify-submit'));
  await settle();
  expect(waiting('DISQUALIFY_OFFER').map((command) => command.payload)).toEqual([{ auctionId: AUCTION, offerId: 'offer-10', reason: 'Price typed wrong' }]);
  await act(async () => answerNext('DISQUALIFY_OFFER', { data: { offer: offer(10, 'Two', '950000.00', true) } }));
  await settle();
  // After its commit the buyer's room hears the offer greyed, then the standings.
  await serverSays('OFFER_DISQUALIFIED', { auctionId: AUCTION, offer: offer(10, 'Two', '950000.00', true) });
  await serverSays('LEADERBOARD', boardAfterDecision());
}

/** The session ends; the result page is opened from the monitor. */
async function endAndViewResult() {
  await serverSays('AUCTION_STOPPED', { auctionId: AUCTION, status: 'DONE', startTime: at(-300), endTime: at(300), serverNow: at(301), stoppedManually: false });
  // The end is read whole from the server (within its spread of a second).
  await act(async () => {
    await vi.advanceTimersByTimeAsync(1_000);
  });
  expect(waiting('JOIN_AUCTION')).toHaveLength(1);
  await joinAnswered(finalState());
  fireEvent.click(screen.getByTestId('view-result'));
  expect(screen.getByRole('heading', { name: 'Auction Session Result' })).toBeTruthy();
}

beforeEach(() => {
  now0 = Date.parse('2026-03-02T08:05:00Z');
  vi.useFakeTimers({ now: now0, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  // What the page reads over HTTP (status, invitations, connections) never answers: the ranking is the room's.
  vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
  resetSocket((event) => (event === 'CHECK_CLIENT_TIME' ? { data: { serverNow: at(0), offsetMs: 0, clockWrong: false } } : undefined));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the result reached from the monitor after a disqualification', { timeout: 60_000 }, () => {
  it('keeps the decision when a join read before it answers after it, and ranks the winner on the first draw', async () => {
    const client = renderMonitor();
    await settle();
    await joinAnswered(beforeDecision());
    expect(rankingShown()).toEqual([
      ['PT Vendor Two', '1'],
      ['PT Vendor One', '2'],
    ]);

    // The connection comes back: the room joins again, and the server reads the session for it now.
    await serverSays('connect', undefined);
    expect(waiting('JOIN_AUCTION')).toHaveLength(1);

    await disqualifyVendorTwo();
    expect(rankingShown()).toEqual([
      ['PT Vendor One', '1'],
      ['PT Vendor Two', '-'],
    ]);
    // The procurement's cached reads (its evaluation's ranks) are gone: no page draws them from before the decision.
    expect(client.getQueryData(EVALUATION_KEY)).toBeUndefined();

    // The join's state, read before the decision committed, arrives after its events: it is older than what the page holds.
    await joinAnswered(beforeDecision());
    expect(rankingShown()).toEqual([
      ['PT Vendor One', '1'],
      ['PT Vendor Two', '-'],
    ]);

    await endAndViewResult();
    expect(rankingShown()).toEqual([
      ['PT Vendor One', '1'],
      ['PT Vendor Two', '-'],
    ]);
    const offerTwo = screen.getAllByTestId('monitor-offer').find((node) => node.dataset.sequence === '10')!;
    expect(offerTwo.dataset.disqualified).toBe('true');
  });

  it('reads the standings again at the end, so a monitor that missed the decision shows the result the server holds', async () => {
    renderMonitor();
    await settle();
    // The page joined as the decision committed: its state is from before, and the decision's events went out before it was in the room.
    await joinAnswered(beforeDecision());
    expect(rankingShown()[0]).toEqual(['PT Vendor Two', '1']);

    await endAndViewResult();
    expect(rankingShown()).toEqual([
      ['PT Vendor One', '1'],
      ['PT Vendor Two', '-'],
    ]);
  });
});
