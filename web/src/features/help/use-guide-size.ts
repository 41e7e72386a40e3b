import { useEffect, useState } from 'react';

/**
 * The size of the guide in bytes, from a HEAD request (the server makes the PDF once per language
 * and keeps it, so asking is cheap after the first time); null until known or when it fails.
 */
export function useGuideSize(url: string): number | null {
  const [size, setSize] = useState<number | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    setSize(null);
    fetch(url, { method: 'HEAD', signal: controller.signal })
      .then((answer) => {
        const length = Number(answer.headers.get('content-length'));
        if (answer.ok && length > 0) setSize(length);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [url]);
  return size;
}
