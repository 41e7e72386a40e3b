import { describe, expect, it } from 'vitest';
import { PROCUREMENT_STATUSES } from './procurement.enums';
import {
  allowedNext,
  findTransition,
  isEditable,
  isFinalProcurementStatus,
  isRunning,
  isSubmitted,
  PROCUREMENT_TRANSITIONS,
  sourcesOf,
} from './procurement-status.rules';

describe('the procurement transition table', () => {
  it('moves a draft to OPEN by Submit, and an open one to CANCELED (with a reason) or CLOSED', () => {
    expect(PROCUREMENT_TRANSITIONS.map((t) => `${t.from}->${t.to}:${t.action}`)).toEqual(['DRAFT->OPEN:SUBMIT', 'OPEN->CANCELED:CANCEL', 'OPEN->CLOSED:END']);
    expect(findTransition('OPEN', 'CANCELED')?.needsReason).toBe(true);
  });

  it('answers the bottom buttons left to right, without Cancel for a promise procurement', () => {
    expect(allowedNext({ status: 'DRAFT' }).map((t) => t.action)).toEqual(['SUBMIT']);
    expect(allowedNext({ status: 'OPEN', promiseProcurementId: null }).map((t) => t.action)).toEqual(['CANCEL', 'END']);
    expect(allowedNext({ status: 'OPEN', promiseProcurementId: 'P-1' }).map((t) => t.action)).toEqual(['END']);
    for (const status of ['CLOSED', 'CANCELED', 'PENDING_APPROVAL'] as const) expect(allowedNext({ status })).toEqual([]);
  });

  it('refuses moves the table does not hold', () => {
    expect(findTransition('DRAFT', 'CLOSED')).toBeUndefined();
    expect(findTransition('CLOSED', 'OPEN')).toBeUndefined();
    expect(sourcesOf('OPEN')).toEqual(['DRAFT']);
    expect(sourcesOf('CLOSED')).toEqual(['OPEN']);
  });
});

describe('the status predicates', () => {
  const which = (predicate: (status: (typeof PROCUREMENT_STATUSES)[number]) => boolean) => PROCUREMENT_STATUSES.filter(predicate);

  it('edits only a draft, runs only an open one, counts OPEN and CLOSED as submitted and CLOSED and CANCELED as final', () => {
    expect(which(isEditable)).toEqual(['DRAFT']);
    expect(which(isRunning)).toEqual(['OPEN']);
    expect(which(isSubmitted)).toEqual(['OPEN', 'CLOSED']);
    expect(which(isFinalProcurementStatus)).toEqual(['CLOSED', 'CANCELED']);
  });
});
