import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AuditorView } from '@procura/domain/company/auditor.schemas';
import { formatDateTime } from '@procura/domain/common/dates';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The company's auditors (docs/decisions.md 244), one list item each: a list rather than a table, so
 * a phone's width reflows it instead of scrolling it sideways.
 */
export function AuditorList({ auditors, labelledBy }: { auditors: readonly AuditorView[]; labelledBy: string }) {
  const { t } = useTranslation();
  if (auditors.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="auditors-empty">
        {t('No auditor has been invited yet.')}
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-labelledby={labelledBy} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {auditors.map((auditor) => (
        <Box component="li" key={auditor.id} data-testid="auditor" sx={{ py: 1.5, '&:not(:first-of-type)': { borderTop: 1, borderColor: 'divider' } }}>
          <Typography fontWeight={600} sx={{ overflowWrap: 'anywhere' }}>
            {auditor.email}
          </Typography>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 2, rowGap: 0.5, m: 0, mt: 0.5, typography: 'body2' }}
          >
            {auditor.name && <Fact label={t('Name')}>{auditor.name}</Fact>}
            <Fact label={t('Invited')}>
              <time dateTime={auditor.invitedAt}>{formatDateTime(auditor.invitedAt)}</time>
            </Fact>
            <Fact label={t('Last sign-in')}>
              {auditor.lastLoginAt ? <time dateTime={auditor.lastLoginAt}>{formatDateTime(auditor.lastLoginAt)}</time> : t('Not yet')}
            </Fact>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Box component="dt" sx={{ color: 'text.secondary' }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </>
  );
}
