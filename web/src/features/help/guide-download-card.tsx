import DownloadIcon from '@mui/icons-material/Download';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BUYER_USER_GUIDE_PATH } from '@procura/domain/help/help.types';
import { useTranslation } from 'react-i18next';
import { guideSizeLabel } from './help-list.rules';
import { useGuideSize } from './use-guide-size';
import { useHelpLanguage } from './use-help-language';

/** The buyer user guide (every buyer page in one PDF, in the chosen language) with its size. */
export function GuideDownloadCard({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const language = useHelpLanguage();
  const url = `${BUYER_USER_GUIDE_PATH}?lang=${language}`;
  const size = useGuideSize(url);
  return (
    <Paper variant="outlined" sx={{ p: compact ? 1.5 : 2 }} data-testid="help-guide">
      <Stack direction="row" spacing={1.5} alignItems="center">
        <PictureAsPdfOutlinedIcon color="error" sx={{ fontSize: 36 }} />
        <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography fontWeight={600}>{t('Buyer User Guide')}</Typography>
          <Typography variant="body2" color="text.secondary" data-testid="help-guide-size">
            {size === null ? 'PDF' : `PDF · ${guideSizeLabel(size)}`}
          </Typography>
        </Stack>
        <Button
          component="a"
          href={url}
          download={language === 'id' ? 'panduan-pembeli.pdf' : 'buyer-user-guide.pdf'}
          variant="contained"
          size="small"
          startIcon={<DownloadIcon />}
        >
          {t('Download')}
        </Button>
      </Stack>
    </Paper>
  );
}
