import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { formatTime } from '@procura/domain/common/dates';
import type { ChatMessageView } from '@procura/domain/negotiation/negotiation.views';
import { useTranslation } from 'react-i18next';
import { dealKindOf, dealLine, type DealKind } from './chat.rules';

const DEAL_COLORS: Record<DealKind, 'warning' | 'success' | 'error'> = { waiting: 'warning', confirmed: 'success', notConfirmed: 'error' };

/** One message: sender company and name, time (24 h), the text; deal messages as a coloured line with the price. */
export function ChatMessage({ message, own, currency }: { message: ChatMessageView; own: boolean; currency: string }) {
  const { t } = useTranslation();
  const kind = dealKindOf(message);
  const deal = dealLine(message, currency);
  return (
    <Box
      component="li"
      data-testid="chat-message"
      data-kind={kind ?? 'text'}
      sx={{ listStyle: 'none', display: 'flex', flexDirection: 'column', alignItems: kind ? 'center' : own ? 'flex-end' : 'flex-start' }}
    >
      <Typography variant="caption" color="text.secondary" sx={{ px: 0.5 }}>
        <Box component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
          {message.senderCompany}
        </Box>{' '}
        · {message.senderName} · {formatTime(message.createdAt, false)}
      </Typography>
      <Box
        sx={(theme) => ({
          maxWidth: kind ? '100%' : '85%',
          px: 1.5,
          py: 1,
          borderRadius: 2,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          ...(kind
            ? { bgcolor: alpha(theme.palette[DEAL_COLORS[kind]].main, 0.1), border: 1, borderColor: `${DEAL_COLORS[kind]}.main`, textAlign: 'center' }
            : { bgcolor: own ? alpha(theme.palette.primary.main, 0.1) : theme.palette.grey[100] }),
        })}
      >
        {deal ? (
          <Typography variant="body2" fontWeight={600} data-testid="chat-deal">
            {t(deal.key, deal.values)}
          </Typography>
        ) : (
          <Typography variant="body2">{message.message}</Typography>
        )}
      </Box>
    </Box>
  );
}
