import type { MoveDirection } from '@procura/domain/master-data/master-data.schemas';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';

interface MoveButtonsProps {
  code: string;
  first: boolean;
  last: boolean;
  onMove: (direction: MoveDirection) => void;
  /** Lets the table give the focus back to a button after the rows were reordered. */
  buttonRef: (direction: MoveDirection, button: HTMLButtonElement | null) => void;
}

const ICONS = { up: ArrowUpwardIcon, down: ArrowDownwardIcon } as const;
const LABELS = { up: 'Move {{code}} up', down: 'Move {{code}} down' } as const;

/**
 * Up and down arrows of one row: ordinary buttons, so Tab reaches them and Enter or Space moves.
 * No hover tooltip: a row that moves under the pointer never gets its mouse-leave, so a tooltip
 * would stay open; the page's text says what the arrows do and the labels name the value.
 */
export function MoveButtons({ code, first, last, onMove, buttonRef }: MoveButtonsProps) {
  const { t } = useTranslation();
  return (
    <>
      {(['up', 'down'] as const).map((direction) => {
        const Icon = ICONS[direction];
        return (
          <IconButton
            key={direction}
            size="small"
            ref={(button) => buttonRef(direction, button)}
            aria-label={t(LABELS[direction], { code })}
            disabled={direction === 'up' ? first : last}
            onClick={() => onMove(direction)}
          >
            <Icon fontSize="small" />
          </IconButton>
        );
      })}
    </>
  );
}
