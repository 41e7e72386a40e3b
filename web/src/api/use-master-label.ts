import { MASTER_LISTS, type MasterListName } from '@procura/domain/master-data/master-data.enums';
import { useTranslation } from 'react-i18next';
import { useMasters } from './masters-query';

/**
 * Reads a stored code as the master list labels it in the reader's language: the served list (the super
 * admin may have edited a label), else the built-in labels while it loads or when it cannot be read, never
 * the bare code of a known value.
 */
export function useMasterLabel() {
  const { i18n } = useTranslation();
  const masters = useMasters().data;
  return (list: MasterListName, code: string | null | undefined): string => {
    if (!code) return '-';
    const language = i18n.language === 'id' ? 'id' : 'en';
    const served = masters?.[list]?.find((value) => value.code === code);
    if (served) return served.label[language];
    return MASTER_LISTS[list].list.find((value) => value.code === code)?.labels[language] ?? code;
  };
}
