import type { AppDeps } from '../app';

/** How long the slow test card (4000 0000 0000 0119) makes the gateway wait, by default. */
export const SLOW_CARD_DELAY_MS = 30_000;

/** Injectable behaviour of the simulated gateways (tests shorten the delay or fake the clock). */
export interface PaymentOptions {
  /** Delay of the slow test card, in ms. */
  slowCardDelayMs: number;
  /** How the gateway waits; tests may pass a fake. */
  sleep(ms: number): Promise<void>;
}

const configured = new WeakMap<AppDeps, PaymentOptions>();

function defaultDelay(): number {
  const fromEnv = Number(process.env.TEST_GATEWAY_SLOW_MS);
  return Number.isFinite(fromEnv) && fromEnv >= 0 && process.env.TEST_GATEWAY_SLOW_MS !== undefined
    ? fromEnv
    : SLOW_CARD_DELAY_MS;
}

/** The payment options of one app (env `TEST_GATEWAY_SLOW_MS` overrides the default delay). */
export function paymentOptions(deps: AppDeps): PaymentOptions {
  return (
    configured.get(deps) ?? {
      slowCardDelayMs: defaultDelay(),
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    }
  );
}

/** Changes the payment options of one app (for tests: `configurePayments(server.deps, { slowCardDelayMs: 50 })`). */
export function configurePayments(deps: AppDeps, options: Partial<PaymentOptions>): void {
  configured.set(deps, { ...paymentOptions(deps), ...options });
}
