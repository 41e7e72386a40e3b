import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A search box that applies what was typed on Enter (spec 2 sections 2.5 and 2.6). */
export function SearchField({ onSearch, label }: { onSearch: (query: string) => void; label: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  return (
    <TextField
      size="small"
      type="search"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        // Clearing the box shows everything again without another Enter.
        if (event.target.value === '') onSearch('');
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          onSearch(text.trim());
        }
      }}
      placeholder={t('Search')}
      sx={{ width: { xs: '100%', sm: 260 } }}
      slotProps={{
        htmlInput: { 'aria-label': label, maxLength: 200 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
