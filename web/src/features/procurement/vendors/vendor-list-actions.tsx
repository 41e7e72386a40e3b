import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface VendorListActionsProps {
  /** The bulk delete of the checked vendors. */
  deleteButton: ReactNode;
  /** Why Add Vendor is disabled (merit point without items), or null when it is not. */
  addDisabledReason: string | null;
  onAdd: () => void;
}

/** Delete and Add Vendor, shown while the procurement is DRAFT. */
export function VendorListActions({ deleteButton, addDisabledReason, onAdd }: VendorListActionsProps) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} justifyContent="flex-end">
      {deleteButton}
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
