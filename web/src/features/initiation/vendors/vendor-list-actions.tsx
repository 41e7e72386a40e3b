import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';

interface VendorListActionsProps {
  selectedCount: number;
  /** Why Add Vendor is disabled (merit point without items), or null when it is not. */
  addDisabledReason: string | null;
  onAdd: () => void;
  onDelete: () => void;
}

/** Delete and Add Vendor, shown while the procurement is DRAFT. */
export function VendorListActions({ selectedCount, addDisabledReason, onAdd, onDelete }: VendorListActionsProps) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} justifyContent="flex-end">
      <Button variant="outlined" color="error" startIcon={<DeleteOutlineIcon />} onClick={onDelete} sx={{ whiteSpace: 'nowrap' }}>
        {selectedCount > 0 ? t('Delete ({{count}})', { count: selectedCount }) : t('Delete')}
      </Button>
      {/* A disabled button gets no pointer events, so the tooltip sits on a wrapper that can take focus. */}
      <Tooltip title={addDisabledReason ?? ''} disableHoverListener={!addDisabledReason} disableFocusListener={!addDisabledReason}>
        <span tabIndex={addDisabledReason ? 0 : undefined} style={{ display: 'inline-flex' }}>
          <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd} disabled={Boolean(addDisabledReason)} sx={{ whiteSpace: 'nowrap' }}>
            {t('Add Vendor')}
          </Button>
        </span>
      </Tooltip>
    </Stack>
  );
}
