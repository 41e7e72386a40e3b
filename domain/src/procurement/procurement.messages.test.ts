import { describe, expect, it } from 'vitest';
import {
  ALL_LIMIT,
  AUCTION_SESSION_STATUS_INFO,
  DEFAULT_INNER_PAGE_SIZE,
  DEFAULT_LIST_PAGE_SIZE,
  limitForPageSize,
  PAGE_SIZE_OPTIONS,
  priceDirectionOf,
  PROCUREMENT_SECTIONS,
  PROCUREMENT_STATUS_INFO,
  PROCUREMENT_STATUSES,
} from './procurement.enums';
import { auctionTimeRangeMessage, PROCUREMENT_MSG } from './procurement.messages';

describe('spec texts', () => {
  it('keeps the texts of the initiation area word for word, spelling included', () => {
    expect(PROCUREMENT_MSG).toMatchObject({
      fulfillAllFields: 'Please fulfilled all fields',
      fulfillGivenInput: 'Please fulfilled the given input',
      minCapableQtyAboveNeeded: 'Minimal capable qty must be equal or lower than needed qty',
      emailUsedByOtherVendor: 'Email already added to other vendor',
      noItemsSelected: 'No Items Selected!',
      noVendorsSelected: 'No Vendors Selected',
      noRecords: 'No records to display',
      emptyList: "No list available. Let's try to add one!",
      scoringHint: 'Define the Administration, Technical, and Price Scale to weight your score later.',
      completeInfoForm: 'Please complete the procurement info form input',
      defineScoring: 'Please define auction evaluation scoring',
      scoresIncomplete: "You haven't complete to give score (administration or technical) on listed vendor.",
      noItemTechnicalScore: "You haven't set any technical score to several items.",
      maxTechnicalScore: 'Maximum technical score is 100.00',
      uncompleteForm: 'Error: Uncomplete Form',
      completeEvaluationMethodsForm: 'Please complete the Evaluation Methods form',
      auctionNeedsTwoVendors: 'Please select at least 2 vendors to create an auction',
      scoringTotal: 'The total of the scoring percentages must be 100',
    });
  });

  it('keeps the toasts and result dialogs of docs/rules/procurement.md#messages', () => {
    expect(PROCUREMENT_MSG).toMatchObject({
      administrationScoreUpdated: 'Vendor administration score has been updated',
      technicalScoreUpdated: 'Vendor technical score has been updated',
      vendorUpdated: 'Vendor has been updated successfully',
      vendorAdded: 'Vendor has been added successfully',
      initiationCanceled: 'Inititation has been canceled',
      technicalInserted: 'Technical inserted successfully',
      scoringConfigured: 'Scoring has been configured successfully',
      dataNotFound: 'Data not found',
      cancelFailed: 'Failed to cancel inititation',
      technicalScoreFailed: 'Error occured when updating technical score.',
      itemDeleted: 'Item has been deleted',
      vendorDeleted: 'Vendor has been deleted',
      procurementDeleted: 'Procurement has been deleted',
      deleteFailed: 'Delete failed',
    });
  });

  it('fills the dates into the time-range banner', () => {
    expect(PROCUREMENT_MSG.auctionTimeRange).toBe('Please input auction start and end time between {{start}} and {{end}}');
    expect(auctionTimeRangeMessage('10-03-2026 08:00', '20-03-2026 17:00')).toBe(
      'Please input auction start and end time between 10-03-2026 08:00 and 20-03-2026 17:00',
    );
  });

  it('has no two keys for the same text', () => {
    const texts = Object.values(PROCUREMENT_MSG);
    expect(new Set(texts).size).toBe(texts.length);
  });
});

describe('procurement enumerations', () => {
  it('gives every procurement status labels in both languages and a badge colour', () => {
    expect(PROCUREMENT_STATUSES).toEqual(['DRAFT', 'OPEN', 'CLOSED', 'CANCELED', 'PENDING_APPROVAL']);
    for (const status of PROCUREMENT_STATUSES) {
      expect(PROCUREMENT_STATUS_INFO[status].labels.en).not.toBe('');
      expect(PROCUREMENT_STATUS_INFO[status].labels.id).not.toBe('');
    }
    expect(PROCUREMENT_STATUS_INFO.CANCELED.badge).toBe('error');
    expect(PROCUREMENT_STATUS_INFO.PENDING_APPROVAL.badge).toBe('warning');
    expect(Object.keys(AUCTION_SESSION_STATUS_INFO)).toEqual(['DRAFT', 'NOT_STARTED', 'ON_GOING', 'DONE', 'CANCELED']);
  });

  it('offers page sizes 1, 2, 5, 10, 15, 20 and All, 10 for the list and 5 inside the detail page', () => {
    expect(PAGE_SIZE_OPTIONS).toEqual([1, 2, 5, 10, 15, 20, 'All']);
    expect(limitForPageSize('All')).toBe(ALL_LIMIT);
    expect(ALL_LIMIT).toBe(99999);
    expect(limitForPageSize(15)).toBe(15);
    expect(DEFAULT_LIST_PAGE_SIZE).toBe(10);
    expect(DEFAULT_INNER_PAGE_SIZE).toBe(5);
  });

  it('lists the seven detail sections in anchor order', () => {
    expect(PROCUREMENT_SECTIONS).toHaveLength(7);
    expect(PROCUREMENT_SECTIONS[0]).toBe('itemList');
    expect(PROCUREMENT_SECTIONS[6]).toBe('logReport');
  });

  it('moves prices up in a forward auction only', () => {
    expect(priceDirectionOf('FORWARD_AUCTION')).toBe('FORWARD');
    expect(priceDirectionOf('REVERSE_AUCTION')).toBe('REVERSE');
    expect(priceDirectionOf('NEGOTIATION')).toBe('REVERSE');
  });
});
