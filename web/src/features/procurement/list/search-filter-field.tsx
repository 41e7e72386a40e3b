import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_MAX } from './procurement-list.params';

/** How long typing must pause before the search runs. */
export const SEARCH_PAUSE_MS = 500;

interface SearchFilterFieldProps {
  /** The search in force (from the address). */
  value: string;
  onSearch: (value: string) => void;
}

/** The list's text search: runs on Enter, or once typing pauses; follows the address on back and forward. */
export function SearchFilterField({ value, onSearch }: SearchFilterFieldProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const applied = useRef(value);

  // Back, forward or a reset changed the search from outside: show it.
  useEffect(() => {
    if (value !== applied.current) {
      applied.current = value;
      setText(value);
    }
  }, [value]);

  const apply = (next: string) => {
    const trimmed = next.trim();
    if (trimmed === applied.current) return;
    applied.current = trimmed;
    onSearch(trimmed);
  };
  const applyRef = useRef(apply);
  applyRef.current = apply;

  useEffect(() => {
    if (text.trim() === applied.current) return;
    const timer = setTimeout(() => applyRef.current(text), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <TextField
      size="small"
      fullWidth={false}
      label={t('Search')}
      placeholder={t('Number, name or item')}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          apply(text);
        }
      }}
      sx={{ minWidth: { xs: '100%', sm: 220 }, flexGrow: 1 }}
      slotProps={{
        htmlInput: { maxLength: SEARCH_MAX },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: text ? (
            <InputAdornment position="end">
              <IconButton
                size="small"
                aria-label={t('Clear search')}
                onClick={() => {
                  setText('');
                  apply('');
                }}
              >
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}
