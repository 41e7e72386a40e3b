// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { AuctionRoomState } from '@procura/domain/auction/auction.views';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAnnouncements, LiveAnnouncer } from '../../../components/live-announcer';
import { answered, renderIn } from '../../../components/retry-wait.testing';
import { BuyerMonitorPage } from '../monitor/buyer-monitor-page';
import { roomState } from '../room/room-state.testing';
import { VendorRoomPage } from '../room/vendor-room-page';
import { resetRoom, serveRoom } from './fake-auction-room.testing';
import { recordLiveRegions, type LiveRegionRecorder } from './live-regions.testing';

// What the vendor's room and the buyer's monitor tell a screen reader (decisions 196 and 200): the
// pause, the resume, an extension and the end are each said once, politely, however long the pause
// runs (its counter ticks every second) and however many parts of the page show the same news.

vi.mock('../../../api/realtime/use-auction-room', () => import('./fake-auction-room.testing'));
// A toast is notistack's role="alert": here it is put on the page as one, with the text it shows.
vi.mock('../../../components/notify', () => ({
  notify: (message: string, _variant?: string, values?: Record<string, string | number>) => {
    const toast = document.createElement('div');
    toast.setAttribute('role', 'alert');
    toast.textContent = message.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values?.[name] ?? ''));
    document.body.append(toast);
  },
}));

const REASON = 'Checking a vendor question';

// Each test on a day of its own: the app's one announcer remembers when it last spoke.
let day = 0;
let now0 = 0;
const at = (secondsFromNow: number) => new Date(now0 + secondsFromNow * 1000).toISOString();

/** The buyer's commands sent (the paths of pause and resume). */
let commandsSent: string[] = [];

function serverAnswersByPath() {
  // Pause and resume answer at once; what the pages read on their own (status, invitations,
  // receipts, connections, the server's time) never answers, which these pages show as loading.
  commandsSent = [];
  vi.stubGlobal('fetch', (url: string) => {
    const command = /\/(pause|resume)$/.exec(url)?.[1];
    if (!command) return new Promise<Response>(() => undefined);
    commandsSent.push(command);
    return Promise.resolve(answered({ auctionId: 'auction-1' }));
  });
}

/** The page's width: MUI's media queries read happy-dom's viewport (the room is laid out for phones below 900 px). */
function viewportWidth(width: number) {
  (window as unknown as { happyDOM: { setViewport: (size: { width: number; height: number }) => void } }).happyDOM.setViewport({ width, height: 800 });
}

/** A session 5 minutes into its 10, three vendors in the room. */
function running(overrides: Partial<AuctionRoomState> = {}): AuctionRoomState {
  return roomState({ serverNow: at(0), startTime: at(-300), endTime: at(300), leadingPrice: '980000.00', participants: { total: 3, present: 3 }, ...overrides });
}

function renderPage(page: ReactElement, path: string, route: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderIn(
    'en',
    <ThemeProvider theme={createTheme()}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={page} />
          </Routes>
        </MemoryRouter>
        <LiveAnnouncer />
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

async function serve(state: AuctionRoomState, event?: Parameters<typeof serveRoom>[1]) {
  await act(async () => serveRoom(state, event));
}

/** Moves the clock a second at a time, noting what the live regions hold after each (the paused counter's ticks). */
async function passSeconds(seconds: number) {
  for (let second = 0; second < Math.max(1, seconds); second += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(seconds === 0 ? 0 : 1000);
    });
    recorder?.look();
  }
}

/** The state every room receives at a pause now, and at the resume `ms` later (the end moved by the pause). */
function pauseOf(before: AuctionRoomState) {
  const paused: AuctionRoomState = { ...before, pausedAt: new Date(Date.now()).toISOString(), pausedReason: REASON, sequence: before.sequence + 1 };
  const resumedAfter = (ms: number): AuctionRoomState => ({ ...before, endTime: new Date(Date.parse(before.endTime) + ms).toISOString(), sequence: before.sequence + 2 });
  return { paused, resumedAfter };
}

/** One extension of 30 s. */
function extended(state: AuctionRoomState): AuctionRoomState {
  return { ...state, extensionsUsed: state.extensionsUsed + 1, endTime: new Date(Date.parse(state.endTime) + 30_000).toISOString(), sequence: state.sequence + 1 };
}

/** Jakarta's 24-hour time of an instant, as the rooms write it. */
const jakartaTime = (iso: string) => new Date(Date.parse(iso) + 7 * 3_600_000).toISOString().slice(11, 19);

let recorder: LiveRegionRecorder | null = null;

