// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { BatchStatusView, NegotiationBatchView, NegotiationView } from '@procura/domain/negotiation/negotiation.views';
import type { ProcurementView } from '@procura/domain/procurement/procurement.views';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DatePickersProvider } from '../../../components/date-pickers-provider';
import { answered, renderIn } from '../../../components/retry-wait.testing';
import { BatchScreen } from './batch-screen';
import { negotiationBatchKeys } from './negotiation-batch.api';
import { aNegotiation } from '../online/negotiation-state.testing';

// The vendor table of a running online batch (docs/rules/negotiation.md#batch-screen): each row has
// its own Open action, a button named after the vendor, that leads where the row's click leads: the
// online session for a scheduled vendor, the Negotiation Price dialog for one not scheduled yet.

const BATCH = 'b1';

function aVendorNegotiation(id: string, vendorName: string, overrides: Partial<NegotiationView> = {}): NegotiationView {
  return aNegotiation({ _id: id, vendorId: `v-${id}`, vendorName, status: 'NOT_STARTED', updatedAt: '2026-11-25T01:00:00.000Z', ...overrides });
}

const NEGOTIATIONS = [aVendorNegotiation('n1', 'PT Alpha'), aVendorNegotiation('n2', 'PT Beta', { status: 'NOT_SCHEDULED', startDate: null })];

const BATCH_VIEW: NegotiationBatchView = {
  _id: BATCH,
  name: 'Batch 1',
  procurementId: 'p1',
  status: 'ON_GOING',
  negotiationType: 'ONLINE',
  startDate: '2026-11-25T02:00:00.000Z',
  endDate: null,
  procurementItemIds: [],
  procurementVendorIds: ['v-n1', 'v-n2'],
  negotiationCount: 2,
  createdAt: '2026-11-24T01:00:00.000Z',
  updatedAt: '2026-11-24T01:00:00.000Z',
  cancelReason: null,
  canceledBy: null,
  canceledAt: null,
};

const PROCUREMENT = {
  _id: 'p1',
  procurementName: 'Laptops',
  procurementNumber: 'PRC-1',
  biddingType: 'TOTAL_PRICE',
  currency: 'IDR',
  startDate: '2026-11-20T01:00:00.000Z',
  endDate: '2026-12-20T01:00:00.000Z',
} as ProcurementView;

function OnlineSessionStub() {
  const { batchId, negotiationId } = useParams();
  return <p>{`online session ${batchId}/${negotiationId}`}</p>;
}

beforeEach(() => {
  // Anything the screen fetches beyond the seeded answers (the price dialog's items) is answered empty.
  vi.stubGlobal('fetch', vi.fn(async () => answered([])));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderScreen(language: 'en' | 'id') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const status: BatchStatusView = { status: 'ON_GOING', next: [] };
  queryClient.setQueryData(negotiationBatchKeys.status(BATCH), status);
  queryClient.setQueryData(negotiationBatchKeys.negotiations(BATCH), NEGOTIATIONS);
  return renderIn(
    language,
    <QueryClientProvider client={queryClient}>
      <DatePickersProvider>
        <MemoryRouter initialEntries={[`/negotiation/session/p1/${BATCH}`]}>
          <Routes>
            <Route path="/negotiation/session/:procurementId/:batchId" element={<BatchScreen procurement={PROCUREMENT} batch={BATCH_VIEW} items={[]} vendors={[]} presetVendors={null} />} />
            <Route path="/negotiation/session-online/buyer/:batchId/:negotiationId" element={<OnlineSessionStub />} />
          </Routes>
        </MemoryRouter>
      </DatePickersProvider>
    </QueryClientProvider>,
  );
}

describe('the vendor negotiation table', () => {
  it('gives every vendor row an Open button named after its vendor, reachable by keyboard', () => {
    renderScreen('en');
    const table = screen.getByRole('table', { name: 'Vendor Negotiation' });
    for (const vendor of ['PT Alpha', 'PT Beta']) {
      const row = within(table).getByRole('row', { name: new RegExp(vendor) });
      const open = within(row).getByRole('button', { name: `Open negotiation with ${vendor}` });
      expect(open.textContent).toBe('Open negotiation');
      // A native button: in the tab order, and Enter or Space press it.
      expect(open.tagName).toBe('BUTTON');
      open.focus();
      expect(document.activeElement).toBe(open);
    }
  });

  it('opens the online session of a scheduled vendor from its Open button', () => {
    renderScreen('en');
    fireEvent.click(screen.getByRole('button', { name: 'Open negotiation with PT Alpha' }));
    expect(screen.getByText('online session b1/n1')).toBeTruthy();
  });

  it('opens the Negotiation Price dialog of a vendor not scheduled yet from its Open button', () => {
    renderScreen('en');
    fireEvent.click(screen.getByRole('button', { name: 'Open negotiation with PT Beta' }));
    const dialogs = screen.getAllByRole('dialog', { name: 'Negotiation Price' });
    expect(dialogs).toHaveLength(1);
    expect(within(dialogs[0]!).getByText('PT Beta')).toBeTruthy();
    expect(screen.queryByText(/online session/)).toBeNull();
  });

  it('still opens a vendor from a click on its row', () => {
    renderScreen('en');
    fireEvent.click(screen.getByTestId('vendor-row-PT Alpha'));
    expect(screen.getByText('online session b1/n1')).toBeTruthy();
  });

  it('names the Open button in Indonesian', () => {
    renderScreen('id');
    const open = screen.getByRole('button', { name: 'Buka negosiasi dengan PT Alpha' });
    expect(open.textContent).toBe('Buka negosiasi');
    fireEvent.click(open);
    expect(screen.getByText('online session b1/n1')).toBeTruthy();
  });
});
