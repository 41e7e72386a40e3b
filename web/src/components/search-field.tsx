import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface SearchFieldProps {
  /** Translated accessible name, e.g. 'Search items'. */
  label: string;
  /** Translated placeholder; 'Search' by default. */
  placeholder?: string;
  /** Translated hint shown on hover: what the search looks in. */
  hint?: string;
  onSearch: (query: string) => void;
}

/**
 * The search box of the inner tables: what was typed applies on Enter or with the search button
 * (docs/rules/procurement.md#items, docs/rules/procurement.md#vendors, docs/rules/procurement.md#auction-session-form); clearing the box shows everything again at once.
 */
export function SearchField({ label, placeholder, hint, onSearch }: SearchFieldProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const apply = () => onSearch(text.trim());
  return (
    <TextField
      size="small"
      type="search"
      value={text}
      title={hint}
      onChange={(event) => {
        setText(event.target.value);
        if (event.target.value === '') onSearch('');
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          apply();
        }
      }}
      placeholder={placeholder ?? t('Search')}
      sx={{ width: { xs: '100%', sm: 300 } }}
      slotProps={{
        htmlInput: { 'aria-label': label, maxLength: 200 },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton size="small" edge="end" aria-label={t('Search')} onClick={apply}>
                <SearchIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
