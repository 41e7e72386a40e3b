import type { FastifyReply } from 'fastify';
import { cleanFileName } from './file-names';

// Every file the API hands out (uploads, exports, the user guide) goes through here, so a browser
// always saves it instead of opening it as a page: Content-Disposition attachment with a name that
// reads as it is, the type its content was recognised as, and no type guessing (nosniff).

export interface Download {
  fileName: string;
  /** The type recognised from the content (stored with the file) or the one the server produced. */
  mimeType: string;
  content: Buffer;
}

// RFC 5987 attr-chars: what encodeURIComponent leaves and a header value must not carry bare.
const NOT_ATTR_CHAR = /['()*]/g;

/** Content-Disposition attachment: an ASCII name for old clients and the exact one in UTF-8 (RFC 6266). */
export function attachmentDisposition(fileName: string): string {
  const name = cleanFileName(fileName) || 'file';
  const ascii = name.replace(/[^\w.-]/g, '_');
  const utf8 = encodeURIComponent(name).replace(NOT_ATTR_CHAR, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}

/** Sends a file as a download; private and not kept unless the caller says otherwise. */
export function sendDownload(reply: FastifyReply, file: Download, cacheControl = 'private, no-store'): FastifyReply {
  return reply
    .header('Content-Type', file.mimeType)
    .header('Content-Disposition', attachmentDisposition(file.fileName))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', cacheControl)
    .send(file.content);
}
