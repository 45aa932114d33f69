/**
 * Placing the order of one checkout, exactly once (001 §4; docs/decisions/0242): inside the
 * cross-tab lock of the checkout, ask the platform first whether the order already exists, then
 * authorise with the provider's strategy, then create the order with an idempotency key that a
 * retry reuses.
 */
import {
  type ApiFailure,
  checkoutCreateOrder,
  checkoutProcessingStatus,
  type OrderPayload,
  type PaymentMethod,
  type Transport,
} from '@vitrine/api-client';
import type { Ports } from '@vitrine/ports';
import {
  PLACE_ATTEMPT_STORAGE_PREFIX,
  PLACE_ORDER_LOCK_PREFIX,
  PROCESSING_POLL_LIMIT,
  PROCESSING_POLL_MS,
} from './checkout.constants';
import { orderFailureAction, type OrderFailureAction, placeOrderKey } from './checkout.rules';
import type { ChallengePage } from './payment/challenge';
import type { AuthoriseOutcome, PaymentContext, PaymentStrategy } from './payment/payment-strategy';

/**
 * What placing an order needs (serialisable: it is the machine's `pending` payment).
 * @internal
 */
export interface PlaceOrderInput {
  readonly checkoutToken: string;
  readonly method: PaymentMethod;
  readonly currency: string;
  readonly paymentData: Readonly<Record<string, unknown>>;
  readonly address: Pick<OrderPayload, 'is_using_same_address' | 'billing_address'>;
  /** `authorise` for a new attempt, `confirm` after the shopper came back from a redirect. */
  readonly stage: 'authorise' | 'confirm';
  /** Raised after each refused attempt, so a retry of the same attempt reuses its keys. */
  readonly attempt: number;
  readonly flags: Readonly<Record<string, boolean>>;
}

/**
 * How placing the order ended.
 * @internal
 */
export type PlaceOrderOutcome =
  | { readonly kind: 'completed'; readonly accessKey: string | undefined; readonly alreadyCompleted: boolean }
  | {
      readonly kind: 'requires_action';
      readonly redirectUrl: string;
      readonly page?: ChallengePage;
      /** The attempt the payment was sent under (above the input's when another page spent it). */
      readonly attempt?: number;
    }
  | {
      readonly kind: 'failed';
      readonly failure: ApiFailure;
      readonly action: OrderFailureAction;
      /** The attempt the payment was sent under (above the input's when another page spent it). */
      readonly attempt?: number;
    };

/** What the place flow uses of the host. */
export interface PlaceOrderDeps {
  readonly transport: Transport;
  readonly ports: Pick<Ports, 'lock' | 'clock' | 'scripts' | 'logger' | 'storage'>;
  readonly strategy: PaymentStrategy;
}

interface Status {
  readonly status: string;
  readonly accessKey: string | undefined;
  readonly orderExists: boolean;
}

async function processingStatus(deps: PlaceOrderDeps, token: string): Promise<Status | undefined> {
  const answer = await deps.transport.send(checkoutProcessingStatus, { path: { checkoutToken: token } });
  if (!answer.ok) return undefined;
  const result = answer.data.result as { status: string; access_key?: unknown; order_id?: unknown };
  const accessKey = typeof result.access_key === 'string' ? result.access_key : undefined;
  return {
    status: result.status,
    accessKey,
    orderExists: accessKey !== undefined || (result.order_id !== undefined && result.order_id !== null),
  };
}

const sleep = (deps: PlaceOrderDeps, ms: number) =>
  new Promise<void>((resolve) => {
    deps.ports.clock.setTimeout(resolve, ms);
  });

/** Waits while another payment of the checkout runs (another tab, or the call that timed out). */
async function settledStatus(deps: PlaceOrderDeps, token: string): Promise<Status | undefined> {
  for (let poll = 0; poll < PROCESSING_POLL_LIMIT; poll += 1) {
    const status = await processingStatus(deps, token);
    if (status?.status !== 'processing' || status.orderExists) return status;
    await sleep(deps, PROCESSING_POLL_MS);
  }
  return processingStatus(deps, token);
}

const completed = (accessKey: string | undefined, alreadyCompleted: boolean): PlaceOrderOutcome => ({
  kind: 'completed',
  accessKey,
  alreadyCompleted,
});

/**
 * Places the order (see the file comment). Never rejects for a refused payment: the outcome says
 * what happened.
 */
