// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answered, renderIn, serverAnswers, settle } from '../../../../components/retry-wait.testing';
import { ProxyFloorPanel } from './proxy-floor-panel';

// The vendor's proxy floor (decision 197): set, change and remove while the session runs; the
// server's refusal stays under the field; nothing can be sent while the session is not running.

const refused = (msg: string) =>
  new Response(JSON.stringify({ errors: [{ param: 'floor', msg }] }), { status: 422, headers: { 'Content-Type': 'application/json' } });

function requestOf(call: unknown[] | undefined): { url: string; method: string; body: unknown } {
  const [url, init] = call as [string, RequestInit];
  return { url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined };
}

describe('ProxyFloorPanel', () => {
  it('sets a floor, shows it, and removes it', async () => {
    const server = serverAnswers(
      () => answered({ floor: '300000000.00' }),
      () => answered({ floor: null }),
    );
    renderIn('en', <ProxyFloorPanel auctionId="auc-1" floor={null} currency="IDR" direction="REVERSE" enabled />);
    expect(screen.getByText(/down to this floor, even with this page closed/)).toBeTruthy();
    expect(screen.getByTestId('proxy-floor-current').textContent).toBe('No floor set');

    fireEvent.change(screen.getByLabelText('Floor'), { target: { value: '300000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set floor' }));
    await settle();
    expect(requestOf(server.mock.calls[0])).toMatchObject({ method: 'PUT', body: { floor: '300000000.00' } });
    expect(requestOf(server.mock.calls[0]).url).toContain('/api/secured/auction/auc-1/proxy');
    expect(screen.getByTestId('proxy-floor-current').textContent).toBe('Your floor: 300,000,000.00 IDR');
    expect(screen.getByRole('button', { name: 'Change floor' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove floor' }));
    await settle();
    expect(requestOf(server.mock.calls[1]).method).toBe('DELETE');
    expect(screen.getByTestId('proxy-floor-current').textContent).toBe('No floor set');
  });

  it('keeps the server refusal under the field until the vendor types again', async () => {
    serverAnswers(() => refused('The session is paused: a floor can be set again once it is resumed'));
    renderIn('en', <ProxyFloorPanel auctionId="auc-1" floor="310000000.00" currency="IDR" direction="REVERSE" enabled />);
    expect(screen.getByTestId('proxy-floor-current').textContent).toBe('Your floor: 310,000,000.00 IDR');
    fireEvent.change(screen.getByLabelText('Floor'), { target: { value: '305000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change floor' }));
    await settle();
    expect(screen.getByTestId('proxy-floor-error').textContent).toBe('The session is paused: a floor can be set again once it is resumed');
    fireEvent.change(screen.getByLabelText('Floor'), { target: { value: '305000001' } });
    expect(screen.queryByTestId('proxy-floor-error')).toBeNull();
  });

  it('cannot be changed while the session is not running, and reads in Indonesian', () => {
    serverAnswers();
    renderIn('id', <ProxyFloorPanel auctionId="auc-1" floor={null} currency="IDR" direction="REVERSE" enabled={false} />);
    expect(screen.getByText('Batas Bawah Proksi')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Batas bawah').disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Tetapkan batas bawah' }).disabled).toBe(true);
  });

  it('says when the floor has stopped the proxy, and what the vendor can do, in both languages', () => {
    serverAnswers();
    const { unmount } = renderIn('en', <ProxyFloorPanel auctionId="auc-1" floor="338500000.00" currency="IDR" direction="REVERSE" enabled reached />);
    const note = screen.getByTestId('proxy-floor-reached');
    expect(note.getAttribute('role')).toBe('note');
    expect(note.textContent).toBe('Your floor was reached; you are no longer bidding automaticallyOffer yourself, or lower your floor, to bid again.');
    unmount();
    renderIn('id', <ProxyFloorPanel auctionId="auc-1" floor="341500000.00" currency="IDR" direction="FORWARD" enabled reached />);
    expect(screen.getByTestId('proxy-floor-reached').textContent).toBe(
      'Batas atas Anda telah tercapai; Anda tidak lagi menawar secara otomatisAjukan penawaran sendiri, atau naikkan batas atas Anda, untuk menawar lagi.',
    );
  });

  it('lets the vendor remove its floor while the session is paused, not set one', () => {
    serverAnswers();
    renderIn('en', <ProxyFloorPanel auctionId="auc-1" floor="310000000.00" currency="IDR" direction="REVERSE" enabled={false} paused />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Remove floor' }).disabled).toBe(false);
    expect(screen.getByLabelText<HTMLInputElement>('Floor').disabled).toBe(true);
  });
});
