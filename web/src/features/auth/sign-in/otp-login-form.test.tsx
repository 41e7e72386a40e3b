// @vitest-environment happy-dom
import { tooManyAttemptsMessage } from '@procura/domain/common/rate-limit.messages';
import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { answered, passSeconds, refusedForLimit, renderIn, serverAnswers, settle } from '../../../components/retry-wait.testing';
import { OtpLoginForm } from './otp-login-form';

// Decisions 158 and 178: a code request refused for a limit keeps its reason and the time left beside the control
// that was refused, counting down, and holds back both controls that ask for a code.

const REASON = tooManyAttemptsMessage(90_000);

// The form loads its validation on first use; loaded here, the clicks below wait for no module.
beforeAll(async () => {
  await import('./login-validation');
});

function showForm() {
  renderIn(
    'en',
    <MemoryRouter>
      <OtpLoginForm initialEmail="vendor1@example.com" />
    </MemoryRouter>,
  );
}

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const sentNotice = () => screen.getByRole('status', { name: 'Check your email' });

async function codeSentThenResendRefused() {
  showForm();
  fireEvent.click(button('Request OTP'));
  await settle();
  await passSeconds(30);
  fireEvent.click(button('Resend Email'));
  await settle();
}

describe('Resend Email refused for a limit', () => {
  it('shows the reason and the countdown beside Resend Email and keeps it disabled until the wait ends', async () => {
    const server = serverAnswers(() => answered({}), () => refusedForLimit(REASON, 90));
    await codeSentThenResendRefused();
    expect(server).toHaveBeenCalledTimes(2);

    expect(within(sentNotice()).getByText(REASON)).toBeTruthy();
    expect(within(sentNotice()).getByText('You can try again in 1:30.')).toBeTruthy();
    // Once on the page: beside the control refused, not again beside Request OTP.
    expect(screen.getAllByText(REASON)).toHaveLength(1);
    expect(button('Resend Email').disabled).toBe(true);
    expect(button('Request OTP').disabled).toBe(true);

    await passSeconds(60);
    expect(within(sentNotice()).getByText('You can try again in 0:30.')).toBeTruthy();
    expect(button('Resend Email').disabled).toBe(true);

    await passSeconds(30);
    expect(screen.queryByText(REASON)).toBeNull();
    expect(button('Resend Email').disabled).toBe(false);
    expect(button('Request OTP').disabled).toBe(false);
  });

  it('moves the countdown beside Request OTP when the notice is closed', async () => {
    serverAnswers(() => answered({}), () => refusedForLimit(REASON, 90));
    await codeSentThenResendRefused();
    fireEvent.click(button('Close'));
    expect(screen.queryByRole('status', { name: 'Check your email' })).toBeNull();
    expect(screen.getByText(REASON)).toBeTruthy();
    expect(screen.getByText('You can try again in 1:30.')).toBeTruthy();
    expect(button('Request OTP').disabled).toBe(true);
  });
});
