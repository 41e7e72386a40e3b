import type { FastifyRequest } from 'fastify';
import { AppError, HTTP, type FieldError } from '@procura/domain/common/errors';
import { assertCleanText } from '../http/input-guard';

export interface UploadedFile {
  fileName: string;
  content: Buffer;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, UploadedFile[]>;
  /** Problems met while reading (a file over the size limit), by field. */
  errors: FieldError[];
}

interface FormRules {
  textFields: readonly string[];
  fileFields: readonly string[];
  maxFileBytes: number;
  fileTooLargeMessage: string;
}

// Bounds on the whole form, enforced while the request streams in: nothing larger is buffered.
const MAX_TEXT_BYTES = 10_000;
const MAX_FILES = 10;
const MAX_PARTS = 30;

const isMultipart = (req: FastifyRequest) => (req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data');

/**
 * Reads a multipart form completely into memory within the size limits, so a service can check
 * every field and file before it writes anything (no half-saved upload).
 */
export async function readMultipartForm(req: FastifyRequest, rules: FormRules): Promise<MultipartForm> {
  if (!isMultipart(req)) throw AppError.field(HTTP.badRequest, null, 'The request must be a multipart form');
  const form: MultipartForm = { fields: {}, files: {}, errors: [] };
  const unknown = new Set<string>();
  try {
    // An oversized file is cut off at the limit, not thrown (app.ts registers multipart with
    // throwFileSizeLimit false), so the rest of the form is still read and every problem reported.
    const parts = req.parts({ limits: { fileSize: rules.maxFileBytes, files: MAX_FILES, fieldSize: MAX_TEXT_BYTES, parts: MAX_PARTS } });
    for await (const part of parts) {
      // Names and values obey the same text rule as JSON fields (the request guard does not see them).
      assertCleanText({ [part.fieldname]: part.type === 'file' ? part.filename : part.value });
      if (part.type === 'file') {
        if (!rules.fileFields.includes(part.fieldname)) {
          unknown.add(part.fieldname);
          part.file.resume();
          continue;
        }
        const content = await part.toBuffer();
        if (part.file.truncated) form.errors.push({ param: part.fieldname, msg: rules.fileTooLargeMessage });
        else (form.files[part.fieldname] ??= []).push({ fileName: part.filename || 'file', content });
      } else if (!rules.textFields.includes(part.fieldname)) {
        unknown.add(part.fieldname);
      } else if (part.valueTruncated) {
        form.errors.push({ param: part.fieldname, msg: `${part.fieldname} is too long` });
      } else {
        form.fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code ?? '';
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw AppError.field(HTTP.badRequest, null, 'The form has too many parts');
    }
    // A broken or cut-off multipart body.
    throw AppError.field(HTTP.badRequest, null, 'The form could not be read');
  }
  for (const name of unknown) form.errors.push({ param: name, msg: 'Unknown field' });
  return form;
}
