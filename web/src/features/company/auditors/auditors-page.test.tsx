// @vitest-environment happy-dom
import { AUDITOR_MSG } from '@procura/domain/company/auditor.messages';
import type { AuditorView } from '@procura/domain/company/auditor.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { announce } from '../../../components/live-announcer';
import { answered, passSeconds, renderIn, serverAnswers, settle } from '../../../components/retry-wait.testing';
import { id } from '../../../i18n/id';
import { translateNumbered } from '../../../i18n/numbered-messages';
import { AuditorsPage } from './auditors-page';

// The owner's auditors page (docs/decisions.md 244): the list, the invitation confirmed first, the
// server's refusals, and the message another buyer of the company gets instead.

vi.mock('../../../components/live-announcer', () => ({ announce: vi.fn() }));

beforeEach(() => vi.mocked(announce).mockClear());

const PATH = '/api/secured/company/auditors';

function auditor(overrides: Partial<AuditorView> = {}): AuditorView {
  return {
    id: 'aud-1',
    email: 'spi@bumn.co.id',
    name: 'spi',
    // 15:10 WIB
    invitedAt: '2026-03-02T08:10:05.000Z',
    lastLoginAt: null,
    ...overrides,
  };
}

function refused(status: number, param: string | null, msg: string): Response {
  return new Response(JSON.stringify({ errors: [{ param, msg }] }), { status, headers: { 'Content-Type': 'application/json' } });
}

function callOf(stub: { mock: { calls: unknown[][] } }, index: number) {
  const [path, init] = stub.mock.calls[index] as [string, RequestInit | undefined];
  return { path, method: init?.method ?? 'GET', body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined };
}

/** The text of what describes a field (its error), by aria-describedby. */
function descriptionOf(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

function renderPage(language: 'en' | 'id' = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderIn(
    language,
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/company/auditors']}>
        <AuditorsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The answers read and drawn (react-query tells the page on a zero-delay timer). */
async function arrived() {
  await settle();
  await passSeconds(0);
  await settle();
}

async function askToInvite(email: string, name = 'E-mail', button = 'Invite auditor') {
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: button }));
  await settle();
}

