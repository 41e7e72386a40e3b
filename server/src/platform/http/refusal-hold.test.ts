import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError, HTTP } from '@procura/domain/common/errors';
import { errorHandler } from './http-errors';

// A refusal past a budget is held before it is sent (decision 229): a flood that asks again as soon
// as it is answered asks once per hold; any other failure is answered at once.

describe('the refusal hold', () => {
  it('sends a 429 after the hold, with its Retry-After and envelope, and any other failure at once', async () => {
    const http = Fastify({ logger: false });
    http.setErrorHandler(errorHandler({ refusalHoldMs: 300 }));
    http.get('/over-budget', async () => {
      throw new AppError(HTTP.tooManyRequests, [{ param: null, msg: 'Too many requests' }], 2);
    });
    http.get('/bad', async () => {
      throw AppError.field(HTTP.badRequest, 'name', 'Name is required');
    });
    const timed = async (url: string) => {
      const began = performance.now();
      const answer = await http.inject({ method: 'GET', url });
      return { answer, took: performance.now() - began };
    };
    const refused = await timed('/over-budget');
    const bad = await timed('/bad');
    await http.close();
    expect(refused.answer.statusCode).toBe(429);
    expect(refused.answer.headers['retry-after']).toBe('2');
    expect(refused.answer.json()).toEqual({ errors: [{ param: null, msg: 'Too many requests' }] });
    expect(refused.took).toBeGreaterThanOrEqual(290);
    expect(bad.answer.statusCode).toBe(400);
    expect(bad.took).toBeLessThan(250);
  });
});
