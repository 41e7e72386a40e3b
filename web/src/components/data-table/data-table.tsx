import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { PageSizeOption } from '@procura/domain/procurement/procurement.enums';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTablePagination } from './data-table-pagination';
import type { DataTableColumn, SortState } from './data-table.types';

interface DataTableProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  loading?: boolean;
  /** Shown when there are no rows (spec: 'No records to display'). */
  emptyText?: ReactNode;
  onRowClick?: (row: Row) => void;
  /** Rows that may be checked (e.g. only DRAFT rows); without it there is no checkbox column. */
  selectable?: (row: Row) => boolean;
  selected?: readonly string[];
  onSelectedChange?: (keys: string[]) => void;
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
  paging?: { page: number; pageSize: PageSizeOption; total: number; onPageChange: (page: number) => void; onPageSizeChange: (size: PageSizeOption) => void };
  /** A row under the last one (e.g. a grand total). */
  footerRow?: ReactNode;
  'aria-label'?: string;
}

/** A column hidden below its breakpoint. */
function shownFrom<Row>(column: DataTableColumn<Row>) {
  return column.hideBelow ? { display: { xs: 'none', [column.hideBelow]: 'table-cell' } } : undefined;
}

/** The tables of the product: server-side paging with the spec's page sizes, sorting, selection. */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { columns, rows, rowKey, loading, emptyText, onRowClick, selectable, selected = [], onSelectedChange, sort, onSortChange, paging, footerRow } = props;
  const { t } = useTranslation();
  const selectableKeys = selectable ? rows.filter(selectable).map(rowKey) : [];
  const allChecked = selectableKeys.length > 0 && selectableKeys.every((key) => selected.includes(key));
  const toggle = (key: string) => onSelectedChange?.(selected.includes(key) ? selected.filter((k) => k !== key) : [...selected, key]);
  const colSpan = columns.length + (selectable ? 1 : 0);

  return (
    <Box>
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={t('Loading…')} />}</Box>
      <TableContainer>
        {/* 12 px between columns instead of 16: on a laptop the Item List keeps its money columns in view. */}
        <Table size="small" aria-label={props['aria-label']} sx={{ '& .MuiTableCell-root:not(.MuiTableCell-paddingCheckbox)': { px: 1.5 } }}>
          <TableHead>
            <TableRow>
              {selectable && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={allChecked}
                    indeterminate={!allChecked && selectableKeys.some((key) => selected.includes(key))}
                    disabled={selectableKeys.length === 0}
                    onChange={() => onSelectedChange?.(allChecked ? [] : selectableKeys)}
                    slotProps={{ input: { 'aria-label': t('Select all') } }}
                  />
                </TableCell>
              )}
              {columns.map((column) => (
                // Headers wrap between words, never inside one, so a long header stays whole without widening its column.
                <TableCell key={column.key} align={column.align} sx={{ fontWeight: 700, width: column.width, lineHeight: 1.3, ...shownFrom(column) }}>
                  {column.sortable && onSortChange ? (
                    <TableSortLabel
                      active={sort?.key === column.key}
                      direction={sort?.key === column.key ? sort.order : 'asc'}
                      onClick={() => onSortChange({ key: column.key, order: sort?.key === column.key && sort.order === 'asc' ? 'desc' : 'asc' })}
                    >
                      {t(column.header)}
                    </TableSortLabel>
                  ) : (
                    t(column.header)
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 && !loading && (
              <TableRow>
                <TableCell colSpan={colSpan} align="center" sx={{ py: 6, color: 'text.secondary' }}>
                  {emptyText ?? t('No records to display')}
                </TableCell>
              </TableRow>
            )}
            {rows.map((row) => {
              const key = rowKey(row);
              const canSelect = selectable?.(row) ?? false;
              return (
                <TableRow
                  key={key}
                  hover={Boolean(onRowClick)}
                  onClick={onRowClick ? () => onRowClick(row) : undefined}
                  onKeyDown={onRowClick ? (event) => event.key === 'Enter' && onRowClick(row) : undefined}
                  tabIndex={onRowClick ? 0 : undefined}
                  selected={selected.includes(key)}
                  sx={{ cursor: onRowClick ? 'pointer' : undefined }}
                >
                  {selectable && (
                    <TableCell padding="checkbox" onClick={(event) => event.stopPropagation()}>
                      {canSelect && (
                        <Checkbox checked={selected.includes(key)} onChange={() => toggle(key)} slotProps={{ input: { 'aria-label': t('Select row') } }} />
                      )}
                    </TableCell>
                  )}
                  {columns.map((column) => (
                    <TableCell key={column.key} align={column.align} sx={shownFrom(column)}>
                      {column.render(row)}
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
            {footerRow}
          </TableBody>
        </Table>
      </TableContainer>
      {paging && <DataTablePagination {...paging} />}
    </Box>
  );
}
