import { formatDateTime } from '@procura/domain/common/dates';
import { formatMoney } from '@procura/domain/common/money/money';
import type { DemoOffer } from '@procura/domain/demo-room/demo-room.schemas';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

interface DemoOfferTableProps {
  offers: readonly DemoOffer[];
  loading: boolean;
  /** Rows of this name are the reader's own and are highlighted. */
  ownUsername: string;
}

const SKELETON_ROWS = 4;

/** 24-hour date and time with seconds: offers in a live room are often seconds apart. */
const offerTime = (iso: string) => formatDateTime(iso, { withSeconds: true });

/** The room's offers, newest first: username, price and created_at (docs/rules/shell-and-landing.md#demo-room). */
export function DemoOfferTable({ offers, loading, ownUsername }: DemoOfferTableProps) {
  const { t } = useTranslation();
  const showSkeleton = loading && offers.length === 0;
  return (
    <TableContainer sx={{ maxHeight: { md: 'calc(100vh - 260px)' } }}>
      <Table stickyHeader size="small" aria-label={t('Offers')}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: '40%' }}>{t('Username')}</TableCell>
            <TableCell align="right" sx={{ width: '30%' }}>
              {t('Price')}
            </TableCell>
            <TableCell align="right" sx={{ width: '30%' }}>
              {t('Created at')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {showSkeleton &&
            Array.from({ length: SKELETON_ROWS }, (_, index) => (
              <TableRow key={index} aria-hidden>
                <TableCell colSpan={3}>
                  <Skeleton height={28} />
                </TableCell>
              </TableRow>
            ))}
          {!loading && offers.length === 0 && (
            <TableRow>
              <TableCell colSpan={3} sx={{ py: 6, textAlign: 'center', borderBottom: 0 }}>
                <Typography fontWeight={600}>{t('No offers yet')}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('Submit the first offer; everyone in the room sees it at once.')}
                </Typography>
              </TableCell>
            </TableRow>
          )}
          {offers.map((offer) => {
            const own = offer.username === ownUsername;
            return (
              <TableRow
                key={offer.id}
                data-own={own || undefined}
                sx={own ? { bgcolor: (theme) => alpha(theme.palette.primary.main, 0.07) } : undefined}
              >
                <TableCell sx={{ fontWeight: own ? 650 : undefined }}>
                  <Stack direction="row" alignItems="center" spacing={1}>
                    <span>{offer.username}</span>
                    {own && <Chip label={t('You')} size="small" color="primary" variant="outlined" sx={{ height: 20 }} />}
                  </Stack>
                </TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                  {formatMoney(offer.price)}
                </TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', color: 'text.secondary' }}>
                  {offerTime(offer.createdAt)}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
