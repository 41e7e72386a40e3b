import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { procurementBiddingTypes } from '@procura/domain/master-data/master-data.enums';
import { PROCUREMENT_STATUSES, PROCUREMENT_STATUS_INFO } from '@procura/domain/procurement/procurement.enums';
import { useTranslation } from 'react-i18next';
import { useMasters } from '../../../api/masters-query';
import { currentLanguage } from '../../../i18n/i18n';
import { DateFilterField } from './date-filter-field';
import { DatePickersProvider } from '../../../components/date-pickers-provider';
import { hasActiveFilters, type FilterChange, type ProcurementListFilters } from './procurement-list.params';
import { masterOptions, type Option } from './procurement-list.rules';
import { SearchFilterField } from './search-filter-field';

interface ProcurementFiltersProps {
  filters: ProcurementListFilters;
  onChange: (change: FilterChange) => void;
}

function SelectFilter({ label, value, options, onChange }: { label: string; value: string; options: Option[]; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      fullWidth={false}
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ width: { xs: '100%', sm: 170 } }}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value="">
        {t('All')}
      </MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Search, status, bidding type and post-date range of the initiation list (docs/rules/procurement.md#initiation-list). */
export function ProcurementFilters({ filters, onChange }: ProcurementFiltersProps) {
  const { t } = useTranslation();
  const masters = useMasters();
  const language = currentLanguage();
  const statusOptions = PROCUREMENT_STATUSES.map((status) => ({ value: status, label: PROCUREMENT_STATUS_INFO[status].labels[language] }));
  const biddingOptions = masterOptions(masters.data?.procurementBiddingTypes, procurementBiddingTypes.list, language);
  // A filter already in force stays listed even if the value was since deactivated.
  if (filters.biddingType && !biddingOptions.some((option) => option.value === filters.biddingType)) {
    const known = procurementBiddingTypes.list.find((value) => value.code === filters.biddingType);
    biddingOptions.push({ value: filters.biddingType, label: known?.labels[language] ?? filters.biddingType });
  }

  return (
    <DatePickersProvider>
      <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1.5} alignItems="flex-start" sx={{ p: 2 }} role="search" aria-label={t('Filter initiations')}>
        <SearchFilterField value={filters.query} onSearch={(query) => onChange({ query })} />
        <SelectFilter label={t('Status')} value={filters.status} options={statusOptions} onChange={(status) => onChange({ status: status as ProcurementListFilters['status'] })} />
        <SelectFilter
          label={t('Bidding Type')}
          value={filters.biddingType}
          options={biddingOptions}
          onChange={(biddingType) => onChange({ biddingType: biddingType as ProcurementListFilters['biddingType'] })}
        />
        <DateFilterField label={t('Post Date From')} value={filters.from} maxDate={filters.to || undefined} onChange={(from) => onChange({ from })} />
        <DateFilterField label={t('Post Date To')} value={filters.to} minDate={filters.from || undefined} onChange={(to) => onChange({ to })} />
        {hasActiveFilters(filters) && (
          <Button
            startIcon={<FilterAltOffIcon />}
            onClick={() => onChange({ status: '', biddingType: '', from: '', to: '', query: '' })}
            sx={{ alignSelf: 'center' }}
          >
            {t('Reset filters')}
          </Button>
        )}
      </Stack>
    </DatePickersProvider>
  );
}
