import { z } from 'zod';
import { safeString } from '../common/text.schemas';
import { DEMO_ROOM_MSG } from './demo-room.messages';
import { DEMO_USERNAME_INPUT_MAX, demoPriceProblem, normalizeDemoUsername, toDemoPrice } from './demo-room.rules';

/** POST /api/room/join and the JOIN_DEMO_ROOM event: the name as typed, normalised by the spec's rule. */
export const joinDemoRoomSchema = z.strictObject({
  /** Typed freely; the answer carries the normalised name ('Éva Müller' -> 'EvaMuller'). */
  username: safeString({ error: (issue) => (issue.input === undefined ? DEMO_ROOM_MSG.completeField : DEMO_ROOM_MSG.usernameNotText) })
    .max(DEMO_USERNAME_INPUT_MAX, DEMO_ROOM_MSG.usernameTooLong)
    .transform(normalizeDemoUsername)
    .refine((username) => username.length > 0, DEMO_ROOM_MSG.completeField),
});
export type JoinDemoRoomInput = z.input<typeof joinDemoRoomSchema>;
export type JoinDemoRoomResult = z.output<typeof joinDemoRoomSchema>;

/** The SUBMIT_DEMO_OFFER event: a price as a decimal string (or a JSON number). */
export const submitDemoOfferSchema = z.strictObject({
  /** Above 0, at most 15 integer digits and 2 decimals; becomes a 2-decimal string. */
  price: z
    .union([z.string(), z.number()], {
      error: (issue) => (issue.input === undefined ? DEMO_ROOM_MSG.priceRequired : DEMO_ROOM_MSG.priceNotNumber),
    })
    .transform((value, ctx) => {
      if (typeof value === 'string' && value.trim() === '') {
        ctx.addIssue({ code: 'custom', message: DEMO_ROOM_MSG.priceRequired });
        return z.NEVER;
      }
      const problem = demoPriceProblem(value);
      if (problem) {
        ctx.addIssue({ code: 'custom', message: problem });
        return z.NEVER;
      }
      return toDemoPrice(value);
    }),
});
export type SubmitDemoOfferInput = z.input<typeof submitDemoOfferSchema>;

/** One offer as it crosses the wire (GET /api/room/fetch_offer and the NEW_DEMO_OFFER event). */
export interface DemoOffer {
  id: number;
  username: string;
  /** A 2-decimal string, never a float. */
  price: string;
  /** ISO 8601, set by the server's clock. */
  createdAt: string;
}

/** How many offers the room lists: the newest ones. */
export const DEMO_OFFERS_LISTED = 200;
