import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { BatchAction } from '@procura/domain/negotiation/negotiation.enums';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/i18n';
import { orderActions, type NextAction } from './negotiation-batch.rules';

interface BatchActionButtonsProps {
  next: readonly NextAction[];
  disabled: boolean;
  busy: boolean;
  onAction: (action: BatchAction) => void;
}

const DESTRUCTIVE: readonly BatchAction[] = ['CANCELED', 'DELETE'];

/** The allowed next actions as buttons, cancels first (docs/rules/negotiation.md#batches). */
export function BatchActionButtons({ next, disabled, busy, onAction }: BatchActionButtonsProps) {
  useTranslation();
  const language = currentLanguage();
  const ordered = orderActions(next);
  if (ordered.length === 0) return null;
  const last = ordered[ordered.length - 1];
  return (
    <Stack direction="row" spacing={1.5} justifyContent="flex-end" sx={{ flexWrap: 'wrap', rowGap: 1, mt: 1 }}>
      {ordered.map((action) => (
        <Button
          key={action.status}
          variant={action === last ? 'contained' : 'outlined'}
          color={DESTRUCTIVE.includes(action.status) ? 'error' : 'primary'}
          disabled={disabled || busy}
          onClick={() => onAction(action.status)}
          data-testid={`batch-action-${action.status}`}
        >
          {action.label[language]}
        </Button>
      ))}
    </Stack>
  );
}