describe('the auditors page', () => {
  it('lists the invited auditors with when they were invited and last signed in', async () => {
    const server = serverAnswers(() =>
      answered([auditor(), auditor({ id: 'aud-2', email: 'apip@bumn.co.id', name: null, invitedAt: '2026-03-03T01:00:00.000Z', lastLoginAt: '2026-03-04T13:30:00.000Z' })]),
    );
    renderPage();
    await arrived();
    expect(callOf(server, 0)).toEqual({ path: PATH, method: 'GET', body: undefined });
    expect(screen.getByRole('heading', { level: 1, name: 'Auditors' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Auditors of your company' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first!.textContent).toBe('spi@bumn.co.idNamespiInvited02/03/2026 15:10 WIBLast sign-inNot yet');
    expect(second!.textContent).toBe('apip@bumn.co.idInvited03/03/2026 08:00 WIBLast sign-in04/03/2026 20:30 WIB');
  });

  it('says when no auditor has been invited', async () => {
    serverAnswers(() => answered([]));
    renderPage();
    await arrived();
    expect(screen.getByTestId('auditors-empty').textContent).toBe('No auditor has been invited yet.');
    expect(screen.queryByRole('list', { name: 'Auditors of your company' })).toBeNull();
  });

  it('invites an auditor after a confirmation, announces it and reads the list again', async () => {
    const invited = auditor({ email: 'spi@bumn.co.id' });
    const server = serverAnswers(
      () => answered([]),
      () => answered(invited),
      () => answered([invited]),
    );
    renderPage();
    await arrived();
    await askToInvite(' SPI@bumn.co.id ');
    const dialog = screen.getByRole('dialog', { name: 'Invite auditor' });
    expect(dialog.textContent).toContain("Invite spi@bumn.co.id as an auditor? They will read all of your company's records.");
    expect(server).toHaveBeenCalledTimes(1);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Invite' }));
    await arrived();
    await passSeconds(1);

    expect(callOf(server, 1)).toEqual({ path: PATH, method: 'POST', body: { email: 'spi@bumn.co.id' } });
    expect(callOf(server, 2)).toEqual({ path: PATH, method: 'GET', body: undefined });
    expect(announce).toHaveBeenCalledWith('spi@bumn.co.id has been invited as an auditor.', 'auditor-invite');
    const list = screen.getByRole('list', { name: 'Auditors of your company' });
    expect(within(list).getByRole('listitem').textContent).toContain('spi@bumn.co.id');
    expect((screen.getByRole('textbox', { name: 'E-mail' }) as HTMLInputElement).value).toBe('');
  });

  it('sends nothing when the invitation is cancelled', async () => {
    const server = serverAnswers(() => answered([]));
    renderPage();
    await arrived();
    await askToInvite('spi@bumn.co.id');
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Invite auditor' })).getByRole('button', { name: 'Cancel' }));
    await arrived();
    expect(server).toHaveBeenCalledTimes(1);
  });

  it('checks the e-mail before asking', async () => {
    const server = serverAnswers(() => answered([]));
    renderPage();
    await arrived();
    await askToInvite('not-an-email');
    expect(screen.queryByRole('dialog')).toBeNull();
    const field = screen.getByRole('textbox', { name: 'E-mail' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(field)).toBe(AUDITOR_MSG.emailInvalid);
    expect(server).toHaveBeenCalledTimes(1);
  });

  it('shows an e-mail that already belongs to an account under the field', async () => {
    const taken = AUDITOR_MSG.emailTaken.replace('{email}', 'budi@maju.co.id');
    serverAnswers(() => answered([]), () => refused(409, 'email', taken));
    renderPage();
    await arrived();
    await askToInvite('budi@maju.co.id');
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Invite auditor' })).getByRole('button', { name: 'Invite' }));
    await arrived();
    await passSeconds(1);
    const field = screen.getByRole('textbox', { name: 'E-mail' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(field)).toBe(taken);
    expect(document.activeElement).toBe(field);
    expect(announce).not.toHaveBeenCalled();
  });

  it('shows a refusal that names no field as an alert', async () => {
    serverAnswers(() => answered([]), () => refused(403, null, AUDITOR_MSG.ownerOnly));
    renderPage();
    await arrived();
    await askToInvite('spi@bumn.co.id');
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Invite auditor' })).getByRole('button', { name: 'Invite' }));
    await arrived();
    await passSeconds(1);
    expect(screen.getByRole('alert').textContent).toContain(AUDITOR_MSG.ownerOnly);
    expect(screen.getByRole('textbox', { name: 'E-mail' }).getAttribute('aria-invalid')).toBe('false');
  });

  it('tells a buyer who is not the owner, without the form and the list', async () => {
    serverAnswers(() => refused(403, null, AUDITOR_MSG.ownerOnly));
    renderPage();
    await arrived();
    expect(screen.getByTestId('auditors-not-owner').textContent).toBe(AUDITOR_MSG.ownerOnly);
    expect(screen.getByRole('status').textContent).toBe(AUDITOR_MSG.ownerOnly);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Invite auditor' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Auditors of your company' })).toBeNull();
  });

  it('reads the list again after a failure', async () => {
    serverAnswers(() => refused(500, null, 'Something went wrong. Please try again.'), () => answered([auditor()]));
    renderPage();
    await arrived();
    expect(screen.getByRole('alert').textContent).toContain('We could not load the auditors.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await arrived();
    expect(within(screen.getByRole('list', { name: 'Auditors of your company' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('speaks Indonesian', async () => {
    serverAnswers(() => answered([auditor()]));
    renderPage('id');
    await arrived();
    expect(screen.getByRole('heading', { level: 1, name: 'Auditor' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Auditor perusahaan Anda' })).getByRole('listitem').textContent).toContain('Belum pernah');
    await askToInvite('budi@maju.co.id', 'E-mail', 'Undang auditor');
    const dialog = screen.getByRole('dialog', { name: 'Undang auditor' });
    expect(dialog.textContent).toContain('Undang budi@maju.co.id sebagai auditor? Auditor akan membaca semua catatan perusahaan Anda.');
    expect(within(dialog).getByRole('button', { name: 'Undang' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Batal' })).toBeTruthy();
  });

  it('has Indonesian for the refusal naming the e-mail, as the server fills it', () => {
    expect(translateNumbered(AUDITOR_MSG.emailTaken.replace('{email}', 'budi@maju.co.id'), id)).toBe(
      'E-mail budi@maju.co.id sudah dimiliki sebuah akun. Silakan undang auditor dengan e-mail lain',
    );
  });
});
