import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PAGE_SIZE_OPTIONS, type PageSizeOption } from '@procura/domain/procurement/procurement.enums';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface DataTablePaginationProps {
  page: number;
  pageSize: PageSizeOption;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: PageSizeOption) => void;
}

/** The spec's page sizes 1, 2, 5, 10, 15, 20 and All, the shown range and the page buttons. */
export function DataTablePagination({ page, pageSize, total, onPageChange, onPageSizeChange }: DataTablePaginationProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const size = pageSize === 'All' ? Math.max(total, 1) : pageSize;
  const pages = Math.max(1, Math.ceil(total / size));
  const first = total === 0 ? 0 : (page - 1) * size + 1;
  const last = Math.min(total, page * size);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems="center" justifyContent="space-between" sx={{ px: 2, py: 1.5 }}>
      <Stack direction="row" spacing={1} alignItems="center">
        <Typography id={labelId} variant="body2" color="text.secondary">
          {t('Rows per page')}
        </Typography>
        <Select
          size="small"
          labelId={labelId}
          value={String(pageSize)}
          onChange={(event) => {
            const value = event.target.value;
            onPageSizeChange(value === 'All' ? 'All' : (Number(value) as PageSizeOption));
          }}
        >
          {PAGE_SIZE_OPTIONS.map((option) => (
            <MenuItem key={option} value={String(option)}>
              {option === 'All' ? t('All') : option}
            </MenuItem>
          ))}
        </Select>
        <Typography variant="body2" color="text.secondary">
          {t('{{first}}-{{last}} of {{total}}', { first, last, total })}
        </Typography>
      </Stack>
      {pages > 1 && (
        <Pagination
          page={page}
          count={pages}
          onChange={(_event, value) => onPageChange(value)}
          shape="rounded"
          size="small"
          // MUI's own labels are English ('pagination navigation', 'Go to next page').
          aria-label={t('Pagination')}
          getItemAriaLabel={(type, item, selected) => {
            if (type === 'first') return t('Go to first page');
            if (type === 'last') return t('Go to last page');
            if (type === 'next') return t('Go to next page');
            if (type === 'previous') return t('Go to previous page');
            return selected ? t('Page {{page}}', { page: item }) : t('Go to page {{page}}', { page: item });
          }}
        />
      )}
    </Stack>
  );
}
