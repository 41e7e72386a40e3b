import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { InvitationItemView } from '@procura/domain/auction/auction.views';
import { useTranslation } from 'react-i18next';
import { AttendanceSection } from './attendance-section';
import { plainNumber, type CapableQtyProblem } from './capable-qty.rules';

interface CapableItemsSectionProps {
  items: readonly InvitationItemView[];
  /** Unit-price bidding asks a capable quantity per item. */
  askCapable: boolean;
  values: Record<string, string>;
  problems: Record<string, CapableQtyProblem | null>;
  /** False once answered: the stated quantities are shown read-only. */
  editable: boolean;
  onChange: (itemId: string, value: string) => void;
}

interface CapableFieldProps {
  item: InvitationItemView;
  value: string;
  problem: CapableQtyProblem | null | undefined;
  editable: boolean;
  onChange: (itemId: string, value: string) => void;
}

function CapableField({ item, value, problem, editable, onChange }: CapableFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      size="small"
      fullWidth
      value={value}
      onChange={(event) => onChange(item.procurementItemId, event.target.value)}
      disabled={!editable}
      slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': t('Capable Qty of {{item}}', { item: item.itemName }) } }}
      error={Boolean(problem)}
      helperText={problem ? t(problem.key, problem.values) : undefined}
    />
  );
}

/** On a phone each item is a small block: name, quantities, then the field across the width. */
function ItemBlocks({ items, askCapable, values, problems, editable, onChange }: CapableItemsSectionProps) {
  const { t } = useTranslation();
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }} aria-label={t('Item List')}>
      {items.map((item) => (
        <Box component="li" key={item.procurementItemId} sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5 }}>
          <Typography fontWeight={600}>{item.itemName}</Typography>
          <Typography variant="caption" color="text.secondary">
            {item.itemCode}
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {t('Quantity')}: {plainNumber(item.quantity)} {item.uom}
            {askCapable && ` · ${t('Min. Capable Qty')}: ${plainNumber(item.minCapableQty)} ${item.uom}`}
          </Typography>
          {askCapable && (
            <Box sx={{ mt: 1 }}>
              <CapableField item={item} value={values[item.procurementItemId] ?? ''} problem={problems[item.procurementItemId]} editable={editable} onChange={onChange} />
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}

/** The auction's items; for unit-price bidding each with the vendor's capable quantity. */
export function CapableItemsSection(props: CapableItemsSectionProps) {
  const { items, askCapable, values, problems, editable, onChange } = props;
  const { t } = useTranslation();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (phone && items.length > 0) {
    return (
      <AttendanceSection title={t('Item List')}>
        <ItemBlocks {...props} />
      </AttendanceSection>
    );
  }
  return (
    <AttendanceSection title={t('Item List')}>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('Item List')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('Item')}</TableCell>
              <TableCell align="right">{t('Quantity')}</TableCell>
              {askCapable && <TableCell align="right">{t('Min. Capable Qty')}</TableCell>}
              {askCapable && <TableCell sx={{ minWidth: 150 }}>{t('Capable Qty')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {items.length === 0 && (
              <TableRow>
                <TableCell colSpan={askCapable ? 4 : 2}>{t('No records to display')}</TableCell>
              </TableRow>
            )}
            {items.map((item) => (
              <TableRow key={item.procurementItemId}>
                <TableCell>
                  <Box sx={{ fontWeight: 600 }}>{item.itemName}</Box>
                  <Box sx={{ color: 'text.secondary', fontSize: 12 }}>{item.itemCode}</Box>
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {plainNumber(item.quantity)} {item.uom}
                </TableCell>
                {askCapable && (
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {plainNumber(item.minCapableQty)} {item.uom}
                  </TableCell>
                )}
                {askCapable && (
                  <TableCell>
                    <CapableField item={item} value={values[item.procurementItemId] ?? ''} problem={problems[item.procurementItemId]} editable={editable} onChange={onChange} />
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </AttendanceSection>
  );
}
