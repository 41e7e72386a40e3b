import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { sessionRuleLines, type SessionRulesFacts } from './session-rules.rules';

/**
 * The session's rules in one short list (decision 195): decrement, extension rule and cap, tie
 * rule, slip warning, proxy bidding, pause limit, what vendors see. The same list on the attendance page, in the vendor's room,
 * the buyer's waiting room and monitor.
 */
export function SessionRulesList({ facts, title = true }: { facts: SessionRulesFacts; title?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby={title ? 'session-rules-title' : undefined} aria-label={title ? undefined : t('Session rules')} data-testid="session-rules">
      {title && (
        <Typography id="session-rules-title" variant="subtitle2" component="h3" fontWeight={700} sx={{ mb: 1 }}>
          {t('Session rules')}
        </Typography>
      )}
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content minmax(0, 1fr)' }, columnGap: 2, rowGap: { xs: 0.25, sm: 1 } }}>
        {sessionRuleLines(facts).map((line) => (
          <Box key={line.id} sx={{ display: 'contents' }} data-testid={`session-rule-${line.id}`}>
            <Typography component="dt" variant="caption" color="text.secondary" sx={{ fontWeight: 600, pt: { sm: 0.25 }, mt: { xs: 0.75, sm: 0 } }}>
              {t(line.label)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {t(line.text, line.values)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
