import { useEffect, useState } from 'react';
import { SaleNotification } from './sale-notification';
import { TrackingConsent } from './tracking-consent';

/**
 * How long after the storefront starts the floating engagement parts mount (docs/decisions/0441):
 * their code, loaded on first use, stays off the first page's critical path.
 */
const ENGAGEMENT_DELAY_MS = 1000;

/** What floats over every page of the default layout: sale notifications and the consent banner. */
export function EngagementLayer() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), ENGAGEMENT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!ready) return null;
  return (
    <>
      <SaleNotification />
      <TrackingConsent />
    </>
  );
}
