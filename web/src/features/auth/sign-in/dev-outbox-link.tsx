import MailOutlineIcon from '@mui/icons-material/MailOutline';
import Link from '@mui/material/Link';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** In development, a link to the server's mail outbox, where sign-in codes and links can be read. */
export function DevOutboxLink() {
  const { t } = useTranslation();
  const [available, setAvailable] = useState<boolean>(import.meta.env.DEV);

  useEffect(() => {
    if (import.meta.env.DEV) return;
    const controller = new AbortController();
    fetch('/api/dev/outbox?limit=1', { signal: controller.signal, headers: { Accept: 'application/json' } })
      .then((response) => setAvailable(response.ok))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  if (!available) return null;
  return (
    <Link href="/dev/outbox" target="_blank" rel="noopener" variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minHeight: 24 }}>
      <MailOutlineIcon fontSize="inherit" />
      {t('Mail outbox (development)')}
    </Link>
  );
}
