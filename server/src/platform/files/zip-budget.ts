import { inflateRawSync } from 'node:zlib';

// An .xlsx or a .docx is a zip. A few megabytes of zip can inflate to gigabytes (a "zip bomb"), and
// whatever opens it later (the workbook reader here, Word or a viewer on the buyer's machine)
// inflates everything. So before an office upload is accepted, every entry is inflated here with a
// hard cap on the output: the sizes the zip declares could lie, this cannot.

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
// The end record is 22 bytes plus a comment of at most 65,535 bytes.
const MAX_END_RECORD_SEARCH = 22 + 0xffff;

function endOfCentralDirectory(zip: Buffer): number {
  const stop = Math.max(0, zip.length - MAX_END_RECORD_SEARCH);
  for (let at = zip.length - 22; at >= stop; at -= 1) {
    if (zip.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY) return at;
  }
  return -1;
}

/** What one office upload may inflate to: far above what 1,000 rows or a long letter take, far below what would strain memory. */
export const OFFICE_ZIP_MAX_INFLATED_BYTES = 64 * 1024 * 1024;

/**
 * Whether the zip can be read and inflates to at most `maxBytes` in total. False for anything
 * that is not a plain zip (zip64, encryption, other compression methods): an .xlsx or .docx never
 * needs them at the sizes accepted here.
 */
export function zipFitsBudget(zip: Buffer, maxBytes: number): boolean {
  try {
    const end = endOfCentralDirectory(zip);
    if (end < 0) return false;
    const entries = zip.readUInt16LE(end + 10);
    let at = zip.readUInt32LE(end + 16);
    let budget = maxBytes;
    for (let n = 0; n < entries; n += 1) {
      if (zip.readUInt32LE(at) !== CENTRAL_DIRECTORY_ENTRY) return false;
      const flags = zip.readUInt16LE(at + 8);
      const method = zip.readUInt16LE(at + 10);
      const compressedSize = zip.readUInt32LE(at + 20);
      const localHeader = zip.readUInt32LE(at + 42);
      at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
      if (flags & 0x1 || compressedSize === 0xffffffff || localHeader === 0xffffffff) return false;
      if (zip.readUInt32LE(localHeader) !== LOCAL_FILE_HEADER) return false;
      const dataStart = localHeader + 30 + zip.readUInt16LE(localHeader + 26) + zip.readUInt16LE(localHeader + 28);
      const data = zip.subarray(dataStart, dataStart + compressedSize);
      if (data.length !== compressedSize) return false;
      let size: number;
      if (method === STORED) size = data.length;
      // One byte over the budget is enough to know it does not fit; more throws.
      else if (method === DEFLATED) size = inflateRawSync(data, { maxOutputLength: budget + 1 }).length;
      else return false;
      budget -= size;
      if (budget < 0) return false;
    }
    return true;
  } catch {
    // Out-of-range reads, broken deflate data, or output beyond the cap.
    return false;
  }
}
