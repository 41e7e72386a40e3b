import type { MasterValueAdmin, MoveDirection } from '@procura/domain/master-data/master-data.schemas';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MoveButtons } from './master-value-move-buttons';

interface MasterValuesTableProps {
  values: readonly MasterValueAdmin[] | undefined;
  loading: boolean;
  onEdit: (value: MasterValueAdmin) => void;
  onRemove: (value: MasterValueAdmin) => void;
  /** Swaps the value with its neighbour on that side (the one this table shows). */
  onMove: (value: MasterValueAdmin, direction: MoveDirection, neighbour: MasterValueAdmin) => void;
}

const COLUMNS = 6;
const OTHER: Record<MoveDirection, MoveDirection> = { up: 'down', down: 'up' };

/**
 * After a move the rows are drawn in their new order, which can take the pressed button out of
 * the page for a moment and lose its focus: the focus goes back to the moved value's arrow (the
 * other one once it reached the top or the bottom), so pressing again keeps moving it.
 */
function useFocusAfterMove(values: readonly MasterValueAdmin[] | undefined) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const pending = useRef<{ code: string; direction: MoveDirection } | null>(null);
  useEffect(() => {
    if (!pending.current) return;
    const { code, direction } = pending.current;
    pending.current = null;
    const same = buttons.current.get(`${code}:${direction}`);
    (same && !same.disabled ? same : buttons.current.get(`${code}:${OTHER[direction]}`))?.focus();
  }, [values]);
  return {
    register: (code: string) => (direction: MoveDirection, button: HTMLButtonElement | null) => {
      if (button) buttons.current.set(`${code}:${direction}`, button);
      else buttons.current.delete(`${code}:${direction}`);
    },
    expect: (code: string, direction: MoveDirection) => {
      pending.current = { code, direction };
    },
  };
}

/** The values of one list in their order: code, both labels, active flag, place with its arrows, and the row actions. */
export function MasterValuesTable({ values, loading, onEdit, onRemove, onMove }: MasterValuesTableProps) {
  const { t } = useTranslation();
  const focus = useFocusAfterMove(values);
  return (
    <Table size="small" aria-label={t('Master values')}>
      <TableHead sx={{ '& th': { fontWeight: 600, color: 'text.secondary', bgcolor: 'grey.50' } }}>
        <TableRow>
          <TableCell>{t('Code')}</TableCell>
          <TableCell>{t('English label')}</TableCell>
          <TableCell>{t('Indonesian label')}</TableCell>
          <TableCell>{t('Active')}</TableCell>
          <TableCell align="right">{t('Order')}</TableCell>
          <TableCell align="right">{t('Actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {loading &&
          [0, 1, 2].map((row) => (
            <TableRow key={row}>
              <TableCell colSpan={COLUMNS}>
                <Skeleton height={28} />
              </TableCell>
            </TableRow>
          ))}
        {!loading && values?.length === 0 && (
          <TableRow>
            <TableCell colSpan={COLUMNS} sx={{ py: 5, textAlign: 'center' }}>
              <Typography color="text.secondary">{t('No values yet. Add the first one.')}</Typography>
            </TableCell>
          </TableRow>
        )}
        {values?.map((value, index) => (
          <TableRow key={value.code} hover>
            <TableCell sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
              <Stack direction="row" alignItems="center" spacing={0.75}>
                <span>{value.code}</span>
                {value.ruleBound && (
                  <Tooltip title={t('The product rules depend on this value: its code is fixed and it cannot be removed.')}>
                    <LockOutlinedIcon aria-label={t('Used by the product rules')} sx={{ fontSize: 16, color: 'text.secondary' }} />
                  </Tooltip>
                )}
              </Stack>
            </TableCell>
            <TableCell>{value.labelEn}</TableCell>
            <TableCell>{value.labelId}</TableCell>
            <TableCell>
              <Chip size="small" label={value.active ? t('Active') : t('Inactive')} color={value.active ? 'success' : 'default'} variant="outlined" />
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <Stack direction="row" alignItems="center" justifyContent="flex-end" spacing={0.5}>
                <Typography variant="body2" component="span" sx={{ minWidth: 24, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                  {index + 1}
                </Typography>
                <MoveButtons
                  code={value.code}
                  first={index === 0}
                  last={index === values.length - 1}
                  buttonRef={focus.register(value.code)}
                  onMove={(direction) => {
                    focus.expect(value.code, direction);
                    onMove(value, direction, values[direction === 'up' ? index - 1 : index + 1]!);
                  }}
                />
              </Stack>
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <Tooltip title={t('Edit')}>
                <IconButton size="small" aria-label={t('Edit {{code}}', { code: value.code })} onClick={() => onEdit(value)}>
                  <EditOutlinedIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title={value.ruleBound ? t('Used by the product rules: deactivate it instead') : t('Remove')}>
                {/* A disabled button shows no tooltip by itself: the span carries it. */}
                <span>
                  <IconButton
                    size="small"
                    color="error"
                    aria-label={t('Remove {{code}}', { code: value.code })}
                    disabled={value.ruleBound}
                    onClick={() => onRemove(value)}
                  >
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
