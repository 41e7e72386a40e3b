import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import type { FieldError } from '@procura/domain/common/errors';
import { formatMoney } from '@procura/domain/common/money/money';
import type { NegotiationItemView } from '@procura/domain/negotiation/negotiation.views';
import { maskMoneyTyping } from '@procura/domain/common/money/decimal-input.rules';
import { useTranslation } from 'react-i18next';
import { cleanQuantity, itemProblem, subtotalOf, totalOf, type PriceEntries, type PriceEntry } from './negotiation-price.rules';

/** Item tables of the price dialogs scroll at 360 px (docs/rules/negotiation.md#limits). */
const PRICE_TABLE_MAX_HEIGHT = 360;

interface PriceItemsTableProps {
  biddingType: string;
  currency: string;
  items: readonly NegotiationItemView[];
  entries: PriceEntries;
  onChange: (itemId: string, entry: PriceEntry) => void;
  problems: readonly FieldError[];
  readOnly: boolean;
}

/** Item code, name, quantity, UOM, last price, final price (IDR), subtotal and, for unit-price bidding, capable quantity. */
export function PriceItemsTable({ biddingType, currency, items, entries, onChange, problems, readOnly }: PriceItemsTableProps) {
  const { t } = useTranslation();
  const unitPrice = biddingType === 'UNIT_PRICE';
  const money = (value: string | null) => (value === null ? '-' : formatMoney(value, currency));
  return (
    <Box sx={{ maxHeight: PRICE_TABLE_MAX_HEIGHT, overflowY: 'auto' }}>
      <Table size="small" stickyHeader aria-label={t('Negotiation Price')}>
        <TableHead>
          <TableRow>
            {['Item Code', 'Item Name', 'Quantity', 'UOM', 'Last Price', 'Final Price', 'Subtotal'].map((header) => (
              <TableCell key={header} sx={{ fontWeight: 700 }}>
                {t(header)}
              </TableCell>
            ))}
            {unitPrice && <TableCell sx={{ fontWeight: 700 }}>{t('Capable Quantity')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item, index) => {
            const entry = entries[item._id] ?? { finalPrice: '', capableQty: '' };
            const problem = itemProblem(problems, index);
            const subtotal = subtotalOf(item, entry);
            return (
              <TableRow key={item._id}>
                <TableCell>{item.procurementItem.itemCode}</TableCell>
                <TableCell>{item.procurementItem.itemName}</TableCell>
                <TableCell align="right">{item.procurementItem.quantity}</TableCell>
                <TableCell>{item.procurementItem.uom}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {money(item.lastPrice)}
                </TableCell>
                <TableCell sx={{ minWidth: 200 }}>
                  {readOnly ? (
                    money(item.finalPrice)
                  ) : (
                    <TextField
                      size="small"
                      value={entry.finalPrice}
                      onChange={(event) => onChange(item._id, { ...entry, finalPrice: maskMoneyTyping(event.target.value) })}
                      error={Boolean(problem)}
                      helperText={problem ? t(problem) : undefined}
                      slotProps={{
                        htmlInput: { inputMode: 'decimal', 'data-testid': `final-price-input-${item.procurementItem.itemCode}`, 'aria-label': t('Final Price') },
                        input: { endAdornment: <InputAdornment position="end">IDR</InputAdornment> },
                      }}
                    />
                  )}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {money(subtotal)}
                </TableCell>
                {unitPrice && (
                  <TableCell sx={{ minWidth: 120 }}>
                    {readOnly ? (
                      (item.capableQty ?? '-')
                    ) : (
                      <TextField
                        size="small"
                        value={entry.capableQty}
                        onChange={(event) => onChange(item._id, { ...entry, capableQty: cleanQuantity(event.target.value) })}
                        error={Boolean(itemProblem(problems, index, 'capableQty'))}
                        helperText={itemProblem(problems, index, 'capableQty') ?? undefined}
                        slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': t('Capable Quantity') } }}
                      />
                    )}
                  </TableCell>
                )}
              </TableRow>
            );
          })}
          <TableRow>
            <TableCell colSpan={6} align="right" sx={{ fontWeight: 700 }}>
              {t('Total')}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }} data-testid="price-total">
              {money(totalOf(items, entries))}
            </TableCell>
            {unitPrice && <TableCell />}
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
}
