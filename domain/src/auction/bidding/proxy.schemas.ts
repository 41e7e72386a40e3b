import { z } from 'zod';
import { idField } from '../../procurement/procurement-fields.schemas';
import { PROCUREMENT_MSG } from '../../procurement/procurement.messages';
import { PROXY_MSG } from './proxy.messages';

// A vendor's proxy floor commands (decision 193; names as in docs/realtime.md): PUT and DELETE
// /api/secured/auction/{auctionId}/proxy, and the socket's SET_PROXY_FLOOR / REMOVE_PROXY_FLOOR
// with the session in the body. The amount is read by judgeFloor (proxy.rules), as an offer's is.

const auctionIdField = idField(PROCUREMENT_MSG.idInvalid);

/** PUT …/proxy: the floor as typed (a number or a string such as '250,000,000'). */
export const setProxyFloorSchema = z.strictObject({
  floor: z.union([z.string().max(64), z.number()], { error: PROXY_MSG.floorRequired }),
});
export type SetProxyFloorInput = z.input<typeof setProxyFloorSchema>;

/** DELETE …/proxy: no body (an empty object is accepted). */
export const removeProxyFloorSchema = z.strictObject({});

/** Socket SET_PROXY_FLOOR. */
export const setProxyFloorCommandSchema = setProxyFloorSchema.extend({ auctionId: auctionIdField });
export type SetProxyFloorCommand = z.input<typeof setProxyFloorCommandSchema>;
/** Socket REMOVE_PROXY_FLOOR. */
export const removeProxyFloorCommandSchema = z.strictObject({ auctionId: auctionIdField });
export type RemoveProxyFloorCommand = z.input<typeof removeProxyFloorCommandSchema>;

/** Both commands' answer: the floor as it now stands (null once removed). Only the vendor itself ever receives it. */
export interface ProxyFloorAnswer {
  floor: string | null;
}
