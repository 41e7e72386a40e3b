import { useEffect, useState } from 'react';
import { fetchLandingContact } from './landing.api';

/** The configured sales address, for the footer; null until known (or when the call fails). */
export function useSalesEmail(): string | null {
  const [salesEmail, setSalesEmail] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchLandingContact(controller.signal)
      .then((contact) => setSalesEmail(contact.salesEmail))
      // The footer simply shows no address; the free-trial form still reaches sales.
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return salesEmail;
}
