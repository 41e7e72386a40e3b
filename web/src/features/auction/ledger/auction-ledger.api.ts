import { saveFile } from '../../../api/save-file';
import { http } from '../../../api/http-client';
import { isVendorCopy, ledgerFileName, ledgerFileText, type LedgerDownload } from './auction-ledger.rules';

/**
 * GET /api/secured/auction/{auctionId}/ledger through the app's client (the bearer token, one
 * refresh on 401) and saved as a JSON file; answers the file's name.
 */
export async function downloadLedger(auctionId: string, auctionNumber: string): Promise<string> {
  const ledger = await http.get<LedgerDownload>(`/api/secured/auction/${encodeURIComponent(auctionId)}/ledger`);
  const fileName = ledgerFileName(auctionNumber, isVendorCopy(ledger));
  saveFile(new Blob([ledgerFileText(ledger)], { type: 'application/json' }), fileName);
  return fileName;
}
