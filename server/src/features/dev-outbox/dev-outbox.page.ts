import { formatDateTime } from '@procura/domain/common/dates';
import type { DevOutboxMail } from '@procura/domain/dev-outbox/dev-outbox.schemas';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The /dev/outbox page: plain HTML, readable without the web app, each mail's links clickable. */
export function renderOutboxPage(mails: DevOutboxMail[], to?: string): string {
  const items = mails
    .map(
      (m) => `<article>
  <header><strong>${esc(m.subject)}</strong><span>${esc(formatDateTime(m.createdAt))} · ${esc(m.status)}</span></header>
  <p class="to">To: <a href="?to=${encodeURIComponent(m.to)}">${esc(m.to)}</a></p>
  ${m.links.length ? `<ul>${m.links.map((l) => `<li><a href="${esc(l)}">${esc(l)}</a></li>`).join('')}</ul>` : ''}
  <details><summary>Show mail</summary><iframe sandbox srcdoc="${esc(m.html)}"></iframe><pre>${esc(m.text)}</pre></details>
</article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Mail outbox (development)</title>
<style>
body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f5f7fb;color:#1f2937;margin:0;padding:24px}
main{max-width:880px;margin:auto}h1{font-size:22px;margin:0 0 4px}p.lead{color:#555;margin:0 0 20px}
article{background:#fff;border-radius:8px;padding:16px 20px;margin:0 0 12px;box-shadow:0 1px 2px rgba(0,0,0,.06)}
article header{display:flex;justify-content:space-between;gap:12px;flex-wrap:wrap}article header span{color:#666;font-size:13px}
.to{margin:6px 0;font-size:14px}ul{margin:6px 0;padding-left:20px;word-break:break-all}
iframe{width:100%;height:420px;border:1px solid #e5e7eb;border-radius:6px;margin-top:8px;background:#fff}
pre{white-space:pre-wrap;font-size:12px;color:#444}.empty{color:#666}
</style></head><body><main>
<h1>Mail outbox (development)</h1>
<p class="lead">Every mail the product sends is kept here while no SMTP server is configured. ${to ? `Showing mails to ${esc(to)} · <a href="/dev/outbox">show all</a>` : 'Newest first.'}</p>
${items || '<p class="empty">No mails yet. Register, request a sign-in code or reset a password, and the mail appears here.</p>'}
</main></body></html>`;
}
