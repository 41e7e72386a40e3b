import { useCallback, useState } from 'react';
import { STORAGE_KEYS } from '../../api/auth/token-storage';

/** The side menu's expanded or collapsed state, remembered across visits. */
export function useMenuExpanded(): [boolean, () => void] {
  const [expanded, setExpanded] = useState(() => localStorage.getItem(STORAGE_KEYS.menuExpanded) !== 'false');
  const toggle = useCallback(() => {
    setExpanded((current) => {
      localStorage.setItem(STORAGE_KEYS.menuExpanded, String(!current));
      return !current;
    });
  }, []);
  return [expanded, toggle];
}