export function placeOrder(input: PlaceOrderInput, deps: PlaceOrderDeps): Promise<PlaceOrderOutcome> {
  return deps.ports.lock.request(`${PLACE_ORDER_LOCK_PREFIX}${input.checkoutToken}`, async () => {
    // docs/decisions/0242, 0660: a new payment is never sent under an attempt another page of the
    // checkout (before a reload, another tab) spent; a confirm finishes its own attempt's payment.
    const key = `${PLACE_ATTEMPT_STORAGE_PREFIX}${input.checkoutToken}`;
    const spent = Number(deps.ports.storage.get(key) ?? 0);
    const attempt =
      input.stage === 'authorise' && Number.isInteger(spent) && spent > input.attempt ? spent : input.attempt;
    const outcome = await placeInLock({ ...input, attempt }, deps);
    if (outcome.kind === 'completed') return outcome;
    // A refusal (001 §8) or a page to pass spends the attempt; a lost answer ('unknown') keeps it,
    // so paying again, here or after a reload, is sent under the same keys.
    if (outcome.kind === 'requires_action' || outcome.action !== 'unknown')
      deps.ports.storage.set(key, String(attempt + 1));
    return { ...outcome, attempt };
  });
}

async function placeInLock(input: PlaceOrderInput, deps: PlaceOrderDeps): Promise<PlaceOrderOutcome> {
  const token = input.checkoutToken;
  // Another tab, or an earlier call whose answer was lost, may have placed it already.
  const before = await settledStatus(deps, token);
  if (before?.orderExists) return completed(before.accessKey, true);

  const context: PaymentContext = {
    transport: deps.transport,
    ports: deps.ports,
    checkoutToken: token,
    method: input.method,
    currency: input.currency,
    flags: input.flags,
  };
  const authorise = (): Promise<AuthoriseOutcome> =>
    input.stage === 'confirm'
      ? deps.strategy.confirm(context)
      : deps.strategy.authorise(context, {
          paymentData: input.paymentData,
          address: input.address,
          idempotencyKey: placeOrderKey(token, input.attempt, 'authorise'),
        });
  let authorised = await authorise();
  if (authorised.status === 'failed' && orderFailureAction(authorised.failure) === 'unknown') {
    // docs/decisions/0242: a time-out or a lost answer is no refusal (the slow card is approved
    // after 30 s): ask what became of the payment, then send it once more under the same key,
    // which the platform answers as it answered the first (docs/decisions/0599).
    const status = await settledStatus(deps, token);
    if (status?.orderExists) return completed(status.accessKey, false);
    authorised = await authorise();
  }
  switch (authorised.status) {
    case 'completed':
      return completed(authorised.accessKey, false);
    case 'requires_action':
      return authorised.page
        ? { kind: 'requires_action', redirectUrl: authorised.redirectUrl, page: authorised.page }
        : { kind: 'requires_action', redirectUrl: authorised.redirectUrl };
    case 'failed':
      return { kind: 'failed', failure: authorised.failure, action: orderFailureAction(authorised.failure) };
    default:
      return createOrder(input, deps);
  }
}

async function createOrder(
  input: PlaceOrderInput,
  deps: PlaceOrderDeps,
  retried = false,
): Promise<PlaceOrderOutcome> {
  const token = input.checkoutToken;
  const answer = await deps.transport.send(
    checkoutCreateOrder,
    {
      path: { checkoutToken: token },
      body: { payment_method_id: input.method.id, payment_data: { ...input.paymentData }, ...input.address },
    },
    { idempotencyKey: placeOrderKey(token, input.attempt, 'order') },
  );
  if (answer.ok) return completed(answer.data.result.access_key, false);
  const action = orderFailureAction(answer.failure);
  if (action === 'already_completed') {
    const status = await processingStatus(deps, token);
    return completed(status?.accessKey, true);
  }
  if (action === 'processing' || action === 'unknown') {
    // The first call may still run (or ran and its answer was lost): wait, then ask.
    const status = await settledStatus(deps, token);
    if (status?.orderExists) return completed(status.accessKey, false);
    if (!retried && action === 'unknown') return createOrder(input, deps, true);
  }
  if (action === 'requires_action') {
    const body = answer.failure.kind === 'http' ? (answer.failure.body as { redirect_url?: unknown }) : {};
    if (typeof body.redirect_url === 'string')
      return { kind: 'requires_action', redirectUrl: body.redirect_url };
  }
  return { kind: 'failed', failure: answer.failure, action };
}
