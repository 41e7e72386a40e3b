import type { UpdateProcurementInput } from '@procura/domain/procurement/procurement.schemas';
import { allowedBiddingTypes, requiresCurrency } from '@procura/domain/procurement/procurement.rules';
import type { ProcurementDetail } from '../../../../api/procurement-detail';

/** The Edit Procurement Info dialog; dates are ISO strings, 'invalid' for a half-typed one. */
export interface ProcurementInfoForm {
  procurementName: string;
  negotiationType: string;
  evaluationMethod: string;
  winnerType: string;
  biddingType: string;
  currencyType: string;
  currency: string;
  priceIncludeTax: boolean;
  startDate: string | null;
  endDate: string | null;
}

export const PROCUREMENT_INFO_FIELDS = [
  'procurementName',
  'negotiationType',
  'evaluationMethod',
  'winnerType',
  'biddingType',
  'currencyType',
  'currency',
  'priceIncludeTax',
  'startDate',
  'endDate',
] as const satisfies readonly (keyof ProcurementInfoForm)[];

export function infoFormOf(procurement: ProcurementDetail): ProcurementInfoForm {
  return {
    procurementName: procurement.procurementName,
    negotiationType: procurement.negotiationType,
    evaluationMethod: procurement.evaluationMethod,
    winnerType: procurement.winnerType,
    biddingType: procurement.biddingType,
    currencyType: procurement.currencyType,
    currency: procurement.currency ?? '',
    priceIncludeTax: procurement.priceIncludeTax,
    startDate: procurement.startDate,
    endDate: procurement.endDate,
  };
}

/** The PATCH body: the whole card; a currency only for a single-currency procurement. */
export function infoPayloadOf(form: ProcurementInfoForm): UpdateProcurementInput {
  return {
    procurementName: form.procurementName,
    negotiationType: form.negotiationType as UpdateProcurementInput['negotiationType'],
    evaluationMethod: form.evaluationMethod as UpdateProcurementInput['evaluationMethod'],
    winnerType: form.winnerType as UpdateProcurementInput['winnerType'],
    biddingType: form.biddingType as UpdateProcurementInput['biddingType'],
    currencyType: form.currencyType as UpdateProcurementInput['currencyType'],
    currency: requiresCurrency(form.currencyType) ? form.currency : null,
    priceIncludeTax: form.priceIncludeTax,
    startDate: form.startDate,
    endDate: form.endDate,
  };
}

/** The bidding type kept when the winner type changes: emptied when the new winner type does not offer it. */
export function biddingTypeAfterWinnerChange(winnerType: string, biddingType: string): string {
  return (allowedBiddingTypes(winnerType) as readonly string[]).includes(biddingType) ? biddingType : '';
}
