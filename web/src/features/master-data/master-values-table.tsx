import type { MasterValueAdmin } from '@procura/domain/master-data/master-data.schemas';
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
import { useTranslation } from 'react-i18next';

interface MasterValuesTableProps {
  values: readonly MasterValueAdmin[] | undefined;
  loading: boolean;
  onEdit: (value: MasterValueAdmin) => void;
  onRemove: (value: MasterValueAdmin) => void;
}

const COLUMNS = 6;

/** The values of one list: code, both labels, active flag, order and the row actions. */
export function MasterValuesTable({ values, loading, onEdit, onRemove }: MasterValuesTableProps) {
  const { t } = useTranslation();
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
        {values?.map((value) => (
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
            <TableCell align="right">{value.order}</TableCell>
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
