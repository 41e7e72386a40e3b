import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PROCUREMENT_MSG } from '@procura/domain/procurement/procurement.messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../components/notify';
import type { ProcurementDetail } from '../detail/section-props';
import { ItemSpreadsheetButtons } from './item-spreadsheet-buttons';
import { useDeleteItems } from './use-delete-items';

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
  const [text, setText] = useState('');
  const remove = useDeleteItems(procurement._id, onItemsChanged);
  const apply = () => onSearch(text.trim());

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ xs: 'stretch', sm: 'center' }} sx={{ mb: 1 }}>
      <TextField
        size="small"
        placeholder={t('Search items')}
        title={t('Search item code, name or PR number')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply();
        }}
        slotProps={{
          htmlInput: { 'aria-label': t('Search items'), maxLength: 200 },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton size="small" edge="end" aria-label={t('Search')} onClick={apply}>
                  <SearchIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
        sx={{ width: { xs: '100%', sm: 300 } }}
      />
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
