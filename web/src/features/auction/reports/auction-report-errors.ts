import { REPORT_AUCTION_MSG } from '@procura/domain/report/report-auction.messages';
import { isApiError } from '../../../api/api-error';
import { notifyError } from '../../../components/form/apply-server-errors';
import { notify } from '../../../components/notify';

/** A report's failure as the spec shows it: 'No report generated!' for the auction reports, else the server's first message. */
export function notifyReportError(error: unknown): void {
  if (isApiError(error) && error.firstMessage === REPORT_AUCTION_MSG.noReport) notify(REPORT_AUCTION_MSG.noReport, 'error');
  else notifyError(error);
}
