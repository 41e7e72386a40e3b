import { fileTypeFromBuffer } from 'file-type';
import { extensionOf } from './file-names';

export interface DetectedType {
  ext: string;
  mime: string;
}

// Old Word documents are OLE compound files: file-type names the container (cfb), not Word, so a
// .doc is accepted when its content is such a container and its name says .doc.
const COMPOUND_FILE = 'cfb';
const WORD_97 = { ext: 'doc', mime: 'application/msword' };
// Names of one type: file-type calls every JPEG jpg.
const SAME_TYPE: Record<string, string> = { jpeg: 'jpg' };
const canonical = (ext: string) => SAME_TYPE[ext] ?? ext;

/**
 * The file's type read from its content (magic bytes), when it is one of `allowedExtensions` and
 * its name says the same type; null otherwise. An executable renamed .pdf is refused, and so is a
 * JPEG named .pdf: the stored name and type never disagree with the bytes.
 */
export async function detectAllowedType(content: Buffer, fileName: string, allowedExtensions: readonly string[]): Promise<DetectedType | null> {
  const nameExt = extensionOf(fileName);
  if (!allowedExtensions.includes(nameExt)) return null;
  const detected = await fileTypeFromBuffer(content);
  if (!detected) return null;
  if (detected.ext === COMPOUND_FILE) return nameExt === WORD_97.ext ? WORD_97 : null;
  if (canonical(detected.ext) !== canonical(nameExt)) return null;
  return { ext: nameExt, mime: detected.mime };
}

/** The type of a file sent without a name (an item image in base64), from its content alone. */
export async function detectAllowedTypeOfContent(content: Buffer, allowedExtensions: readonly string[]): Promise<DetectedType | null> {
  const detected = await fileTypeFromBuffer(content);
  return detected && allowedExtensions.includes(detected.ext) ? { ext: detected.ext, mime: detected.mime } : null;
}
