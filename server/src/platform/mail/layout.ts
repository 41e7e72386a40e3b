import type { Mail } from './outbox';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** One language's part of a mail: paragraphs, then an optional button and a code. */
export interface MailSection {
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** A second, quieter link under the button (e.g. declining an invitation). */
  secondaryAction?: { label: string; url: string };
  code?: string;
  footnote?: string;
}

function sectionHtml(s: MailSection): string {
  const parts = [`<p style="margin:0 0 12px">${escapeHtml(s.greeting)}</p>`];
  for (const p of s.paragraphs) parts.push(`<p style="margin:0 0 12px">${escapeHtml(p)}</p>`);
  if (s.code) {
    parts.push(
      `<p style="font-size:28px;letter-spacing:10px;font-weight:700;font-family:monospace;margin:16px 0">${escapeHtml(s.code)}</p>`,
    );
  }
  if (s.action) {
    parts.push(
      `<p style="margin:20px 0"><a href="${escapeHtml(s.action.url)}" style="background:#1565c0;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(s.action.label)}</a></p>`,
      `<p style="margin:0 0 12px;font-size:12px;color:#666;word-break:break-all">${escapeHtml(s.action.url)}</p>`,
    );
  }
  if (s.secondaryAction) {
    parts.push(
      `<p style="margin:0 0 12px"><a href="${escapeHtml(s.secondaryAction.url)}" style="color:#1565c0">${escapeHtml(s.secondaryAction.label)}</a></p>`,
    );
  }
  if (s.footnote) parts.push(`<p style="margin:0;font-size:12px;color:#666">${escapeHtml(s.footnote)}</p>`);
  return parts.join('\n');
}

function sectionText(s: MailSection): string {
  return [s.greeting, ...s.paragraphs, s.code ?? '', s.action ? `${s.action.label}: ${s.action.url}` : '',
    s.secondaryAction ? `${s.secondaryAction.label}: ${s.secondaryAction.url}` : '', s.footnote ?? '']
    .filter(Boolean)
    .join('\n\n');
}

/**
 * Builds a bilingual mail (English, then Indonesian): the recipient's language is not known
 * when a mail is written, and both are the product's languages.
 */
export function bilingualMail(to: string, subject: string, en: MailSection, id: MailSection): Mail {
  const links = [en.action?.url, en.secondaryAction?.url, id.action?.url, id.secondaryAction?.url].filter((u, i, all): u is string => !!u && all.indexOf(u) === i);
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;background:#f5f7fb;padding:24px">
<div style="max-width:560px;margin:auto;background:#fff;border-radius:8px;padding:24px">
<p style="font-weight:700;color:#1565c0;margin:0 0 16px">Procura Auction</p>
${sectionHtml(en)}
<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0">
${sectionHtml(id)}
</div></body></html>`;
  const text = `${sectionText(en)}\n\n----\n\n${sectionText(id)}\n`;
  return { to, subject, text, html, links };
}
