import sanitizeHtml from 'sanitize-html';

// The specification is rich text from the item dialog's editor, shown to other users later: it is
// stored only after this allow-list has removed scripts, styles, event handlers and unsafe links.
const SPECIFICATION_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'strike',
    'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'blockquote', 'a',
    'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    a: ['href', 'rel', 'target'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    col: ['span'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Tags outside the list are dropped but their text kept; script and style text goes with them.
  disallowedTagsMode: 'discard',
  // A link opens a new tab that cannot reach back into the app.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...(attribs.href ? { href: attribs.href } : {}), target: '_blank', rel: 'noopener noreferrer' },
    }),
  },
};

// In sanitised HTML every '<' opens a tag (text and attribute values are escaped), so links can be
// found by their tags alone.
const LINK_TAG = /<a\b([^>]*)>|<\/a>/g;
const HREF = /\bhref="([^"]*)"/;
const TAGS = /<[^>]*>/g;

/**
 * Every link followed by the address it leads to, 'Click here (https://evil.example/confirm)', so
 * the reader sees where a link goes before trusting its words (decision 165). Idempotent: a link whose
 * text is its address, or already followed by it, is left as it is.
 */
export function withLinkTargets(sanitized: string): string {
  const open: Array<{ href: string | null; textStart: number }> = [];
  let result = '';
  let last = 0;
  for (const match of sanitized.matchAll(LINK_TAG)) {
    const end = match.index + match[0].length;
    result += sanitized.slice(last, end);
    last = end;
    if (match[0] !== '</a>') {
      open.push({ href: HREF.exec(match[1] ?? '')?.[1] ?? null, textStart: result.length });
      continue;
    }
    const link = open.pop();
    if (!link?.href) continue;
    const text = result.slice(link.textStart, result.length - match[0].length).replace(TAGS, '').trim();
    const target = ` (${link.href})`;
    if (text !== link.href && !sanitized.startsWith(target, end)) result += target;
  }
  return result + sanitized.slice(last);
}

/** The specification as it is stored and served: only basic formatting, links (with their addresses shown) and tables. */
export function sanitizeSpecification(html: string): string {
  return withLinkTargets(sanitizeHtml(html, SPECIFICATION_HTML).trim());
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** Plain text typed in a spreadsheet cell, as rich text: one paragraph per line. */
export function specificationFromText(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Rich text as plain text for a spreadsheet cell: block ends become line breaks. */
export function specificationToText(html: string): string {
  const withBreaks = html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|li|h[1-4]|blockquote|tr)>/gi, '\n');
  const text = sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_whole, name: string) => ENTITIES[name]!)
    .replace(/\u00a0/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
}
