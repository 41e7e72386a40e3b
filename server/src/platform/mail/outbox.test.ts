import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { outboxMails } from '../../db/schema/platform';
import { createAccount, registration } from '../../testing/factories';
import { latestMail, linkTo, requestCode } from '../../testing/mail-helpers';
import { forgetAttempts } from '../../testing/rate-limits';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { DEV_PAGE_POLICY } from '../http/content-security-policy';
import { enqueueMail, type Mail } from './outbox';
import { OutboxWorker, type DeliverMail } from './outbox-worker';

const SECOND = 1000;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await forgetAttempts(t);
  // Every test starts with nothing pending: the app's own (development) worker sends what is left.
  while ((await t.app.outbox.tick()) > 0);
});

let counter = 0;
function mailTo(overrides: Partial<Mail> = {}): Mail {
  counter += 1;
  return {
    to: `outbox.${Date.now().toString(36)}${counter}@example.com`,
    subject: `Invitation ${counter}`,
    text: 'Please join the auction.',
    html: '<p>Please join the auction.</p>',
    links: [`http://localhost:5173/vendor-auction/join?n=${counter}`],
    ...overrides,
  };
}

async function row(to: string) {
  const [found] = await t.app.ctx.db.select().from(outboxMails).where(eq(outboxMails.toAddress, to));
  if (!found) throw new Error(`no outbox row for ${to}`);
  return found;
}

/** A mail server that can be switched off and on, and remembers what it accepted. */
function smtpServer() {
  const state = { up: false, tries: 0, delivered: [] as Array<Parameters<DeliverMail>[0]> };
  const deliver: DeliverMail = async (mail) => {
    state.tries += 1;
    if (!state.up) throw new Error('connect ECONNREFUSED 10.0.0.25:587');
    state.delivered.push(mail);
  };
  return { state, deliver };
}

function capturingLog() {
  const lines: string[] = [];
  const record = (...args: unknown[]) => {
    lines.push(JSON.stringify(args));
  };
  const log = { level: 'info', info: record, warn: record, error: record, debug: record, trace: record, fatal: record, silent: record } as unknown as FastifyBaseLogger;
  (log as unknown as { child: () => FastifyBaseLogger }).child = () => log;
  return { log, lines };
}

const quietLog = () => capturingLog().log;

