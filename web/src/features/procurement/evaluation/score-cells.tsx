import Link from '@mui/material/Link';
import type { AdministrationResult } from '@procura/domain/procurement/vendors/procurement-vendor.rules';
import { useTranslation } from 'react-i18next';
import { DASH, formatScore } from './evaluation-display.rules';

const linkSx = { fontSize: 'inherit', fontWeight: 600, verticalAlign: 'baseline', whiteSpace: 'nowrap' } as const;

interface AdministrationCellProps {
  administration: AdministrationResult | null;
  administrationScore: string | null;
  /** Opens the Administration Score dialog; null when the result cannot be given or changed. */
  onEdit: (() => void) | null;
}

/** 'Give Score' while no result is given, then Passed or Not Passed with the weight earned. */
export function AdministrationCell({ administration, administrationScore, onEdit }: AdministrationCellProps) {
  const { t } = useTranslation();
  if (administration === null) {
    return onEdit ? (
      <Link component="button" type="button" onClick={onEdit} sx={linkSx}>
        {t('Give Score')}
      </Link>
    ) : (
      <>{DASH}</>
    );
  }
  const label = `${administration === 'PASSED' ? t('Passed') : t('Not Passed')}${administrationScore !== null ? ` (${formatScore(administrationScore)})` : ''}`;
  return onEdit ? (
    <Link component="button" type="button" onClick={onEdit} sx={{ ...linkSx, color: administration === 'PASSED' ? 'success.main' : 'error.main' }}>
      {label}
    </Link>
  ) : (
    <span style={{ whiteSpace: 'nowrap' }}>{label}</span>
  );
}

interface TechnicalCellProps {
  technicalScore: string | null;
  technicalWeighted: string | null;
  /** Opens the Technical Score dialog (to give a score, or to see the one given); null in other modes. */
  onOpen: (() => void) | null;
  /** Whether a score can still be given (a Give Score link instead of a dash). */
  canGive: boolean;
}

/** 'Give Score' while none is given, then the weighted technical score. */
export function TechnicalCell({ technicalScore, technicalWeighted, onOpen, canGive }: TechnicalCellProps) {
  const { t } = useTranslation();
  if (technicalScore === null) {
    return onOpen && canGive ? (
      <Link component="button" type="button" onClick={onOpen} sx={linkSx}>
        {t('Give Score')}
      </Link>
    ) : (
      <>{DASH}</>
    );
  }
  const value = formatScore(technicalWeighted ?? technicalScore);
  return onOpen ? (
    <Link component="button" type="button" onClick={onOpen} sx={linkSx} aria-label={t('Technical score {{score}}, show details', { score: value })}>
      {value}
    </Link>
  ) : (
    <span>{value}</span>
  );
}
