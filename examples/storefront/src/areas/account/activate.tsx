import { useCustomer } from '@vitrine/react';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { TEXTS } from '../../texts';

/**
 * Account activation from the e-mailed link (000 §2 /activate-account/{customerID}/{activationToken}):
 * activated once on arrival; success signs in and goes to my-account, a refusal to page-not-found
 * (000 §8) — both navigations are the core's.
 */
export function Component() {
  const { customerID, activationToken } = useParams();
  const { activate } = useCustomer();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void activate({ customerId: customerID, activationToken });
  }, [activate, customerID, activationToken]);
  return (
    <section className="message-screen" aria-busy="true">
      <h1>{TEXTS.activating}</h1>
    </section>
  );
}
