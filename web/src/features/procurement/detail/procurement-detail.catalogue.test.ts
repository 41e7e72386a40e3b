import { ITEM_MSG } from '@procura/domain/procurement/items/procurement-item.messages';
import { PROCUREMENT_STATE_MSG } from '@procura/domain/procurement/procurement-state.messages';
import { describe, expect, it } from 'vitest';
import { procurementDetailId } from '../../../i18n/messages/procurement/procurement-detail.id';
import { IMPORT_COLUMN_LABELS } from '../items/import-messages.rules';
import { itemColumns } from '../items/item-columns';
import { SECTION_TIPS } from './detail-page.rules';

// Texts held as data (not literal t('…') calls) that the shared catalogue test cannot see.
describe('initiation detail catalogue', () => {
  const has = (key: string) => expect(procurementDetailId, key).toHaveProperty([key]);

  it('translates the tips of every section', () => {
    Object.values(SECTION_TIPS).forEach(has);
  });

  it('translates every Item List column header', () => {
    itemColumns({ showPrices: true, currency: 'IDR' }).forEach((column) => has(column.header));
  });

  it('translates the column names of the import messages', () => {
    IMPORT_COLUMN_LABELS.forEach(has);
  });

  it('translates the server messages of the item and procurement calls the page shows', () => {
    const notShownHere: string[] = [PROCUREMENT_STATE_MSG.onlyDraftDeleted, PROCUREMENT_STATE_MSG.scoringMeritPointOnly];
    [...Object.values(ITEM_MSG), ...Object.values(PROCUREMENT_STATE_MSG)].filter((msg) => !notShownHere.includes(msg)).forEach(has);
  });
});
