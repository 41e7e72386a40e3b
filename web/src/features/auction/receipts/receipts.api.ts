import { useQuery } from '@tanstack/react-query';
import type { OfferReceiptsView } from '@procura/domain/auction/ledger/offer-receipt.rules';
import { http } from '../../../api/http-client';
import { saveFile, type Base64File } from '../../../api/save-file';
import { receiptsFileName, receiptsFileText } from './receipts.rules';

const receiptsPath = (auctionId: string) => `/api/secured/auction/${encodeURIComponent(auctionId)}/receipts`;

/** GET …/receipts: the vendor's own receipts; fetched again whenever `version` changes (its own last offer). */
export function useMyReceipts(auctionId: string, version: string) {
  return useQuery({ queryKey: ['auction', auctionId, 'receipts', version], queryFn: () => http.get<OfferReceiptsView>(receiptsPath(auctionId)) });
}

/** Saves the receipts as the JSON file the verifier reads; answers its name. */
export function saveReceiptsJson(view: OfferReceiptsView): string {
  const fileName = receiptsFileName(view.auctionNumber);
  saveFile(new Blob([receiptsFileText(view)], { type: 'application/json' }), fileName);
  return fileName;
}

/** GET …/receipts/pdf (the server renders the one page) and saves it; answers its name. */
export async function saveReceiptsPdf(auctionId: string): Promise<string> {
  const file = await http.get<Base64File & { fileName: string }>(`${receiptsPath(auctionId)}/pdf`);
  saveFile(file, file.fileName);
  return file.fileName;
}
