import { zodIssuesToErrors } from '@procura/domain/common/errors';
import { MASTER_LIST_NAMES } from '@procura/domain/master-data/master-data.enums';
import { MASTER_DATA_MSG } from '@procura/domain/master-data/master-data.messages';
import { createMasterValueSchema, MASTER_LABEL_MAX, moveMasterValueSchema } from '@procura/domain/master-data/master-data.schemas';
import { describe, expect, it } from 'vitest';
import { MASTER_LISTS } from './master-lists';
import { id } from '../../i18n/id';

describe('master-data pages', () => {
  it('map each of the 11 Master menu pages to its own list of /api/masters', () => {
    expect(MASTER_LISTS).toHaveLength(11);
    expect(new Set(MASTER_LISTS.map((page) => page.list)).size).toBe(11);
    for (const page of MASTER_LISTS) expect(MASTER_LIST_NAMES).toContain(page.list);
    expect(MASTER_LISTS.find((page) => page.slug === 'procurement-bidding-types')?.list).toBe('procurementBiddingTypes');
  });

  it('translate every message the server answers them with', () => {
    const messages = new Set<string>([...Object.values(MASTER_DATA_MSG), 'You are not allowed to do this']);
    // The field messages the schemas give, found by feeding them bad input.
    const bad = [{}, { code: 1, labelEn: 1, labelId: 1 }, { code: 'a', labelEn: 'x'.repeat(MASTER_LABEL_MAX + 1), labelId: 'x'.repeat(MASTER_LABEL_MAX + 1) }];
    for (const list of MASTER_LIST_NAMES) {
      for (const input of bad) {
        const result = createMasterValueSchema(list).safeParse(input);
        for (const error of result.success ? [] : zodIssuesToErrors(result.error.issues)) messages.add(error.msg);
      }
    }
    for (const input of [{}, { direction: 'left', neighbour: 3 }, { direction: 'up', neighbour: '' }]) {
      const result = moveMasterValueSchema.safeParse(input);
      for (const error of result.success ? [] : zodIssuesToErrors(result.error.issues)) messages.add(error.msg);
    }
    const missing = [...messages].filter((msg) => !(msg in id));
    expect(missing).toEqual([]);
  });
});
