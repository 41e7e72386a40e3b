import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { formatDateTime } from '@procura/domain/common/dates';
import type { CancelInfo } from '@procura/domain/negotiation/negotiation.views';
import { useTranslation } from 'react-i18next';
import { LazyRichTextEditor } from '../../../components/rich-text/lazy-rich-text-editor';

/** The canceled banner: 'canceled by {who} at {date}' and the reason (rich text, sanitised by the server). */
export function CancelBanner({ cancel }: { cancel: CancelInfo }) {
  const { t } = useTranslation();
  return (
    <Alert severity="error" data-testid="negotiation-cancel-banner" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      {t('This negotiation was canceled by {{who}} at {{date}}', { who: cancel.canceledBy ?? '-', date: cancel.canceledAt ? formatDateTime(cancel.canceledAt) : '-' })}
      {cancel.cancelReason && (
        <Box sx={{ mt: 1 }}>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {t('The cancelation reason is')}
          </Box>
          <LazyRichTextEditor value={cancel.cancelReason} editable={false} ariaLabel={t('Reason')} />
        </Box>
      )}
    </Alert>
  );
}
