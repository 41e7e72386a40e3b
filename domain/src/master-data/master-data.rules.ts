import { MASTER_LISTS, type MasterListName } from './master-data.enums';
import { MASTER_DATA_MSG } from './master-data.messages';

// The default currency (DEFAULT_CURRENCY of common/money, checked by a test): not imported from
// there so that the master pages do not download the decimal library for one constant.
const DEFAULT_CURRENCY_CODE = 'IDR';

export function isMasterListName(name: string): name is MasterListName {
  return Object.hasOwn(MASTER_LISTS, name);
}

/**
 * A value the product rules depend on: one defined in domain. Its code never changes and it is
 * never removed (it can be deactivated). Currencies are the exception: only the default currency
 * (IDR) is built into the rules, so USD and the others are ordinary values.
 */
export function isRuleBoundValue(list: MasterListName, code: string): boolean {
  if (list === 'currencies') return code === DEFAULT_CURRENCY_CODE;
  return (MASTER_LISTS[list].codes as readonly string[]).includes(code);
}

/** The shape a code must have in a list, with the message shown when it does not. */
export function codeRuleOf(list: MasterListName): { pattern: RegExp; message: string; maxLength: number } {
  if (list === 'currencies') return { pattern: /^[A-Z]{3}$/, message: MASTER_DATA_MSG.currencyCodeFormat, maxLength: 3 };
  if (list === 'phonePrefix') return { pattern: /^\+\d{1,4}$/, message: MASTER_DATA_MSG.phonePrefixFormat, maxLength: 5 };
  return { pattern: /^[A-Z0-9_]{2,50}$/, message: MASTER_DATA_MSG.codeFormat, maxLength: 50 };
}
