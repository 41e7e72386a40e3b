import Stack from '@mui/material/Stack';
import { PROCUREMENT_MSG } from '@procura/domain/procurement/procurement.messages';
import { useTranslation } from 'react-i18next';
import { BulkDeleteButton } from '../../../components/data-table/bulk-delete-button';
import { SearchField } from '../../../components/search-field';
import type { ProcurementDetail } from '../../../api/procurement-detail';
import { ItemSpreadsheetButtons } from './item-spreadsheet-buttons';
import { deleteItems } from './items.api';

interface ItemsToolbarProps {
  procurement: ProcurementDetail;
  editable: boolean;
  selected: readonly string[];
  /** The search text, applied on Enter. */
  onSearch: (query: string) => void;
  /** Reloads the procurement and its items. */
  onItemsChanged: () => void;
  /** The checked items are gone. */
  onItemsDeleted: () => void;
}

/** Search (Enter applies), the spreadsheet buttons and, while DRAFT, the bulk delete. */
export function ItemsToolbar({ procurement, editable, selected, onSearch, onItemsChanged, onItemsDeleted }: ItemsToolbarProps) {
  const { t } = useTranslation();

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ xs: 'stretch', sm: 'center' }} sx={{ mb: 1 }}>
      <SearchField label={t('Search items')} placeholder={t('Search items')} hint={t('Search item code, name or PR number')} onSearch={onSearch} />
      <Stack direction="row" spacing={1} sx={{ flexGrow: 1, justifyContent: { sm: 'flex-end' }, flexWrap: 'wrap', rowGap: 1 }}>
        <ItemSpreadsheetButtons procurement={procurement} editable={editable} onImported={onItemsChanged} />
        {editable && (
          <BulkDeleteButton
            selected={selected}
            noneSelectedMessage={PROCUREMENT_MSG.noItemsSelected}
            confirmTitle={t('Delete Items')}
            confirmMessage={(count) => t('Delete the {{count}} selected items? This cannot be undone.', { count })}
            deletedMessage={PROCUREMENT_MSG.itemDeleted}
            remove={(ids) => deleteItems(procurement._id, ids)}
            refresh={onItemsChanged}
            onDeleted={onItemsDeleted}
          />
        )}
      </Stack>
    </Stack>
  );
}
