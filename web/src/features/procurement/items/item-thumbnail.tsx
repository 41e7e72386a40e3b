import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useItemImage } from './use-item-image';

const SIZE = 44;

/** An item's first image, small; a placeholder when it has none or it cannot load. */
export function ItemThumbnail({ url, alt, size = SIZE }: { url: string | undefined; alt: string; size?: number }) {
  const image = useItemImage(url);
  if (url && image.isPending) return <Skeleton variant="rounded" width={size} height={size} />;
  if (!image.data) {
    return (
      <Box sx={{ width: size, height: size, borderRadius: 1, bgcolor: 'action.hover', display: 'grid', placeItems: 'center' }}>
        <ImageOutlinedIcon fontSize="small" color="disabled" />
      </Box>
    );
  }
  return <Box component="img" src={image.data} alt={alt} sx={{ width: size, height: size, borderRadius: 1, objectFit: 'cover', display: 'block' }} />;
}
