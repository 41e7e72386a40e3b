import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ITEM_IMAGE_ACCEPT, itemImageProblem } from '@procura/domain/procurement/items/procurement-item.rules';
import { PROCUREMENT_MSG } from '@procura/domain/procurement/procurement.messages';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageFileProblem, removeImage, type ImageSlot, type ItemForm } from './item-form.rules';
import { ItemThumbnail } from './item-thumbnail';

const SLOT_SIZE = 88;

type Images = Pick<ItemForm, 'images' | 'deletedImageIds'>;

interface ItemImageSlotsProps {
  value: Images;
  onChange: (next: Images) => void;
  /** A message for the images as a whole (from the form or the server). */
  error?: string;
  readOnly?: boolean;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** Five image slots (jpeg, jpg or png, 2 MB each), checked in the browser and again by the server. */
export function ItemImageSlots({ value, onChange, error, readOnly }: ItemImageSlotsProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [target, setTarget] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);

  const pick = (index: number) => {
    setTarget(index);
    input.current?.click();
  };
  const take = async (file: File | undefined) => {
    if (!file) return;
    const fileProblem = imageFileProblem(file);
    const dataUrl = fileProblem ? null : await readAsDataUrl(file).catch(() => null);
    const contentProblem = fileProblem ?? (dataUrl ? itemImageProblem(dataUrl) : PROCUREMENT_MSG.imageType);
    setProblem(contentProblem);
    if (contentProblem || !dataUrl) return;
    const slot: ImageSlot = { kind: 'new', dataUrl, name: file.name };
    onChange({ ...value, images: value.images.map((current, i) => (i === target ? slot : current)) });
  };

  const shown = problem ?? error;
  return (
    <Box>
      <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1.5 }}>
        {value.images.map((slot, index) =>
          slot ? (
            <Box key={index} sx={{ position: 'relative', width: SLOT_SIZE, height: SLOT_SIZE }}>
              {slot.kind === 'stored' ? (
                <ItemThumbnail url={slot.url} alt={t('Image {{n}}', { n: index + 1 })} size={SLOT_SIZE} />
              ) : (
                <Box component="img" src={slot.dataUrl} alt={slot.name} sx={{ width: SLOT_SIZE, height: SLOT_SIZE, objectFit: 'cover', borderRadius: 1, display: 'block' }} />
              )}
              {!readOnly && (
                <IconButton
                  size="small"
                  aria-label={t('Remove image {{n}}', { n: index + 1 })}
                  onClick={() => onChange(removeImage(value, index))}
                  sx={{ position: 'absolute', top: 2, right: 2, bgcolor: 'rgba(15, 23, 42, 0.65)', color: 'common.white', '&:hover': { bgcolor: 'rgba(15, 23, 42, 0.85)' } }}
                >
                  <CloseIcon sx={{ fontSize: 16 }} />
                </IconButton>
              )}
            </Box>
          ) : (
            !readOnly && (
              <ButtonBase
                key={index}
                onClick={() => pick(index)}
                aria-label={t('Add image {{n}}', { n: index + 1 })}
                sx={{
                  width: SLOT_SIZE,
                  height: SLOT_SIZE,
                  border: '1.5px dashed',
                  borderColor: shown ? 'error.main' : 'divider',
                  borderRadius: 1,
                  flexDirection: 'column',
                  color: 'text.secondary',
                  '&:hover, &.Mui-focusVisible': { borderColor: 'primary.main', color: 'primary.main' },
                }}
              >
                <AddPhotoAlternateOutlinedIcon />
                <Typography variant="caption">{index + 1}</Typography>
              </ButtonBase>
            )
          ),
        )}
      </Stack>
      <input
        ref={input}
        type="file"
        hidden
        accept={ITEM_IMAGE_ACCEPT}
        onChange={(event) => {
          void take(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <FormHelperText error={Boolean(shown)}>{shown ? t(shown) : t('Up to 5 images, jpeg, jpg or png, at most 2 MB each')}</FormHelperText>
    </Box>
  );
}
