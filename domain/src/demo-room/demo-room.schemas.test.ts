import { describe, expect, it } from 'vitest';
import { zodIssuesToErrors } from '../common/errors';
import { DEMO_ROOM_MSG } from './demo-room.messages';
import { joinDemoRoomSchema, submitDemoOfferSchema } from './demo-room.schemas';

function errorsOf(schema: typeof joinDemoRoomSchema | typeof submitDemoOfferSchema, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? [] : zodIssuesToErrors(result.error.issues);
}

describe('join demo room schema', () => {
  it('answers the normalised name', () => {
    expect(joinDemoRoomSchema.parse({ username: ' Éva Müller ' })).toEqual({ username: 'EvaMuller' });
  });

  it('asks to complete the field when nothing is left after normalising', () => {
    for (const input of [{}, { username: '' }, { username: '  ' }, { username: '%%%' }]) {
      expect(errorsOf(joinDemoRoomSchema, input)).toEqual([{ param: 'username', msg: DEMO_ROOM_MSG.completeField }]);
    }
  });

  it('refuses a name that is not text, is far too long, or comes with unknown fields', () => {
    expect(errorsOf(joinDemoRoomSchema, { username: 42 })).toEqual([{ param: 'username', msg: DEMO_ROOM_MSG.usernameNotText }]);
    expect(errorsOf(joinDemoRoomSchema, { username: 'a'.repeat(101) })).toEqual([{ param: 'username', msg: DEMO_ROOM_MSG.usernameTooLong }]);
    expect(errorsOf(joinDemoRoomSchema, { username: 'Budi', admin: true })).toEqual([{ param: 'admin', msg: 'Unknown field' }]);
  });
});

describe('submit demo offer schema', () => {
  it('turns a string or a number into a 2-decimal string', () => {
    expect(submitDemoOfferSchema.parse({ price: '1500000' })).toEqual({ price: '1500000.00' });
    expect(submitDemoOfferSchema.parse({ price: 2500.5 })).toEqual({ price: '2500.50' });
  });

  it('names the price in every refusal', () => {
    const cases: [unknown, string][] = [
      [{}, DEMO_ROOM_MSG.priceRequired],
      [{ price: '' }, DEMO_ROOM_MSG.priceRequired],
      [{ price: null }, DEMO_ROOM_MSG.priceNotNumber],
      [{ price: true }, DEMO_ROOM_MSG.priceNotNumber],
      [{ price: { amount: 5 } }, DEMO_ROOM_MSG.priceNotNumber],
      [{ price: '-5' }, DEMO_ROOM_MSG.pricePositive],
      [{ price: '1.234' }, DEMO_ROOM_MSG.priceDecimals],
      [{ price: '1'.repeat(16) }, DEMO_ROOM_MSG.priceDigits],
    ];
    for (const [input, msg] of cases) expect(errorsOf(submitDemoOfferSchema, input), JSON.stringify(input)).toEqual([{ param: 'price', msg }]);
  });
});
