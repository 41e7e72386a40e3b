import { inflateSync } from 'node:zlib';

// A PDF can carry code a viewer runs: JavaScript (/JavaScript, /JS; an /OpenAction or a field's
// additional actions /AA start it), programs it launches (/Launch) and XFA forms, whose scripts sit
// in XML the name scan cannot judge (/XFA). None belongs in a letter or a legal document, so a PDF
// naming any of them is refused. Dictionaries are read where they are: in the file itself, and in
// the compressed object streams (/ObjStm) of PDF 1.5 and later, which are inflated within a budget.

export type PdfVerdict = 'clean' | 'active' | 'unreadable';

const ACTIVE_NAMES = new Set(['JavaScript', 'JS', 'Launch', 'AA', 'XFA']);
// A name runs from '/' to the next white space or delimiter; '#xx' inside it is a byte in hex.
const NAME = /\/([^\s()<>[\]{}/%]*)/g;
const HEX_ESCAPE = /#([0-9a-fA-F]{2})/g;
const STREAM_START = /\bstream\r?\n/g;
const OBJECT_HEADER = /\d+\s+\d+\s+obj\b/g;
// How far before 'stream' its object's dictionary may start.
const DICTIONARY_WINDOW = 4096;
// Object streams hold dictionaries only; a few megabytes inflated is far more than any letter needs.
const MAX_INFLATED_BYTES = 16 * 1024 * 1024;

const names = (text: string) => Array.from(text.matchAll(NAME), (m) => m[1]!.replace(HEX_ESCAPE, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16))));

const namesActiveContent = (text: string) => names(text).some((name) => ACTIVE_NAMES.has(name));

interface EmbeddedStream {
  dictionary: string;
  data: Buffer;
}

/** Every stream with its dictionary (from its object's start), found by its keywords. */
function streamsOf(pdf: Buffer, text: string): EmbeddedStream[] {
  const streams: EmbeddedStream[] = [];
  for (const match of text.matchAll(STREAM_START)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    const before = text.slice(Math.max(0, match.index - DICTIONARY_WINDOW), match.index);
    const header = Array.from(before.matchAll(OBJECT_HEADER)).at(-1);
    streams.push({ dictionary: before.slice(header?.index ?? 0), data: pdf.subarray(start, end) });
  }
  return streams;
}

/** The text of an object stream, or null when it cannot be read here (another filter, broken data, too large). */
function objectStreamText(stream: EmbeddedStream, budget: number): string | null {
  const filters = names(stream.dictionary).filter((name) => name.endsWith('Decode'));
  if (filters.length === 0) return stream.data.toString('latin1');
  if (filters.length > 1 || filters[0] !== 'FlateDecode') return null;
  try {
    return inflateSync(stream.data, { maxOutputLength: budget + 1 }).toString('latin1');
  } catch {
    return null;
  }
}

/**
 * Whether a PDF is safe to keep: 'active' when it names JavaScript, a launch action, additional
 * actions or an XFA form; 'unreadable' when an object stream cannot be inspected (encrypted, an
 * unusual filter, or beyond the budget), since what it hides cannot be judged.
 */
export function pdfVerdict(pdf: Buffer): PdfVerdict {
  const text = pdf.toString('latin1');
  if (namesActiveContent(text)) return 'active';
  let budget = MAX_INFLATED_BYTES;
  for (const stream of streamsOf(pdf, text)) {
    if (!names(stream.dictionary).includes('ObjStm')) continue;
    const inner = objectStreamText(stream, budget);
    if (inner === null || inner.length > budget) return 'unreadable';
    budget -= inner.length;
    if (namesActiveContent(inner)) return 'active';
  }
  return 'clean';
}
