import { OTP_LENGTH } from '@procura/domain/auth/auth.rules';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import InputBase from '@mui/material/InputBase';
import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { backspaceOtp, emptyOtp, pasteOtp, typeIntoOtp, type OtpState } from './otp-input.rules';

interface OtpBoxesProps {
  /** The code typed so far (up to 4 characters). */
  value: string;
  onChange: (code: string) => void;
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
}

function toValues(code: string): string[] {
  const values = emptyOtp();
  [...code].slice(0, OTP_LENGTH).forEach((char, index) => {
    values[index] = char;
  });
  return values;
}

/** Four boxes of one character each: auto-advance, Backspace goes back, a pasted code fills all. */
export function OtpBoxes({ value, onChange, error, disabled, autoFocus }: OtpBoxesProps) {
  const { t } = useTranslation();
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const values = toValues(value);

  useEffect(() => {
    if (autoFocus) inputs.current[0]?.focus();
  }, [autoFocus]);

  const apply = (state: OtpState) => {
    onChange(state.values.join(''));
    // Focus moves at once, inside the key event, so fast typing never lands in the old box.
    const target = inputs.current[state.focus];
    target?.focus();
    target?.select();
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      apply(backspaceOtp(values, index));
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      inputs.current[index - 1]?.focus();
    } else if (event.key === 'ArrowRight' && index < OTP_LENGTH - 1) {
      event.preventDefault();
      inputs.current[index + 1]?.focus();
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    apply(pasteOtp(values, index, event.clipboardData.getData('text')));
  };

  return (
    <Box>
      <Box role="group" aria-label={t('One-time code')} sx={{ display: 'grid', gridTemplateColumns: `repeat(${OTP_LENGTH}, 1fr)`, gap: 1.5 }}>
        {values.map((char, index) => (
          <InputBase
            key={index}
            value={char}
            disabled={disabled}
            inputRef={(element: HTMLInputElement | null) => {
              inputs.current[index] = element;
            }}
            onChange={(event) => apply(typeIntoOtp(values, index, event.target.value))}
            onKeyDown={onKeyDown(index)}
            onPaste={onPaste(index)}
            onFocus={(event) => event.target.select()}
            inputProps={{
              'aria-label': t('Code character {{n}}', { n: index + 1 }),
              autoComplete: index === 0 ? 'one-time-code' : 'off',
              autoCapitalize: 'characters',
              spellCheck: false,
              inputMode: 'text',
            }}
            sx={{
              height: 60,
              border: 1.5,
              borderStyle: 'solid',
              borderColor: error ? 'error.main' : char ? 'primary.main' : 'divider',
              borderRadius: 2,
              bgcolor: 'background.paper',
              transition: 'border-color 120ms',
              '&.Mui-focused': { borderColor: 'primary.main', boxShadow: '0 0 0 3px rgba(29, 78, 216, 0.15)' },
              '& input': { textAlign: 'center', fontSize: 26, fontWeight: 700, letterSpacing: 1, p: 0, height: '100%' },
            }}
          />
        ))}
      </Box>
      {error && <FormHelperText error>{t(error)}</FormHelperText>}
    </Box>
  );
}
