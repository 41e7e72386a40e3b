import { describe, expect, it } from 'vitest';
import { BATCH_ACTIONS, NEGOTIATION_STATUSES } from './negotiation.enums';
import {
  allowedBatchNext,
  buyerMoves,
  changesBatchStatus,
  savesBatchForm,
  startsBatch,
  allowedNext,
  batchSourcesOf,
  BATCH_TRANSITIONS,
  findBatchTransition,
  findTransition,
  initialNegotiationStatus,
  isFinalBatchStatus,
  isFinalNegotiationStatus,
  NEGOTIATION_TRANSITIONS,
  sourcesOf,
  type BatchFrom,
} from './negotiation-status.rules';

const BATCH_FROM: BatchFrom[] = ['NEW', 'DRAFT', 'ON_GOING', 'DONE', 'CANCELED'];

describe('batch transitions', () => {
  it('offers each status exactly its moves, cancel first', () => {
    const next = (from: BatchFrom) => allowedBatchNext(from).map((t) => t.to);
    expect(next('NEW')).toEqual(['DRAFT', 'ON_GOING']);
    expect(next('DRAFT')).toEqual(['DELETE', 'DRAFT', 'ON_GOING']);
    expect(next('ON_GOING')).toEqual(['CANCELED', 'DONE']);
    expect(next('DONE')).toEqual([]);
    expect(next('CANCELED')).toEqual([]);
  });

  it('allows every pair the table lists and refuses every other', () => {
    const allowed = new Set(BATCH_TRANSITIONS.map((t) => `${t.from}>${t.to}`));
    for (const from of BATCH_FROM)
      for (const to of BATCH_ACTIONS) expect(findBatchTransition(from, to) !== undefined).toBe(allowed.has(`${from}>${to}`));
    expect(allowed).toEqual(new Set(['NEW>DRAFT', 'NEW>ON_GOING', 'DRAFT>DELETE', 'DRAFT>DRAFT', 'DRAFT>ON_GOING', 'ON_GOING>CANCELED', 'ON_GOING>DONE']));
  });

  it('names the buttons in both languages and asks a reason only to cancel', () => {
    expect(findBatchTransition('DRAFT', 'DRAFT')?.label.en).toBe('Save as Draft');
    expect(findBatchTransition('DRAFT', 'ON_GOING')?.label.en).toBe('Create Session');
    expect(findBatchTransition('DRAFT', 'DELETE')?.label.en).toBe('Delete');
    expect(findBatchTransition('ON_GOING', 'DONE')?.label.en).toBe('End Session');
    expect(findBatchTransition('ON_GOING', 'CANCELED')?.label.en).toBe('Cancel Session');
    for (const t of BATCH_TRANSITIONS) {
      expect(t.label.id.length).toBeGreaterThan(0);
      expect(Boolean(t.needsReason)).toBe(t.to === 'CANCELED');
    }
  });

  it('gives the stored sources of each move for conditional updates', () => {
    expect(batchSourcesOf('DRAFT')).toEqual(['DRAFT']);
    expect(batchSourcesOf('ON_GOING')).toEqual(['DRAFT']);
    expect(batchSourcesOf('DELETE')).toEqual(['DRAFT']);
    expect(batchSourcesOf('DONE')).toEqual(['ON_GOING']);
    expect(batchSourcesOf('CANCELED')).toEqual(['ON_GOING']);
    expect(isFinalBatchStatus('DONE')).toBe(true);
    expect(isFinalBatchStatus('CANCELED')).toBe(true);
    expect(isFinalBatchStatus('DRAFT')).toBe(false);
    expect(isFinalBatchStatus('ON_GOING')).toBe(false);
  });
});

