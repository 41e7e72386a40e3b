import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@procura/domain/common/money/money';
import { NEGOTIATION_MSG } from '@procura/domain/negotiation/negotiation.messages';
import { maskMoneyTyping, parseMoneyInput } from '@procura/domain/common/money/decimal-input.rules';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../../components/form/apply-server-errors';
import { notify } from '../../../../components/notify';
import { deleteLogs, saveLogs, useNegotiationLogs } from '../negotiation-batch.api';
import { logsPayload, logsValid, newLogRow, problemOf, rowProblems, rowsFromLogs, splitRemoval, type LogEditorMode, type LogRow } from './negotiation-log.rules';

interface NegotiationLogEditorProps {
  negotiationId: string;
  /** The negotiation's final total the rows are judged against. */
  finalPrice: string | null;
  currency: string;
  editable: boolean;
}

/** The negotiation log (buyer and vendor price per round) with modes view, edit and add new (docs/rules/negotiation.md#offline-prices). */
export function NegotiationLogEditor({ negotiationId, finalPrice, currency, editable }: NegotiationLogEditorProps) {
  const { t } = useTranslation();
  const logs = useNegotiationLogs(negotiationId);
  const [mode, setMode] = useState<LogEditorMode>('view');
  const [rows, setRows] = useState<LogRow[]>([]);
  const [checked, setChecked] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  // The view shows what the server holds; editing starts from it.
  useEffect(() => {
    if (mode === 'view' && logs.data) setRows(rowsFromLogs(logs.data));
  }, [logs.data, mode]);

  const editing = mode !== 'view';
  const valid = logsValid(rows, finalPrice);
  const update = (key: string, patch: Partial<LogRow>) => setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  const startAdding = () => {
    setRows((current) => [...current, newLogRow()]);
    setMode('add');
  };
  const stopEditing = () => {
    setChecked([]);
    setMode('view');
    if (logs.data) setRows(rowsFromLogs(logs.data));
  };

  const save = async () => {
    setBusy(true);
    try {
      await saveLogs(logsPayload(negotiationId, rows));
      notify(NEGOTIATION_MSG.dataSaved, 'success');
      await logs.refetch();
      stopEditing();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    const { keep, serverIds } = splitRemoval(rows, checked);
    setRows(keep);
    if (serverIds.length === 0) {
      setChecked([]);
      return;
    }
    setBusy(true);
    try {
      await deleteLogs(serverIds);
      notify(NEGOTIATION_MSG.logsDeleted, 'success');
      setRows((current) => current.filter((row) => !row._id || !serverIds.includes(row._id)));
      setChecked([]);
      void logs.refetch();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  const amount = (text: string) => {
    const value = parseMoneyInput(text);
    return value === null ? '-' : formatMoney(value, currency);
  };
  return (
    <Box sx={{ mt: 3 }} data-testid="negotiation-log">
      <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 1 }}>
        <Typography variant="subtitle2" sx={{ fontWeight: 700, flexGrow: 1 }}>
          {t('Negotiation Log')}
        </Typography>
        {editable && !editing && (
          <>
            <Button size="small" startIcon={<EditIcon />} onClick={() => setMode('edit')} disabled={rows.length === 0} data-testid="log-edit">
              {t('Edit')}
            </Button>
            <Button size="small" startIcon={<AddIcon />} onClick={startAdding} data-testid="log-add">
              {t('Add New')}
            </Button>
          </>
        )}
        {editing && (
          <>
            <Button size="small" color="error" startIcon={<DeleteOutlineIcon />} onClick={() => void remove()} disabled={busy || checked.length === 0} data-testid="log-delete">
              {t('Delete')}
            </Button>
            <Button size="small" startIcon={<AddIcon />} onClick={startAdding} disabled={busy} data-testid="log-add">
              {t('Add New')}
            </Button>
          </>
        )}
      </Stack>
      <Table size="small" aria-label={t('Negotiation Log')}>
        <TableHead>
          <TableRow>
            {editing && <TableCell padding="checkbox" />}
            <TableCell sx={{ fontWeight: 700, width: 64 }}>{t('No.')}</TableCell>
            <TableCell sx={{ fontWeight: 700 }}>{t('Buyer Price')}</TableCell>
            <TableCell sx={{ fontWeight: 700 }}>{t('Vendor Price')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={editing ? 4 : 3} align="center" sx={{ py: 3, color: 'text.secondary' }}>
                {t('No records to display')}
              </TableCell>
            </TableRow>
          )}
          {rows.map((row, index) => {
            const problems = rowProblems(row, finalPrice);
            const buyerProblem = problemOf(problems, 'buyerOffer');
            const vendorProblem = problemOf(problems, 'vendorOffer');
            const number = index + 1;
            return (
              <TableRow key={row.key}>
                {editing && (
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={checked.includes(row.key)}
                      onChange={() => setChecked((current) => (current.includes(row.key) ? current.filter((k) => k !== row.key) : [...current, row.key]))}
                      slotProps={{ input: { 'aria-label': t('Select row') } }}
                    />
                  </TableCell>
                )}
                <TableCell>{number}</TableCell>
                {(['buyerOffer', 'vendorOffer'] as const).map((field) => {
                  const problem = field === 'buyerOffer' ? buyerProblem : vendorProblem;
                  return (
                    <TableCell key={field}>
                      {editing ? (
                        <TextField
                          size="small"
                          fullWidth
                          value={row[field]}
                          onChange={(event) => update(row.key, { [field]: maskMoneyTyping(event.target.value) })}
                          error={Boolean(problem)}
                          helperText={problem ? t(problem) : undefined}
                          slotProps={{
                            htmlInput: {
                              inputMode: 'decimal',
                              // Numbered from 0 by the row's place (the journeys' log-buyer-0).
                              'data-testid': `log-${field === 'buyerOffer' ? 'buyer' : 'vendor'}-${index}`,
                              'aria-label': field === 'buyerOffer' ? t('Buyer Price') : t('Vendor Price'),
                            },
                          }}
                        />
                      ) : (
                        amount(row[field])
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {editing && (
        <Stack direction="row" spacing={1} justifyContent="flex-end" sx={{ mt: 1.5 }}>
          <Button onClick={stopEditing} disabled={busy}>
            {t('Cancel')}
          </Button>
          <Button variant="contained" onClick={() => void save()} disabled={busy || !valid} data-testid="log-save">
            {t('Save')}
          </Button>
        </Stack>
      )}
    </Box>
  );
}
