import { withoutBidiControls } from '@procura/domain/common/bidi-controls';

// A file name is shown to other people (the buyer opens a vendor's letter by its name) and offered
// to their computer on download, so it must read as what it is: 'invoice\u202Efdp.exe' (a right-to-left
// override) shows as 'invoiceexe.pdf'. The characters that change how a name reads without being
// seen are removed.

// The bidi embeddings, overrides and isolates (U+202A-202E, U+2066-2069) go by the one rule that
// names printed in reports follow too (withoutBidiControls, docs/decisions.md 239). Then every other
// invisible character: controls (C0, DEL, C1), format characters (Cf: the marks U+200E, U+200F and
// U+061C, zero-width spaces and joiners, the byte order mark, the soft hyphen) and the line and
// paragraph separators.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
// Every other kind of space (no-break, ideographic, …) becomes a plain one.
const ANY_SPACE = /\s+/gu;
const MAX_NAME = 255;

/** The extension a name ends with, lower case ('' without one). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/**
 * The name to store and show: its last path segment (a browser may send 'C:\\Users\\…\\a.pdf'),
 * without invisible characters, spaces made plain and trimmed, at most 255 characters with the
 * extension kept.
 */
export function cleanFileName(fileName: string): string {
  const base = fileName.split(/[/\\]/).pop() ?? '';
  const clean = withoutBidiControls(base.normalize('NFC')).replace(INVISIBLE, '').replace(ANY_SPACE, ' ').trim();
  if (clean.length <= MAX_NAME) return clean;
  const ext = extensionOf(clean);
  const suffix = ext && ext.length < 16 ? `.${clean.slice(-ext.length)}` : '';
  return clean.slice(0, MAX_NAME - suffix.length) + suffix;
}
