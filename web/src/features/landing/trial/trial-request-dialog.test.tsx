// @vitest-environment happy-dom
import { LANDING_MSG } from '@procura/domain/landing/landing.messages';
import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { answered, passSeconds, refusedForLimit, renderIn, serverAnswers, settle } from '../../../components/retry-wait.testing';
import { TrialRequestDialog } from './trial-request-dialog';

// The free-trial form meets the limit of 10 requests an hour from one network: the reason and the
// time left stay above the buttons, in Indonesian as the landing page speaks, until it may be sent again.

const REASON_ID = 'Terlalu banyak permintaan uji coba gratis dari jaringan Anda. Silakan coba lagi nanti.';
const SEND = 'Kirim permintaan';

beforeAll(async () => {
  // Indonesian is what the landing page shows; the catalogue must hold the server's reason too.
  const { landingId } = await import('../../../i18n/messages/landing.id');
  expect(landingId[LANDING_MSG.tooManyRequests]).toBe(REASON_ID);
});

function type(name: string, value: string) {
  const input = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) throw new Error(`no field ${name}`);
  fireEvent.change(input, { target: { value } });
}

async function sendFilledForm() {
  type('name', 'Dewi Lestari');
  type('email', 'dewi@majujaya.co.id');
  type('phone', '81234567890');
  type('companyName', 'PT Maju Jaya');
  fireEvent.click(screen.getByRole('button', { name: SEND }));
  await settle();
}

const sendButton = () => screen.getByRole<HTMLButtonElement>('button', { name: SEND });

describe('free-trial request refused for the limit', () => {
  it('shows the reason and the countdown and keeps Send request disabled until the wait ends', async () => {
    const server = serverAnswers(() => refusedForLimit(LANDING_MSG.tooManyRequests, 40 * 60), () => answered({ id: 'x' }));
    const onSent = vi.fn();
    renderIn('id', <TrialRequestDialog open onClose={() => undefined} onSent={onSent} />);
    await sendFilledForm();
    expect(server).toHaveBeenCalledTimes(1);

    expect(screen.getByText(REASON_ID)).toBeTruthy();
    expect(screen.getByText('Anda dapat mencoba lagi dalam 40:00.')).toBeTruthy();
    expect(sendButton().disabled).toBe(true);
    expect(onSent).not.toHaveBeenCalled();

    await passSeconds(39 * 60 + 30);
    expect(screen.getByText('Anda dapat mencoba lagi dalam 0:30.')).toBeTruthy();
    expect(sendButton().disabled).toBe(true);

    await passSeconds(30);
    expect(screen.queryByText(REASON_ID)).toBeNull();
    expect(sendButton().disabled).toBe(false);
    // The spec empties the form after sending, whatever the answer: filled again, it goes.
    await sendFilledForm();
    expect(onSent).toHaveBeenCalledTimes(1);
  });
});
