import { expect, type APIRequestContext } from '@playwright/test';
import { uniqueEmail, waitForMail } from './outbox';

export const PASSWORD = 'Rahasia123';

/** Registers a buyer through the API and follows the verification link, like a person would. */
export async function registeredBuyer(request: APIRequestContext, prefix = 'buyer'): Promise<{ email: string; password: string }> {
  const email = uniqueEmail(prefix);
  const answer = await request.post('/api/authentication/register', {
    data: {
      firstName: 'Budi',
      lastName: 'Santoso',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      optIn: true,
      reference: 'SEARCH_ENGINE',
      role: 'buyer_auction',
    },
  });
  expect(answer.status()).toBe(200);
  const mail = await waitForMail(request, email, /Verify your email/);
  const token = new URL(mail.links[0]!).searchParams.get('token');
  expect((await request.post('/api/authentication/verify-email', { data: { token } })).status()).toBe(200);
  return { email, password: PASSWORD };
}
