// The one way the app saves a file it already holds: a Blob (a ledger's JSON, a download's bytes)
// or a file the server answered as base64 (the auction reports, the negotiation minutes).

/** A file answered as base64, with its MIME type. */
export interface Base64File {
  data: string;
  type: string;
}

/** The bytes to save: a Blob as it is, base64 decoded into a Blob of its type. */
export function fileBlob(content: Blob | Base64File): Blob {
  if (content instanceof Blob) return content;
  const binary = atob(content.data);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: content.type });
}

/** Saves a file as a download under `fileName` (a link clicked on a Blob URL, revoked afterwards). */
export function saveFile(content: Blob | Base64File, fileName: string): void {
  const blobUrl = URL.createObjectURL(fileBlob(content));
  const link = document.createElement('a');
  link.href = blobUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(blobUrl), 10_000);
}
