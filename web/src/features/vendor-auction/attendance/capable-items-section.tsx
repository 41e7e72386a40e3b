import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
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

/** The auction's items; for unit-price bidding each with the vendor's capable quantity. */
export function CapableItemsSection({ items, askCapable, values, problems, editable, onChange }: CapableItemsSectionProps) {
  const { t } = useTranslation();
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
            {items.map((item) => {
              const problem = problems[item.procurementItemId];
              return (
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
                      <TextField
                        size="small"
                        fullWidth
                        value={values[item.procurementItemId] ?? ''}
                        onChange={(event) => onChange(item.procurementItemId, event.target.value)}
                        disabled={!editable}
                        slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': t('Capable Qty of {{item}}', { item: item.itemName }) } }}
                        error={Boolean(problem)}
                        helperText={problem ? t(problem.key, problem.values) : undefined}
                      />
                    </TableCell>
                  )}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
    </AttendanceSection>
  );
}
