import type { MasterListName } from '@procura/domain/master-data/master-data.enums';
import { useTranslation } from 'react-i18next';
import { useMasters } from './masters-query';
import { currentLanguage } from '../i18n/i18n';

/** Reads a stored code as the master list labels it in the reader's language (the code until lists load). */
export function useMasterLabel() {
  useTranslation();
  const masters = useMasters().data;
  return (list: MasterListName, code: string | null | undefined): string => {
    if (!code) return '-';
    const item = masters?.[list]?.find((value) => value.code === code);
    return item ? item.label[currentLanguage()] : code;
  };
}
