import type { Language } from '@procura/domain/common/i18n';
import { references } from '@procura/domain/master-data/master-data.enums';
import type { MasterItem } from '@procura/domain/master-data/master-data.schemas';
import { activeValues } from '../../api/masters-query';
import type { SelectOption } from '../../components/form/form-select-field';


/**
 * The Reference choices from GET /api/masters in the reader's language. Until that list arrives
 * (or when the call fails) the fixed enumeration from domain stands in, so the form stays usable.
 */
export function referenceOptions(items: readonly MasterItem[] | undefined, language: Language): SelectOption[] {
  const served = activeValues(items);
  if (served.length) return served.map((item) => ({ value: item.code, label: item.label[language] }));
  return references.list.map((item) => ({ value: item.code, label: item.labels[language] }));
}
