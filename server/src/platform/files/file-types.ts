import { fileTypeFromBuffer } from 'file-type';

export interface DetectedType {
  ext: string;
  mime: string;
}

// Old Word documents are OLE compound files: file-type names the container (cfb), not Word, so a
// .doc is accepted when its content is such a container and its name says .doc.
const COMPOUND_FILE = { ext: 'cfb', mime: 'application/x-cfb' };
const WORD_97 = { ext: 'doc', mime: 'application/msword' };

/**
 * The file's type read from its content (magic bytes), when it is one of `allowedExtensions`;
 * null otherwise, whatever its name says (an executable renamed .pdf is refused).
 */
export async function detectAllowedType(content: Buffer, fileName: string, allowedExtensions: readonly string[]): Promise<DetectedType | null> {
  const nameExt = fileName.toLowerCase().split('.').pop() ?? '';
  if (!allowedExtensions.includes(nameExt)) return null;
  const detected = await fileTypeFromBuffer(content);
  if (!detected) return null;
  if (detected.ext === COMPOUND_FILE.ext) return nameExt === 'doc' && allowedExtensions.includes('doc') ? WORD_97 : null;
  // jpeg files are detected as jpg.
  const ext = detected.ext === 'jpg' && nameExt === 'jpeg' ? 'jpeg' : detected.ext;
  return allowedExtensions.includes(ext) ? { ext, mime: detected.mime } : null;
}
