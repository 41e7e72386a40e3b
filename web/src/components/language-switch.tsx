import { LANGUAGES } from '@procura/domain/common/i18n';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../i18n/i18n';

const NAMES = { en: 'English', id: 'Bahasa Indonesia' } as const;

/** EN | ID switch; the choice is remembered in localStorage. */
export function LanguageSwitch({ inverted }: { inverted?: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'id' ? 'id' : 'en';
  const border = inverted ? 'rgba(255,255,255,0.45)' : '#cbd5e1';
  return (
    <Stack direction="row" role="group" aria-label={t('Language')} sx={{ border: 1, borderColor: border, borderRadius: 1.5, overflow: 'hidden', flexShrink: 0 }}>
      {LANGUAGES.map((code) => {
        const selected = code === language;
        return (
          <ButtonBase
            key={code}
            aria-pressed={selected}
            // The name starts with the visible text (WCAG 2.5.3): 'EN (English)', 'ID (Bahasa Indonesia)'.
            aria-label={`${code.toUpperCase()} (${NAMES[code]})`}
            onClick={() => void changeLanguage(code)}
            sx={{
              px: 1.25,
              py: 0.5,
              // At least 24 x 24 CSS px on a phone (WCAG 2.5.8).
              minHeight: 28,
              minWidth: 32,
              fontSize: 12,
              fontWeight: 700,
              letterSpacing: '0.04em',
              color: selected ? (inverted ? '#0f1f3d' : '#fff') : inverted ? 'rgba(255,255,255,0.85)' : 'text.secondary',
              bgcolor: selected ? (inverted ? '#fff' : 'primary.main') : 'transparent',
              transition: 'background-color 120ms',
            }}
          >
            {code.toUpperCase()}
          </ButtonBase>
        );
      })}
    </Stack>
  );
}
