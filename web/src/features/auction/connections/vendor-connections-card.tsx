import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { VendorConnectionView } from '@procura/domain/auction/room/auction-connections.rules';
import { formatDateTime } from '@procura/domain/common/dates';
import { useTranslation } from 'react-i18next';
import { useVendorConnections } from './vendor-connections.api';

/** Online by the live PRESENCE when the monitor has it (fresher), else by the record. */
const isOnline = (vendor: VendorConnectionView, presentIds: readonly string[] | null) => (presentIds ? presentIds.includes(vendor.invitationId) : vendor.online);

/**
 * The buyer monitor's connection record (docs/rules/auction-bidding.md#connection-record): each attending vendor online or not, when
 * it was last seen (24-hour, WIB), how many times it entered the room and its last round trip.
 */
export function VendorConnectionsCard({ auctionId, presentIds }: { auctionId: string; presentIds: readonly string[] | null }) {
  const { t } = useTranslation();
  const record = useVendorConnections(auctionId, (presentIds ?? []).join(','));
  const vendors = record.data?.vendors ?? [];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 }, minWidth: 0, overflowX: 'auto' }} data-testid="vendor-connections">
      <Typography variant="subtitle1" component="h2" fontWeight={700} sx={{ mb: 1 }}>
        {t('Vendor connections')}
      </Typography>
      {record.isPending ? (
        <Typography variant="body2" color="text.secondary" role="status">
          {t('Loading…')}
        </Typography>
      ) : !record.data ? (
        <Alert severity="error">{t('We could not load the connection record; it is read again every 15 seconds.')}</Alert>
      ) : vendors.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('No vendor has entered the room yet.')}
        </Typography>
      ) : (
        <Table size="small" aria-label={t('Vendor connections')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('Vendor')}</TableCell>
              <TableCell>{t('Connection')}</TableCell>
              <TableCell>{t('Last seen')}</TableCell>
              <TableCell align="right">{t('Entries into the room')}</TableCell>
              <TableCell align="right">{t('Round trip')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {vendors.map((vendor) => {
              const online = isOnline(vendor, presentIds);
              return (
                <TableRow key={vendor.invitationId} data-testid="vendor-connection">
                  <TableCell>{vendor.vendorName}</TableCell>
                  <TableCell>
                    <Chip size="small" color={online ? 'success' : 'default'} label={online ? t('Online') : t('Offline')} />
                  </TableCell>
                  <TableCell>{online ? t('Now') : vendor.lastSeen ? formatDateTime(vendor.lastSeen, { withSeconds: true }) : t('Never')}</TableCell>
                  <TableCell align="right">{vendor.intervals.length}</TableCell>
                  <TableCell align="right">{vendor.rttMs === null ? '-' : `${vendor.rttMs} ms`}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
