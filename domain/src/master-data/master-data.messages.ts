/** The texts the master-data administration answers with (English; the web translates them). */
export const MASTER_DATA_MSG = {
  listNotFound: 'Master list not found',
  valueNotFound: 'Master value not found',
  codeExists: 'Code already exists',
  codeFormat: 'Code must be 2 to 50 characters: capital letters, digits and underscores',
  currencyCodeFormat: 'Currency code must be 3 capital letters, as in ISO 4217 (e.g. EUR)',
  phonePrefixFormat: 'Phone prefix must be + followed by 1 to 4 digits',
  activeType: 'Active must be true or false',
  moveDirection: 'Direction must be up or down',
  neighbourRequired: 'Neighbour code is required',
  neighbourType: 'Neighbour code must be text',
  orderChanged: 'The order of this list was changed meanwhile; check it and move the value again',
  ruleBoundRename: 'This code is used by the product rules and cannot be changed',
  ruleBoundRemove: 'This value is used by the product rules and cannot be removed; deactivate it instead',
  inUseRename: 'This value is used by existing records, so its code cannot be changed',
  inUseRemove: 'This value is used by existing records and cannot be removed; deactivate it instead',
} as const;
