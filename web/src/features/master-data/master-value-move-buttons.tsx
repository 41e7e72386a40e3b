import type { MoveDirection } from '@procura/domain/master-data/master-data.schemas';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
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
const LABELS = { up: ['Move up', 'Move {{code}} up'], down: ['Move down', 'Move {{code}} down'] } as const;

/** Up and down arrows of one row: ordinary buttons, so Tab reaches them and Enter or Space moves. */
export function MoveButtons({ code, first, last, onMove, buttonRef }: MoveButtonsProps) {
  const { t } = useTranslation();
  return (
    <>
      {(['up', 'down'] as const).map((direction) => {
        const Icon = ICONS[direction];
        const [tooltip, label] = LABELS[direction];
        return (
          <Tooltip key={direction} title={t(tooltip)}>
            {/* A disabled button shows no tooltip by itself: the span carries it. */}
            <span>
              <IconButton
                size="small"
                ref={(button) => buttonRef(direction, button)}
                aria-label={t(label, { code })}
                disabled={direction === 'up' ? first : last}
                onClick={() => onMove(direction)}
              >
                <Icon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        );
      })}
    </>
  );
}
