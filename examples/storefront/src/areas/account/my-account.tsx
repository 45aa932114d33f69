import { formatMessage, type MessageId } from '@vitrine/messages';
import type { CustomerAddress } from '@vitrine/core-auth';
import { shipmentView } from '@vitrine/core-checkout';
import { routePath } from '@vitrine/core-shop';
import { useCustomer, useMoney, useStorefront } from '@vitrine/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useNavigate, useParams, useRevalidator } from 'react-router';
import { useRouteName } from '../../app/route-name';
import { Field } from '../../components/field';
import { useFocusFirstInvalid } from '../../components/focus-first-invalid';
import { missingField, useRequiredFields } from '../../components/required-fields';
import { TEXTS } from '../../texts';
import { isCompleteAddress, requiredAddressFields } from '../checkout/address-rules';
import { anyCountryOptions, countryName } from '../checkout/countries';
import { CountrySelect } from '../checkout/country-select';
import { ShipmentTracking } from '../checkout/shipment-tracking';
import { useCharged } from '../checkout/use-charged';
import '../../styles/order-status.css';
import { useFreshFormErrors } from './fresh-form-errors';

/** My profile: the name and e-mail ('Account data has successfully been updated'), and the password. */
function Profile() {
  const customer = useCustomer();
  const [firstName, setFirst] = useState(customer.customer?.firstName ?? '');
  const [lastName, setLast] = useState(customer.customer?.lastName ?? '');
  const [password, setPassword] = useState('');
  const [repeatPassword, setRepeat] = useState('');
  const errors = customer.fieldErrors('profile');
  const passwordErrors = customer.fieldErrors('changePassword');
  useFreshFormErrors('profile');
  useFreshFormErrors('changePassword');
  // The names and the passwords are required as when registering (000 §5).
  const profileForm = useRef<HTMLFormElement>(null);
  const profileFailed = useFocusFirstInvalid(profileForm);
  const passwordForm = useRef<HTMLFormElement>(null);
  const passwordFailed = useFocusFirstInvalid(passwordForm);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await customer.updateProfile({ firstName, lastName })).ok) profileFailed();
  };
  const change = async (event: FormEvent) => {
    event.preventDefault();
    const result = await customer.changePassword({ password, repeatPassword });
    if (result.ok) {
      setPassword('');
      setRepeat('');
    } else passwordFailed();
  };
  return (
    <>
      <h2>{formatMessage('account.tab.profile')}</h2>
      <p className="muted">{customer.customer?.email}</p>
      <form ref={profileForm} className="form" onSubmit={save} noValidate>
        <Field
          id="profile-first"
          label={TEXTS.firstName}
          autoComplete="given-name"
          required
          value={firstName}
          error={errors.firstName}
          onChange={(event) => setFirst(event.currentTarget.value)}
        />
        <Field
          id="profile-last"
          label={TEXTS.lastName}
          autoComplete="family-name"
          required
          value={lastName}
          error={errors.lastName}
          onChange={(event) => setLast(event.currentTarget.value)}
        />
        <button type="submit" className="button" disabled={customer.submitting !== null}>
          {TEXTS.save}
        </button>
      </form>
      <h2>{TEXTS.changePassword}</h2>
      <form ref={passwordForm} className="form" onSubmit={change} noValidate>
        <Field
          id="change-password"
          label={TEXTS.newPassword}
          type="password"
          autoComplete="new-password"
          required
          value={password}
          error={passwordErrors.password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <Field
          id="change-repeat"
          label={TEXTS.repeatPassword}
          type="password"
          autoComplete="new-password"
          required
          value={repeatPassword}
          error={passwordErrors.repeatPassword}
          onChange={(event) => setRepeat(event.currentTarget.value)}
        />
        <button type="submit" className="button" disabled={customer.submitting !== null}>
          {TEXTS.changePassword}
        </button>
      </form>
    </>
  );
}

/**
 * In place of the customer or the order history until fetched: "Loading…", or, when the fetch
 * failed (the session stays, docs/decisions/0176), the catalogue's 'We're sorry but something went
 * wrong' (000 §2, as the product page's failed options) with Try again, which fetches the customer
 * and the order history again.
 */
