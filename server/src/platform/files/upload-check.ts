import { FILE_MSG } from '@procura/domain/common/file.messages';
import { cleanFileName } from './file-names';
import { detectAllowedType, detectAllowedTypeOfContent, type DetectedType } from './file-types';
import { sniffsAsHtml } from './html-sniff';
import { pdfVerdict } from './pdf-content';
import { OFFICE_ZIP_MAX_INFLATED_BYTES, zipFitsBudget } from './zip-budget';

// The one gate every uploaded file passes before it is stored or read (legal documents, letters of
// attorney, item images, item imports): the type comes from the bytes and the name must agree, the
// name loses its invisible characters, and the content must be safe to hand to someone else.

/** A file that passed: its cleaned name ends with the extension of its real type. */
export interface AcceptedFile {
  fileName: string;
  content: Buffer;
  ext: string;
  mime: string;
}

/** Why a file was refused: its type (the upload's own message), active PDF content, or content that cannot be inspected. */
export type UploadProblem = 'type' | 'activeContent' | 'unreadable';

export type UploadCheck = { ok: true; file: AcceptedFile } | { ok: false; problem: UploadProblem };

const OFFICE_ZIPS = new Set(['docx', 'xlsx']);

/** The refusal's text: the upload's type message for a wrong type, the shared ones otherwise. */
export function uploadProblemMessage(problem: UploadProblem, typeMessage: string): string {
  if (problem === 'type') return typeMessage;
  return problem === 'activeContent' ? FILE_MSG.activeContent : FILE_MSG.unreadable;
}

function contentProblem(type: DetectedType, content: Buffer): UploadProblem | null {
  // A polyglot: a browser could take it for a page, whatever its first type is.
  if (sniffsAsHtml(content)) return 'type';
  if (OFFICE_ZIPS.has(type.ext) && !zipFitsBudget(content, OFFICE_ZIP_MAX_INFLATED_BYTES)) return 'unreadable';
  if (type.ext === 'pdf') {
    const verdict = pdfVerdict(content);
    if (verdict !== 'clean') return verdict === 'active' ? 'activeContent' : 'unreadable';
  }
  return null;
}

/**
 * Checks an uploaded file against the upload's allowed extensions. `fileName` null is a file sent
 * without a name (an item image in base64): its type comes from the content alone and its name is
 * left to the caller.
 */
export async function checkUpload(upload: { fileName: string | null; content: Buffer }, allowedExtensions: readonly string[]): Promise<UploadCheck> {
  const fileName = upload.fileName === null ? null : cleanFileName(upload.fileName);
  const type = fileName === null ? await detectAllowedTypeOfContent(upload.content, allowedExtensions) : await detectAllowedType(upload.content, fileName, allowedExtensions);
  if (!type) return { ok: false, problem: 'type' };
  const problem = contentProblem(type, upload.content);
  if (problem) return { ok: false, problem };
  return { ok: true, file: { fileName: fileName ?? `file.${type.ext}`, content: upload.content, ext: type.ext, mime: type.mime } };
}