describe('outbox worker', () => {
  it('marks a mail sent with the development transport and keeps it readable', async () => {
    const body = registration();
    await t.call('POST', '/api/authentication/register', { body });
    expect((await latestMail(t, body.email as string)).status).toBe('pending');

    expect(await t.app.outbox.tick()).toBe(1);
    const mail = await row(body.email as string);
    expect(mail.status).toBe('sent');
    expect(mail.sentAt).toBeInstanceOf(Date);
    expect(mail.attempts).toBe(1);
    // Nothing is due any more.
    expect(await t.app.outbox.tick()).toBe(0);
  });

  it('retries a mail the mail server refuses with growing delays, keeping it in the table', async () => {
    const smtp = smtpServer();
    const worker = new OutboxWorker(t.app.ctx.db, t.clock, smtp.deliver, quietLog());
    const mail = mailTo();
    await enqueueMail(t.app.ctx.db, mail);

    const delays: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const before = t.clock.now().getTime();
      expect(await worker.tick()).toBe(1);
      const stored = await row(mail.to);
      expect(stored).toMatchObject({ status: 'pending', attempts: attempt, lastError: 'connect ECONNREFUSED 10.0.0.25:587', sentAt: null });
      const delay = stored.nextAttemptAt.getTime() - before;
      delays.push(Math.round(delay / SECOND));

      // Not retried before its time.
      t.clock.advance(delay - 2 * SECOND);
      expect(await worker.tick()).toBe(0);
      t.clock.advance(2 * SECOND);
    }
    expect(delays).toEqual([10, 20, 40, 80]);
    expect(smtp.state.tries).toBe(4);

    // The mail server is back: the mail goes out with its content intact.
    smtp.state.up = true;
    expect(await worker.tick()).toBe(1);
    expect(await row(mail.to)).toMatchObject({ status: 'sent', attempts: 5, lastError: null });
    expect(smtp.state.delivered).toEqual([{ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html }]);
    expect(await worker.tick()).toBe(0);
  });

  it('delivers a verification mail queued while the mail server was down once it recovers', async () => {
    const smtp = smtpServer();
    const worker = new OutboxWorker(t.app.ctx.db, t.clock, smtp.deliver, quietLog());
    const body = registration();
    await t.call('POST', '/api/authentication/register', { body });
    await worker.tick();
    t.clock.advance(10 * SECOND);
    await worker.tick();

    smtp.state.up = true;
    t.clock.advance(20 * SECOND);
    await worker.tick();
    expect(smtp.state.delivered.map((m) => m.to)).toEqual([body.email]);
    expect(smtp.state.delivered[0]!.subject).toBe('Verify your email / Verifikasi email Anda');
    expect(smtp.state.delivered[0]!.text).toContain('/verify-email?token=');
  });

  // docs/rules/realtime-and-platform.md#mail-and-files: a mail is never lost when SMTP is down, however long the outage.
  it('delivers a mail queued during an hour-long mail-server outage once the server recovers', async () => {
    const smtp = smtpServer();
    const worker = new OutboxWorker(t.app.ctx.db, t.clock, smtp.deliver, quietLog());
    const mail = mailTo();
    await enqueueMail(t.app.ctx.db, mail);
    for (let minute = 0; minute < 60; minute += 1) {
      await worker.tick();
      t.clock.advance(60 * SECOND);
    }
    smtp.state.up = true;
    // Within the longest retry delay (one hour) the mail must go out.
    for (let minute = 0; minute <= 60; minute += 1) {
      await worker.tick();
      t.clock.advance(60 * SECOND);
    }
    expect(smtp.state.delivered.map((m) => m.to)).toEqual([mail.to]);
    expect((await row(mail.to)).status).toBe('sent');
  });

  it('sends a mail again through another worker when the one that claimed it died while sending', async () => {
    const dead = new OutboxWorker(t.app.ctx.db, t.clock, () => new Promise<void>(() => undefined), quietLog());
    const smtp = smtpServer();
    smtp.state.up = true;
    const alive = new OutboxWorker(t.app.ctx.db, t.clock, smtp.deliver, quietLog());
    const mail = mailTo();
    await enqueueMail(t.app.ctx.db, mail);

    void dead.tick(); // hangs forever inside the delivery, like a node that froze
    for (let wait = 0; wait < 100 && (await row(mail.to)).attempts === 0; wait += 1) await new Promise((r) => setTimeout(r, 20));
    expect((await row(mail.to)).attempts).toBe(1);

    expect(await alive.tick()).toBe(0); // leased to the dead worker
    t.clock.advance(121 * SECOND);
    expect(await alive.tick()).toBe(1);
    expect(smtp.state.delivered.map((m) => m.to)).toEqual([mail.to]);
    expect((await row(mail.to)).status).toBe('sent');
  });

  it('delivers each mail once when two workers run at the same time', async () => {
    const smtp = smtpServer();
    smtp.state.up = true;
    const workers = [1, 2].map(() => new OutboxWorker(t.app.ctx.db, t.clock, smtp.deliver, quietLog()));
    const mails = Array.from({ length: 6 }, () => mailTo());
    for (const mail of mails) await enqueueMail(t.app.ctx.db, mail);

    await Promise.all(workers.map((w) => w.tick()));
    await Promise.all(workers.map((w) => w.tick()));
    expect(smtp.state.delivered.map((m) => m.to).sort()).toEqual(mails.map((m) => m.to).sort());
  });

  it('keeps no mail written in a transaction that rolls back', async () => {
    const mail = mailTo();
    await expect(
      t.app.ctx.db.transaction(async (tx) => {
        await enqueueMail(tx, mail);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await t.mailsTo(mail.to)).toEqual([]);
    expect(await t.app.outbox.tick()).toBe(0);
  });

  // Codes travel in subjects and tokens in links: only the development transport may log them.
  it('keeps sign-in codes and link tokens out of the log when a mail server is configured', async () => {
    const account = await createAccount(t);
    const code = await requestCode(t, account.email);
    await t.call('POST', '/api/authentication/reset-password', { body: { email: account.email } });
    const resetToken = linkTo(await latestMail(t, account.email), '/buyer-login').searchParams.get('t') ?? '';

    const { log, lines } = capturingLog();
    const smtp = smtpServer();
    smtp.state.up = true;
    const worker = new OutboxWorker(t.app.ctx.db, t.clock, smtp.deliver, log);
    expect(await worker.tick()).toBe(2);
    expect(smtp.state.delivered).toHaveLength(2);
    const logged = lines.join('\n');
    expect(logged).not.toContain(resetToken);
    expect(logged).not.toContain(code);
  });
});

describe('development outbox', () => {
  it('lists the mails to an address, newest first, with their links', async () => {
    const account = await createAccount(t);
    const other = await createAccount(t);
    await t.call('POST', '/api/authentication/reset-password', { body: { email: account.email } });
    await requestCode(t, account.email);
    await requestCode(t, other.email);

    const answer = await t.call('GET', `/api/dev/outbox?to=${encodeURIComponent(account.email.toUpperCase())}`);
    expect(answer.status).toBe(200);
    const mails = answer.body.data as Array<{ to: string; subject: string; links: string[]; status: string; createdAt: string }>;
    expect(mails.map((m) => m.to)).toEqual([account.email, account.email]);
    expect(mails[0]!.subject).toMatch(/^Your sign-in code: /);
    expect(mails[1]!.subject).toBe('Create a new password / Buat kata sandi baru');
    expect(mails[1]!.links).toHaveLength(1);
    expect(mails[1]!.links[0]).toMatch(/^http:\/\/localhost:5173\/buyer-login\?u=.+&t=.+$/);
    expect(Date.parse(mails[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(mails[1]!.createdAt));

    const one = await t.call('GET', `/api/dev/outbox?to=${encodeURIComponent(account.email)}&limit=1`);
    expect(one.body.data.map((m: { subject: string }) => m.subject)).toEqual([mails[0]!.subject]);

    const all = await t.call('GET', '/api/dev/outbox');
    const addresses = new Set(all.body.data.map((m: { to: string }) => m.to));
    expect(addresses.has(account.email) && addresses.has(other.email)).toBe(true);
  });

  it('shows a page with each mail and its clickable links', async () => {
    const account = await createAccount(t);
    await t.call('POST', '/api/authentication/reset-password', { body: { email: account.email } });
    const link = (await latestMail(t, account.email)).links[0]!;

    const response = await fetch(`${t.url}/dev/outbox?to=${encodeURIComponent(account.email)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = await response.text();
    expect(page).toContain('Mail outbox (development)');
    expect(page).toContain(`Showing mails to ${account.email}`);
    expect(page).toContain('Create a new password / Buat kata sandi baru');
    expect(page).toContain(`<a href="${link.replace(/&/g, '&amp;')}">`);
  });

  it('escapes what a mail contains instead of running it in the page', async () => {
    const mail = mailTo({ subject: '<script>alert(1)</script>', links: ['http://localhost:5173/x?a="><img src=x>'] });
    await enqueueMail(t.app.ctx.db, mail);
    const response = await fetch(`${t.url}/dev/outbox?to=${encodeURIComponent(mail.to)}`);
    // And should anything slip through, the page's policy runs no script at all, only inline styles.
    expect(response.headers.get('content-security-policy')).toBe(DEV_PAGE_POLICY);
    expect(DEV_PAGE_POLICY).toContain("default-src 'none'");
    expect(DEV_PAGE_POLICY).not.toContain('script-src');
    const page = await response.text();
    expect(page).not.toContain('<script>alert(1)</script>');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).not.toContain('"><img src=x>');
  });

  it('says so when an address has no mail', async () => {
    const page = await (await fetch(`${t.url}/dev/outbox?to=nobody.at.all@example.com`)).text();
    expect(page).toContain('No mails yet.');
  });

  it('is not served in production', async () => {
    const production = await buildApp({ config: { ...t.app.ctx.config, NODE_ENV: 'production', devOutbox: false }, db: t.app.ctx.db, changes: t.app.ctx.changes, clock: t.clock });
    try {
      for (const url of ['/api/dev/outbox', '/dev/outbox']) {
        const answer = await production.http.inject({ method: 'GET', url });
        expect(answer.statusCode, url).toBe(404);
        expect(answer.json()).toEqual({ errors: [{ param: null, msg: 'Not found' }] });
      }
    } finally {
      await production.close();
    }
  });
});