function NotLoaded({ failed }: { readonly failed: boolean }) {
  const { refetch } = useCustomer();
  if (!failed) return <p aria-busy="true">{TEXTS.loading}</p>;
  return (
    <div>
      <p role="alert">{formatMessage('error.server')}</p>
      <button type="button" className="button secondary" onClick={() => void refetch()}>
        {TEXTS.tryAgain}
      </button>
    </div>
  );
}

/** My orders: the order history, each linking to its single-order view. */
function Orders() {
  const { orders, ordersError } = useCustomer();
  const { format, formatDate } = useMoney();
  return (
    <>
      <h2>{formatMessage('account.tab.orders')}</h2>
      {orders === null ? <NotLoaded failed={ordersError !== null} /> : null}
      {orders?.length === 0 ? <p>{TEXTS.noOrders}</p> : null}
      {orders && orders.length > 0 ? (
        <table>
          <thead>
            <tr>
              <th scope="col">{TEXTS.order}</th>
              <th scope="col">{TEXTS.date}</th>
              <th scope="col">{TEXTS.status}</th>
              <th scope="col">{TEXTS.total}</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.id}>
                <td>
                  <Link to={routePath('my-account-order', { orderId: order.id })}>{order.name}</Link>
                </td>
                <td>{order.createdAt ? formatDate(order.createdAt) : ''}</td>
                <td>{order.fulfillmentStatus ?? order.status ?? ''}</td>
                <td>{order.total ? format(order.total) : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  );
}

/**
 * A single order of the history (001 §3 Order): date, status (a cancelled order says so, with its
 * date), total, its shipments with their tracking, and a link to its order status page (001 §2
 * /orders/{token}: without a key the page asks for the order's e-mail, which access_key_allowed
 * permits; docs/decisions/0650).
 */
function SingleOrder() {
  const { orderId } = useParams();
  const { orders, ordersError } = useCustomer();
  const { format, formatDate, convert } = useMoney();
  const order = orders?.find((item) => item.id === orderId);
  // Shown in another currency than the shop's, the total says what was charged (docs/decisions/0646).
  const charged = useCharged(order?.total ? convert(order.total) : undefined);
  if (orders === null) return <NotLoaded failed={ordersError !== null} />;
  // an id the history does not hold is not "no orders" (the customer may have many)
  if (!order) return <p>{TEXTS.orderNotFound}</p>;
  return (
    <>
      <h2>
        {TEXTS.order} {order.name}
      </h2>
      <dl>
        <dt>{TEXTS.date}</dt>
        <dd>{order.createdAt ? formatDate(order.createdAt) : ''}</dd>
        <dt>{TEXTS.status}</dt>
        <dd>
          {order.cancelledAt
            ? TEXTS.cancelledOn(formatDate(order.cancelledAt))
            : (order.fulfillmentStatus ?? order.status ?? '')}
        </dd>
        <dt>{TEXTS.total}</dt>
        <dd>{order.total ? format(order.total) : ''}</dd>
      </dl>
      {charged ? <p className="order-charged muted small">{TEXTS.chargedInShopCurrency(charged)}</p> : null}
      {/* a cancelled order will not ship: no "not shipped yet" note, only the shipments it had */}
      {!order.cancelledAt || order.shipments.length > 0 ? (
        <ShipmentTracking shipments={order.shipments.map(shipmentView)} lines={[]} />
      ) : null}
      {order.token && order.accessKeyAllowed ? (
        <p>
          <Link to={routePath('order-status', { token: order.token })}>{TEXTS.viewOrder}</Link>
        </p>
      ) : null}
      <Link to={routePath('my-account-orders')}>← {formatMessage('account.tab.orders')}</Link>
    </>
  );
}

/** An address on one line (001 §3 Address): company, street, zip, city, state / province, country. */
function addressLine(address: CustomerAddress): string {
  return [
    address.company,
    address.address1,
    address.address2,
    address.zip,
    address.city,
    address.province,
    address.countryName ?? address.country,
  ]
    .filter(Boolean)
    .join(', ');
}

/** My addresses (and the shipping details: the first one), with a form to add one. */
function Addresses({ title }: { readonly title: string }) {
  const customer = useCustomer();
  const addresses = customer.customer?.addresses ?? [];
  const blank = {
    firstName: customer.customer?.firstName ?? '',
    lastName: customer.customer?.lastName ?? '',
    company: '',
    address1: '',
    address2: '',
    city: '',
    zip: '',
    countryCode: '',
    province: '',
    phone: '',
  };
  const [draft, setDraft] = useState(blank);
  const set = (field: keyof typeof draft) => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
    setDraft((all) => ({ ...all, [field]: value }));
  };
  // An address is added complete (name, street, city, a country code and its zip where it has
  // postal codes, 001 §3 Address; docs/decisions/0655): the
  // checkout fills its form from the first one (000 §2 shipping details). Add address is pressable
  // before: pressed, each required field left empty says 'Field is required.' and the first of
  // them gets the focus.
  const { form, showMissing, refused, reset } = useRequiredFields(!isCompleteAddress(draft));
  const required: ReadonlySet<string> = new Set(requiredAddressFields(draft.countryCode));
  /** A field's `required` and its error: 'Field is required.' when left empty once Add was refused. */
  const rule = (field: keyof typeof draft): { required: boolean; error: MessageId | undefined } => ({
    required: required.has(field),
    error: required.has(field) ? missingField(showMissing, draft[field]) : undefined,
  });
  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!customer.customer || refused()) return;
    const name = countryName(draft.countryCode);
    const result = await customer.updateProfile({
      firstName: customer.customer.firstName,
      lastName: customer.customer.lastName,
      addresses: [...addresses, { ...draft, country: name, countryName: name }],
    });
    if (result.ok) {
      setDraft(blank);
      reset();
    }
  };
  // An address is removed by saving the others (the account's addresses are saved whole; decision
  // 0625): the first one left becomes the shipping details.
  const [removing, setRemoving] = useState(false);
  const remove = async (index: number) => {
    if (!customer.customer || removing) return;
    setRemoving(true);
    await customer.updateProfile({
      firstName: customer.customer.firstName,
      lastName: customer.customer.lastName,
      addresses: addresses.filter((_, at) => at !== index),
    });
    setRemoving(false);
  };
  return (
    <>
      <h2>{title}</h2>
      {addresses.length === 0 ? <p>{TEXTS.noAddresses}</p> : null}
      <ul>
        {addresses.map((address, index) => {
          const line = `${[address.firstName, address.lastName].filter(Boolean).join(' ')} — ${addressLine(address)}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: addresses have no id of their own
            <li key={index}>
              {line}{' '}
              <button
                type="button"
                className="link-button"
                aria-label={TEXTS.removeNamed(line)}
                // as every account button: one account request at a time (decision 0175)
                disabled={customer.submitting !== null}
                onClick={() => void remove(index)}
              >
                {TEXTS.remove}
              </button>
            </li>
          );
        })}
      </ul>
      <h3>{TEXTS.addAddress}</h3>
      <form ref={form} className="form" onSubmit={add} noValidate>
        <Field
          id="address-first-name"
          label={TEXTS.firstName}
          autoComplete="given-name"
          {...rule('firstName')}
          value={draft.firstName}
          onChange={set('firstName')}
        />
        <Field
          id="address-last-name"
          label={TEXTS.lastName}
          autoComplete="family-name"
          {...rule('lastName')}
          value={draft.lastName}
          onChange={set('lastName')}
        />
        <Field
          id="address-company"
          label={TEXTS.company}
          autoComplete="organization"
          {...rule('company')}
          value={draft.company}
          onChange={set('company')}
        />
        <Field
          id="address-1"
          label={TEXTS.address1}
          autoComplete="address-line1"
          {...rule('address1')}
          value={draft.address1}
          onChange={set('address1')}
        />
        <Field
          id="address-2"
          label={TEXTS.address2}
          autoComplete="address-line2"
          {...rule('address2')}
          value={draft.address2}
          onChange={set('address2')}
        />
        <Field
          id="address-city"
          label={TEXTS.city}
          autoComplete="address-level2"
          {...rule('city')}
          value={draft.city}
          onChange={set('city')}
        />
        <Field
          id="address-zip"
          label={TEXTS.zip}
          autoComplete="postal-code"
          {...rule('zip')}
          value={draft.zip}
          onChange={set('zip')}
        />
        <CountrySelect
          id="address-country"
          value={draft.countryCode}
          countries={anyCountryOptions()}
          autoComplete="country"
          error={rule('countryCode').error}
          // another country's state / province does not apply: cleared, as the checkout's form does
          onChange={(countryCode) => setDraft((all) => ({ ...all, countryCode, province: '' }))}
        />
        <Field
          id="address-province"
          label={TEXTS.province}
          autoComplete="address-level1"
          {...rule('province')}
          value={draft.province}
          onChange={set('province')}
        />
        <Field
          id="address-phone"
          label={TEXTS.phone}
          type="tel"
          autoComplete="tel"
          {...rule('phone')}
          value={draft.phone}
          onChange={set('phone')}
        />
        <button type="submit" className="button" disabled={customer.submitting !== null}>
          {TEXTS.addAddress}
        </button>
      </form>
    </>
  );
}

/** The newsletter block: the customer's subscription (000 §4 Newsletter). */
function NewsletterBlock() {
  const customer = useCustomer();
  return (
    <>
      <h2>{TEXTS.newsletter}</h2>
      <label className="swatch">
        <input
          type="checkbox"
          checked={customer.subscribed === true}
          disabled={customer.submitting !== null}
          onChange={(event) => void customer.setNewsletter(event.currentTarget.checked)}
        />
        {TEXTS.subscribed}
      </label>
    </>
  );
}

/**
 * My account (000 §2): the tabs My profile (the default), My orders and My addresses, the
 * single-order view, shipping details and newsletter blocks; 'My loyalty card' and 'My product
 * reviews' show the not-implemented notification; logging out returns home.
 */
export function Component() {
  const route = useRouteName();
  const customer = useCustomer();
  const { notifications } = useStorefront();
  const navigate = useNavigate();
  // Signed out while the page is open (another tab, a refresh the platform refused): the guard
  // runs again and takes the visitor home with its notice (000 §2), instead of "Loading…" for ever.
  const revalidator = useRevalidator();
  const signedOut = customer.status === 'guest';
  // the shopper's own logout here goes home by itself, without the notice
  const loggingOut = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per sign-out
  useEffect(() => {
    if (signedOut && !loggingOut.current) void revalidator.revalidate();
  }, [signedOut]);
  const notImplemented = () =>
    void notifications.push({ type: 'error', message: { id: 'account.feature_not_implemented' } });
  const block =
    route === 'my-account-orders' ? (
      <Orders />
    ) : route === 'my-account-order' ? (
      <SingleOrder />
    ) : route === 'my-account-addresses' ? (
      <Addresses title={formatMessage('account.tab.addresses')} />
    ) : route === 'my-account-shipping-details' ? (
      <Addresses title={TEXTS.shippingDetails} />
    ) : route === 'my-account-newsletter' ? (
      <NewsletterBlock />
    ) : (
      <Profile key={customer.customer?.id ?? 'none'} />
    );
  return (
    <section aria-labelledby="account-title">
      <h1 id="account-title">{TEXTS.myAccount}</h1>
      <div className="account">
        <nav className="account-nav" aria-label={TEXTS.myAccount}>
          <ul>
            <li>
              <NavLink to={routePath('my-account')} end>
                {formatMessage('account.tab.profile')}
              </NavLink>
            </li>
            <li>
              <NavLink to={routePath('my-account-orders')}>{formatMessage('account.tab.orders')}</NavLink>
            </li>
            <li>
              <NavLink to={routePath('my-account-addresses')}>
                {formatMessage('account.tab.addresses')}
              </NavLink>
            </li>
            <li>
              <NavLink to={routePath('my-account-shipping-details')}>{TEXTS.shippingDetails}</NavLink>
            </li>
            <li>
              <NavLink to={routePath('my-account-newsletter')}>{TEXTS.newsletter}</NavLink>
            </li>
            <li>
              <button type="button" className="link-button" onClick={notImplemented}>
                {formatMessage('account.tab.loyalty_card')}
              </button>
            </li>
            <li>
              <button type="button" className="link-button" onClick={notImplemented}>
                {formatMessage('account.tab.product_reviews')}
              </button>
            </li>
            <li>
              <button
                type="button"
                className="link-button"
                onClick={async () => {
                  loggingOut.current = true;
                  await customer.logout();
                  await navigate(routePath('home'));
                }}
              >
                {TEXTS.logout}
              </button>
            </li>
          </ul>
        </nav>
        <div>{customer.customer ? block : <NotLoaded failed={customer.userError !== null} />}</div>
      </div>
    </section>
  );
}
