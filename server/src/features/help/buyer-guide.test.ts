import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { helpPagesFor } from '@procura/domain/help/help-content';
import { HELP_MSG } from '@procura/domain/help/help.messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPages } from '../../testing/report-files';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { BuyerGuide } from './buyer-guide.service';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const squash = (text: string) => text.replace(/\s+/g, '');

describe('buyer user guide', () => {
  it('is a public PDF holding every buyer page with its title and steps, in Indonesian', async () => {
    const answer = await fetch(`${t.url}/api/help/buyer-user-guide.pdf?lang=id`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toContain('panduan-pengguna-pembeli.pdf');
    const pages = await pdfPages(new Uint8Array(await answer.arrayBuffer()));
    // pdf.js splits lines into items; compare without white space so wrapped lines still match.
    const all = squash(pages.join(' '));
    expect(pages[0]).toContain('Panduan Pengguna Pembeli');
    expect(pages[1]).toContain('Daftar Isi');
    for (const page of helpPagesFor('buyer')) {
      expect(pages[1], page.slug).toContain(page.title.id);
      expect(all).toContain(squash(page.title.id));
      for (const step of page.steps) expect(all, `${page.slug}: ${step.text.id}`).toContain(squash(step.text.id));
    }
  }, 60_000);

  it('speaks English when asked, and by default', async () => {
    const answer = await fetch(`${t.url}/api/help/buyer-user-guide.pdf`);
    expect(answer.status).toBe(200);
    const all = squash((await pdfPages(new Uint8Array(await answer.arrayBuffer()))).join(' '));
    for (const page of helpPagesFor('buyer')) {
      for (const step of page.steps) expect(all, step.text.en).toContain(squash(step.text.en));
    }
    const head = await fetch(`${t.url}/api/help/buyer-user-guide.pdf?lang=en`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(10_000);
  }, 60_000);

  it('refuses another language with the envelope', async () => {
    const answer = await t.call('GET', '/api/help/buyer-user-guide.pdf?lang=fr');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ errors: [{ param: 'lang', msg: HELP_MSG.language }] });
  });

  it('is made once per language and kept; missing pictures leave their steps without one', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'procura-help-'));
    const guide = new BuyerGuide(empty, empty);
    const first = guide.pdf('en');
    expect(guide.pdf('en')).toBe(first);
    expect((await first).length).toBeGreaterThan(1000);
  }, 60_000);
});
