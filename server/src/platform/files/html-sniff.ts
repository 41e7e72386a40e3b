// A file that a browser could take for a web page is refused whatever else it also is (a PDF/HTML
// polyglot): served by mistake without its headers, or opened from a download folder, it would run
// as a page. Two readings, as browsers sniff:
// - the WHATWG rule: after leading white space, the file opens with an HTML tag or comment;
// - the older, looser one (Internet Explorer, some mail and preview tools): a distinctive tag anywhere
//   in the first bytes. Short tags (<a, <p, <b) count only at the start: in the first kilobyte of a
//   JPEG or a zip they could be chance bytes.

const SNIFF_BYTES = 1024;
const OPENS_WITH_HTML = /^[\t\n\f\r ]*<(?:!doctype\s+html|html|head|script|iframe|h1|div|font|table|a|style|title|b|body|br|p|!--)[\s>]/i;
const HTML_TAG_ANYWHERE = /<(?:!doctype\s+html|html|head|body|script|iframe|frameset|object|embed|svg|meta|img|form|base|link|style|title)[\s/>]/i;

/** Whether the file's first bytes read as HTML to a browser or a viewer that sniffs. */
export function sniffsAsHtml(content: Buffer): boolean {
  const head = content.subarray(0, SNIFF_BYTES).toString('latin1');
  return OPENS_WITH_HTML.test(head) || HTML_TAG_ANYWHERE.test(head);
}
