import { expect, type APIRequestContext } from '@playwright/test';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
  createdAt: string;
}

/** Waits for the newest mail to `email` whose subject matches, as a person watching their inbox. */
export async function waitForMail(request: APIRequestContext, email: string, subject: RegExp): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
        const mails = ((await answer.json()) as { data: OutboxMail[] }).data;
        found = mails.find((m) => subject.test(m.subject));
        return !!found;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** Waits for a mail to `email` holding a link that matches, and answers that link (the newest such mail). */
export async function waitForMailLink(request: APIRequestContext, email: string, link: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
        const mails = ((await answer.json()) as { data: OutboxMail[] }).data;
        found = mails.flatMap((m) => m.links).find((l) => link.test(l));
        return !!found;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The sign-in code in a code mail's subject ("Your sign-in code: AB2C / …"). */
export function codeFrom(mail: OutboxMail): string {
  const match = /code: ([A-Z0-9]{4})/.exec(mail.subject);
  if (!match?.[1]) throw new Error(`no code in ${mail.subject}`);
  return match[1];
}

let counter = 0;
export function uniqueEmail(prefix: string): string {
  counter += 1;
  // The process id too: two journeys run at once, each in its own worker process.
  return `${prefix}.${Date.now().toString(36)}${process.pid.toString(36)}${counter}@example.com`;
}
