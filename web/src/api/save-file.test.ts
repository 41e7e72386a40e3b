import { describe, expect, it } from 'vitest';
import { fileBlob } from './save-file';

describe('fileBlob', () => {
  it('decodes a base64 file into its bytes, with its type', async () => {
    const blob = fileBlob({ data: btoa('%PDF-1.7\n\u00ff'), type: 'application/pdf' });
    expect(blob.type).toBe('application/pdf');
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([...'%PDF-1.7\n'].map((c) => c.charCodeAt(0)).concat(0xff));
  });

  it('takes a Blob as it is', () => {
    const blob = new Blob(['{}'], { type: 'application/json' });
    expect(fileBlob(blob)).toBe(blob);
  });
});
