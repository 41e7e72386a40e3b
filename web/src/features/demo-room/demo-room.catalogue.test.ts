import { DEMO_ROOM_MSG } from '@procura/domain/demo-room/demo-room.messages';
import { describe, expect, it } from 'vitest';
import { id } from '../../i18n/id';

describe('demo room texts', () => {
  it('have an Indonesian text for every message of the room, the server and the toasts', () => {
    const missing = Object.values(DEMO_ROOM_MSG).filter((message) => !(message in id));
    expect(missing).toEqual([]);
  });
});