beforeEach(() => {
  day += 1;
  now0 = Date.parse('2026-03-02T08:05:00Z') + day * 86_400_000;
  vi.useFakeTimers({ now: now0, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  serverAnswersByPath();
  resetRoom();
});

afterEach(() => {
  recorder?.stop();
  recorder = null;
  cleanup();
  clearAnnouncements();
  document.body.replaceChildren();
  viewportWidth(1024);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

// Whole pages with MUI under happy-dom: seconds each, more beside the journeys in CI.
describe('the vendor room tells a screen reader', { timeout: 60_000 }, () => {
  it.each([
    ['a wide screen', 1280],
    ['a 320 px phone', 320],
  ])('the pause, the resume, an extension and the end with the final rank, each once, on %s', async (_screen, width) => {
    viewportWidth(width);
    const live = running({
      you: { ranking: 2, lastOffer: '990000.00' },
      ranks: [{ label: '(You)', you: true, vendorId: null, ranking: 2, prevRanking: 2, trend: 'same', winner: false, lastOffer: '990000.00', scores: null }],
    });
    await act(async () => serveRoom(live));
    renderPage(<VendorRoomPage />, '/vendor-auction/session/auction-1', '/vendor-auction/session/:auctionId');
    await passSeconds(1);
    recorder = recordLiveRegions();
    // The phone's layout: the status and the rank in one header that wraps.
    expect(screen.queryByTestId('room-status-header') !== null).toBe(width < 900);

    const { paused, resumedAfter } = pauseOf(live);
    await serve(paused);
    await passSeconds(1);
    const pausedFor = screen.getByTestId('paused-time').textContent;
    await passSeconds(5);
    // The counter ran on; the chip says Paused.
    expect(screen.getByTestId('paused-time').textContent).not.toBe(pausedFor);
    expect(screen.getByTestId('room-status').textContent).toBe('Paused');
    expect(screen.getByRole('region', { name: 'Paused' })).toBe(screen.getByTestId('paused-banner'));

    const resumed = resumedAfter(6000);
    await serve(resumed);
    await passSeconds(3);
    expect(screen.getByTestId('room-status').textContent).toBe('On Going');

    const longer = extended(resumed);
    await serve(longer, { type: 'TIMER_EXTENDED', payload: { auctionId: 'auction-1', sequence: longer.sequence, endTime: longer.endTime, extensionsUsed: 1, serverNow: at(20) } });
    await passSeconds(3);
    expect(screen.getByTestId('extension-notice')).toBeTruthy();

    await serve({ ...longer, status: 'DONE', sequence: longer.sequence + 1 });
    await passSeconds(3);
    expect(screen.queryByTestId('extension-notice')).toBeNull();

    expect(recorder.said()).toEqual([
      `The session is paused. Reason: ${REASON}`,
      'The session has resumed.',
      `The session was extended. It now ends at ${jakartaTime(longer.endTime)}`,
      'The auction session has ended. Your final rank: 2 of 3',
    ]);
  });
});

describe('the buyer monitor tells a screen reader', { timeout: 60_000 }, () => {
  it('its own pause and resume, an extension and the end, each once', async () => {
    const live = running({ you: null });
    await act(async () => serveRoom(live));
    renderPage(<BuyerMonitorPage mode="live" />, '/buyer-auction/procurement-1/auction-1/in-progress', '/buyer-auction/:procurementId/:auctionId/in-progress');
    await passSeconds(1);
    recorder = recordLiveRegions();

    // The buyer pauses from the dialog; the server's answer and the room's new state follow.
    fireEvent.click(screen.getByRole('button', { name: 'Pause Session' }));
    await passSeconds(1);
    const dialog = screen.getByRole('dialog', { name: 'Pause Session' });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: REASON } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pause' }));
    await passSeconds(0);
    const { paused, resumedAfter } = pauseOf(live);
    await serve(paused);
    await passSeconds(6);
    expect(screen.getByTestId('auction-status').textContent).toBe('Paused');

    fireEvent.click(screen.getByRole('button', { name: 'Resume Session' }));
    await passSeconds(1);
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Resume Session' })).getByRole('button', { name: 'Resume' }));
    await passSeconds(0);
    expect(commandsSent).toEqual(['pause', 'resume']);
    const resumed = resumedAfter(8000);
    await serve(resumed);
    await passSeconds(3);
    expect(screen.getByTestId('auction-status').textContent).toBe('On Going');

    const longer = extended(resumed);
    await serve(longer);
    await passSeconds(3);

    await serve({ ...longer, status: 'DONE', sequence: longer.sequence + 1 });
    await passSeconds(3);

    expect(recorder.said()).toEqual([
      `The session is paused. Reason: ${REASON}`,
      'The session has resumed.',
      `The session was extended. It now ends at ${jakartaTime(longer.endTime)}`,
      'The auction session has ended',
    ]);
  });
});
