import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PROCUREMENT_MSG } from '@procura/domain/procurement/procurement.messages';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../components/notify';
import type { ProcurementDetail } from '../detail/section-props';
import { ItemSpreadsheetButtons } from './item-spreadsheet-buttons';
import { useDeleteItems } from './use-delete-items';
import { SearchField } from '../../../components/search-field';

interface ItemsToolbarProps {
  procurement: ProcurementDetail;
  editable: boolean;
  selected: readonly string[];
  /** The search text, applied on Enter. */
  onSearch: (query: string) => void;
  onItemsChanged: () => void;
}

/** Search (Enter applies), the spreadsheet buttons and, while DRAFT, the bulk delete. */
export function ItemsToolbar({ procurement, editable, selected, onSearch, onItemsChanged }: ItemsToolbarProps) {
  const { t } = useTranslation();
  const remove = useDeleteItems(procurement._id, onItemsChanged);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ xs: 'stretch', sm: 'center' }} sx={{ mb: 1 }}>
      <SearchField label={t('Search items')} placeholder={t('Search items')} hint={t('Search item code, name or PR number')} onSearch={onSearch} />
      <Stack direction="row" spacing={1} sx={{ flexGrow: 1, justifyContent: { sm: 'flex-end' }, flexWrap: 'wrap', rowGap: 1 }}>
        <ItemSpreadsheetButtons procurement={procurement} editable={editable} onImported={onItemsChanged} />
        {editable && (
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteOutlineIcon />}
            onClick={() => (selected.length === 0 ? notify(PROCUREMENT_MSG.noItemsSelected, 'warning') : remove.ask([...selected]))}
          >
            {t('Delete')}
          </Button>
        )}
      </Stack>
      {remove.dialogs}
    </Stack>
  );
}
