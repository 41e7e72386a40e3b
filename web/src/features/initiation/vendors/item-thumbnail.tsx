import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { fetchAuthorizedBlob } from './authorized-blob';

const SIZE = 44;

/** The first picture of an item, fetched with the bearer token; a placeholder without one. */
export function ItemThumbnail({ url, alt }: { url: string | undefined; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!url) return undefined;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetchAuthorizedBlob(url, controller.signal)
      .then(({ blob }) => {
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      })
      .catch(() => setSrc(null));
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      setSrc(null);
    };
  }, [url]);

  return (
    <Box
      sx={{
        width: SIZE,
        height: SIZE,
        borderRadius: 1,
        bgcolor: 'action.hover',
        display: 'grid',
        placeItems: 'center',
        overflow: 'hidden',
        flexShrink: 0,
      }}
    >
      {src ? (
        <Box component="img" src={src} alt={alt} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      ) : (
        <ImageOutlinedIcon fontSize="small" color="disabled" aria-hidden />
      )}
    </Box>
  );
}
