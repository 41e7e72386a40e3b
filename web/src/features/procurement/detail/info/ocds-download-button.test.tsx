// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProcurementDetail } from '../../../../api/procurement-detail';
import { renderIn } from '../../../../components/retry-wait.testing';
import { OcdsDownloadButton } from './ocds-download-button';

// The open-data download on the procurement page (decision 204): shown once the procurement is out
// of DRAFT, it fetches GET …/ocds with the session's token; a failure is said, in Indonesian too.

const download = vi.hoisted(() => vi.fn());
vi.mock('../../../../api/authorized-files', () => ({ downloadWithToken: download }));

afterEach(() => {
  cleanup();
  download.mockReset();
});

const procurement = (status: string) => ({ _id: 'p-1', procurementNumber: 'PRC-1', status }) as unknown as ProcurementDetail;

describe('OcdsDownloadButton', () => {
  it('downloads the release package of an open procurement', async () => {
    download.mockResolvedValue(undefined);
    renderIn('en', <OcdsDownloadButton procurement={procurement('OPEN')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download open data (OCDS)' }));
    await waitFor(() => expect(download).toHaveBeenCalledWith('/api/secured/procurement/p-1/ocds', 'ocds-PRC-1.json'));
  });

  it('is not offered for a draft', () => {
    renderIn('en', <OcdsDownloadButton procurement={procurement('DRAFT')} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says when the download failed, in Indonesian', async () => {
    download.mockRejectedValue(new Error('offline'));
    renderIn('id', <OcdsDownloadButton procurement={procurement('CLOSED')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Unduh data terbuka (OCDS)' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Data terbuka tidak dapat diunduh. Silakan coba lagi.');
  });
});
