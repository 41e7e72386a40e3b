import type { AuctionRoomState, AuctionRulesView } from '@procura/domain/auction/auction.views';
import type { PriceDirection } from '@procura/domain/procurement/procurement.enums';
import { formatMoney } from '@procura/domain/common/money/money';

// The session's rules in one short list (decision 195): the vendor's attendance page and room,
// the buyer's waiting room and monitor show the same lines, built here from plain facts.

/**
 * What the list needs to know about a session: its rules (the room's state.rules, the same for every
 * audience), the direction, the currency and, for a percent decrement, its money value now.
 */
export interface SessionRulesFacts extends AuctionRulesView {
  direction: PriceDirection;
  currency: string;
  /** The percent decrement's money value now (whole rupiah, from the server), or null where unknown. */
  effectiveDecrement: string | null;
}

/** One line: an English label and an English text with its values (translated where shown). */
export interface RuleLine {
  id: 'decrement' | 'extension' | 'tie' | 'slip' | 'proxy' | 'pause' | 'visibility';
  label: string;
  text: string;
  values: Record<string, string | number>;
}

/** '2' for '2.00', '0.5' for '0.50': minutes and percents as people write them. */
export function plainNumber(value: string | number): string {
  return String(Number(value));
}

function decrementLine(facts: SessionRulesFacts): RuleLine {
  const label = facts.direction === 'FORWARD' ? 'Minimal increment' : 'Minimal decrement';
  if (facts.minimalDecrementPercent !== null) {
    const percent = plainNumber(facts.minimalDecrementPercent);
    if (facts.effectiveDecrement === null) return { id: 'decrement', label, text: '{{percent}} % of the leading price', values: { percent } };
    return { id: 'decrement', label, text: '{{percent}} % of the leading price (now {{amount}})', values: { percent, amount: formatMoney(facts.effectiveDecrement, facts.currency) } };
  }
  return { id: 'decrement', label, text: '{{amount}}', values: { amount: formatMoney(facts.minimalDecrement ?? '0', facts.currency) } };
}

function extensionLine(facts: SessionRulesFacts): RuleLine {
  const label = 'Extension';
  if (facts.periodType !== 'INJURY_TIME' || facts.maxSessionExtension === 0) {
    return { id: 'extension', label, text: 'None: the session ends at its end time', values: {} };
  }
  const values = {
    window: plainNumber(facts.injuryTimeBeforeEnd),
    extension: plainNumber(facts.timeExtension),
    max: facts.maxSessionExtension,
    ranks: facts.extensionTopRanks ?? 1,
  };
  const fromOffer = facts.extensionFrom === 'OFFER_TIME';
  if (facts.extensionTrigger === 'TOP_RANKS' && values.ranks === 1) {
    return {
      id: 'extension',
      label,
      text: fromOffer
        ? "An offer that takes rank 1 in the last {{window}} minute(s) sets the end to {{extension}} minute(s) after the offer's time, at most {{max}} time(s)"
        : 'An offer that takes rank 1 in the last {{window}} minute(s) adds {{extension}} minute(s) to the planned end, at most {{max}} time(s)',
      values,
    };
  }
  if (facts.extensionTrigger === 'TOP_RANKS') {
    return {
      id: 'extension',
      label,
      text: fromOffer
        ? "An offer that takes one of the top {{ranks}} ranks in the last {{window}} minute(s) sets the end to {{extension}} minute(s) after the offer's time, at most {{max}} time(s)"
        : 'An offer that takes one of the top {{ranks}} ranks in the last {{window}} minute(s) adds {{extension}} minute(s) to the planned end, at most {{max}} time(s)',
      values,
    };
  }
  return {
    id: 'extension',
    label,
    text: fromOffer
      ? "Any offer in the last {{window}} minute(s) sets the end to {{extension}} minute(s) after the offer's time, at most {{max}} time(s)"
      : 'Any offer in the last {{window}} minute(s) adds {{extension}} minute(s) to the planned end, at most {{max}} time(s)',
    values,
  };
}

/**
 * The slip guard (docs/rules/auction-bidding.md#ties-slips-and-a-percent-decrement, decision 183): an offer
 * more than the share past the leading price (a CLOSE vendor's own last offer, its first offer unchecked)
 * is sent only once the vendor confirms it again.
 */
function slipLine(facts: SessionRulesFacts): RuleLine {
  const forward = facts.direction === 'FORWARD';
  const againstOwn = facts.auctionType === 'CLOSE';
  const text = againstOwn
    ? forward
      ? 'An offer more than {{percent}} % above your last offer needs a second confirmation; your first offer is not checked'
      : 'An offer more than {{percent}} % below your last offer needs a second confirmation; your first offer is not checked'
    : forward
      ? 'An offer more than {{percent}} % above the leading price needs a second confirmation'
      : 'An offer more than {{percent}} % below the leading price needs a second confirmation';
  return { id: 'slip', label: 'Slip warning', text, values: { percent: plainNumber(facts.slipWarningPercent) } };
}

/** The pause limit (docs/rules/auction-bidding.md#pause-and-resume, decisions 186-187). */
function pauseLine(facts: SessionRulesFacts): RuleLine {
  return {
    id: 'pause',
    label: 'Maximum pause',
    text: 'The buyer may pause the session for at most {{minutes}} minute(s), and the paused time is added to the end; a longer pause cancels the session',
    values: { minutes: plainNumber(facts.maxPauseMinutes) },
  };
}

/** The session's rules as short lines, in the order the list shows them (docs/rules/auction-bidding.md's order). */
export function sessionRuleLines(facts: SessionRulesFacts): RuleLine[] {
  const forward = facts.direction === 'FORWARD';
  return [
    decrementLine(facts),
    extensionLine(facts),
    {
      id: 'tie',
      label: 'Equal prices',
      text: facts.tieRule === 'NO_TIE_FOR_FIRST' ? 'No tie for rank 1: an offer equal to the leading price is refused' : 'An equal price ranks after the earlier offer',
      values: {},
    },
    slipLine(facts),
    {
      id: 'proxy',
      label: 'Proxy bidding',
      text: facts.proxyBidding
        ? forward
          ? 'On: you may set a ceiling up to which the server bids for you'
          : 'On: you may set a floor down to which the server bids for you'
        : 'Off',
      values: {},
    },
    pauseLine(facts),
    {
      id: 'visibility',
      label: 'What vendors see',
      text:
        facts.auctionType === 'CLOSE'
          ? 'Close: only their own offers, their rank and the number of participants'
          : 'Open: the leading price and every offer, without the other vendors’ names',
      values: {},
    },
  ];
}

/** The list's facts from a room's state (vendor or buyer: the rules are the same for every audience). */
export function rulesFactsOfRoom(state: Pick<AuctionRoomState, 'rules' | 'direction' | 'info' | 'effectiveDecrement'>): SessionRulesFacts {
  return { ...state.rules, direction: state.direction, currency: state.info.currency, effectiveDecrement: state.effectiveDecrement };
}
