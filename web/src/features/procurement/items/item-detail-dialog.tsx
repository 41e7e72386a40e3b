import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoneyInput } from '@procura/domain/common/money/decimal-input.rules';
import type { ProcurementItemView } from '@procura/domain/procurement/procurement.views';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../components/dialogs/app-dialog';
import { InfoGrid } from '../../../components/info-grid';
import type { ProcurementDetail } from '../../../api/procurement-detail';
import { ItemThumbnail } from './item-thumbnail';
import { LazyRichTextEditor } from '../../../components/rich-text/lazy-rich-text-editor';

const IMAGE_SIZE = 96;

/** Item Detail (read-only, after DRAFT): what vendors were invited to, without the owner's estimate. */
export function ItemDetailDialog({ item, onClose }: { item: ProcurementItemView; procurement: ProcurementDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const images = [...item.images].sort((a, b) => a.orderNumber - b.orderNumber);
  return (
    <AppDialog
      open
      maxWidth="sm"
      title={t('Item Detail')}
      onClose={onClose}
      actions={
        <Button variant="contained" onClick={onClose}>
          {t('Close')}
        </Button>
      }
    >
      <Stack spacing={3}>
        {images.length > 0 && (
          <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1.5 }}>
            {images.map((image) => (
              <ItemThumbnail key={image._id} url={image.url} alt={t('Image {{n}}', { n: image.orderNumber })} size={IMAGE_SIZE} />
            ))}
          </Stack>
        )}
        <InfoGrid
          entries={[
            { label: t('Item Code'), value: item.itemCode },
            { label: t('Item Name'), value: item.itemName },
            { label: t('PR Number'), value: item.prNumber },
            { label: t('PR Line'), value: item.prLine },
            { label: t('Needed Qty'), value: formatMoneyInput(item.quantity) },
            { label: t('Minimal Capable Qty'), value: formatMoneyInput(item.minCapableQty) },
            { label: t('UOM'), value: item.uom },
          ]}
        />
        <Box>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', fontWeight: 600, mb: 0.5 }}>
            {t('Specification')}
          </Typography>
          <LazyRichTextEditor value={item.specification} editable={false} ariaLabel={t('Specification')} />
        </Box>
      </Stack>
    </AppDialog>
  );
}