describe('negotiation transitions', () => {
  it('lets the buyer start, end and cancel, and the schedule set NOT_STARTED', () => {
    const buyer = (from: (typeof NEGOTIATION_STATUSES)[number]) => allowedNext(from, 'buyer').map((t) => t.to);
    expect(buyer('NOT_SCHEDULED')).toEqual(['CANCELED']);
    expect(buyer('NOT_STARTED')).toEqual(['CANCELED', 'ON_GOING']);
    expect(buyer('ON_GOING')).toEqual(['CANCELED', 'DONE']);
    expect(buyer('DONE')).toEqual([]);
    expect(buyer('CANCELED')).toEqual([]);
    expect(allowedNext('NOT_SCHEDULED', 'schedule').map((t) => t.to)).toEqual(['NOT_STARTED']);
    for (const from of ['NOT_STARTED', 'ON_GOING', 'DONE', 'CANCELED'] as const) expect(allowedNext(from, 'schedule')).toEqual([]);
  });

  it('allows exactly the table and nothing else, for both actors', () => {
    const allowed = new Set(NEGOTIATION_TRANSITIONS.map((t) => `${t.by}:${t.from}>${t.to}`));
    for (const by of ['buyer', 'schedule'] as const)
      for (const from of NEGOTIATION_STATUSES)
        for (const to of NEGOTIATION_STATUSES) expect(findTransition(from, to, by) !== undefined).toBe(allowed.has(`${by}:${from}>${to}`));
    expect(allowed.size).toBe(6);
  });

  it('keeps the online-only moves away from offline negotiations', () => {
    expect(findTransition('NOT_STARTED', 'ON_GOING', 'buyer', { offline: true })).toBeUndefined();
    expect(findTransition('NOT_SCHEDULED', 'NOT_STARTED', 'schedule', { offline: true })).toBeUndefined();
    expect(allowedNext('ON_GOING', 'buyer', { offline: true }).map((t) => t.to)).toEqual(['CANCELED', 'DONE']);
    expect(findTransition('ON_GOING', 'DONE', 'buyer', { offline: true })?.label.en).toBe('End Session');
  });

  it('labels and reasons', () => {
    expect(findTransition('NOT_STARTED', 'ON_GOING', 'buyer')?.label.en).toBe('Start');
    for (const t of NEGOTIATION_TRANSITIONS) expect(Boolean(t.needsReason)).toBe(t.to === 'CANCELED');
  });

  it('gives the sources for conditional updates and the statuses a batch creates', () => {
    expect(sourcesOf('CANCELED', 'buyer')).toEqual(['NOT_SCHEDULED', 'NOT_STARTED', 'ON_GOING']);
    expect(sourcesOf('ON_GOING', 'buyer')).toEqual(['NOT_STARTED']);
    expect(sourcesOf('DONE', 'buyer')).toEqual(['ON_GOING']);
    expect(sourcesOf('NOT_STARTED', 'schedule')).toEqual(['NOT_SCHEDULED']);
    expect(sourcesOf('NOT_STARTED', 'buyer')).toEqual([]);
    expect(initialNegotiationStatus('ONLINE')).toBe('NOT_SCHEDULED');
    expect(initialNegotiationStatus('OFFLINE')).toBe('ON_GOING');
    expect(NEGOTIATION_STATUSES.filter(isFinalNegotiationStatus)).toEqual(['DONE', 'CANCELED']);
  });
});

describe('the buyer moves of one negotiation', () => {
  const facts = { status: 'NOT_STARTED' as const, batchStatus: 'ON_GOING' as const, online: true, vendorHasOffered: false };
  const moves = (overrides: Partial<Parameters<typeof buyerMoves>[0]>) => buyerMoves({ ...facts, ...overrides }).map((move) => move.to);

  it('starts only while the batch is ON_GOING', () => {
    expect(moves({})).toEqual(['CANCELED', 'ON_GOING']);
    expect(moves({ batchStatus: 'DONE' })).toEqual(['CANCELED']);
  });

  it('ends online only once the vendor has offered, offline at any time', () => {
    expect(moves({ status: 'ON_GOING' })).toEqual(['CANCELED']);
    expect(moves({ status: 'ON_GOING', vendorHasOffered: true })).toEqual(['CANCELED', 'DONE']);
    expect(moves({ status: 'ON_GOING', online: false })).toEqual(['CANCELED', 'DONE']);
  });
});

describe('the batch screen actions', () => {
  it('saves the form for Save as Draft and Create Session, starts on Create Session, and sends the moves of a stored batch to change-status', () => {
    expect(BATCH_ACTIONS.filter(savesBatchForm)).toEqual(['DRAFT', 'ON_GOING']);
    expect(BATCH_ACTIONS.filter(startsBatch)).toEqual(['ON_GOING']);
    expect(BATCH_ACTIONS.filter(changesBatchStatus).sort()).toEqual(['CANCELED', 'DONE', 'ON_GOING']);
  });
});
