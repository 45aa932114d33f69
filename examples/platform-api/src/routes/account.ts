import {
  userActivate,
  userChangePassword,
  userCreate,
  userLogin,
  userMe,
  userOrderHistory,
  userRefresh,
  userRequestResetPassword,
  userResetPassword,
  userUpdate,
} from '@vitrine/api-client';
import { messages } from '@vitrine/messages';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app';
import type { Customer } from '../auth/sessions';
import {
  issueTokens,
  requestToken,
  requireCustomer,
  revokeSessions,
  rotateRefreshToken,
} from '../auth/sessions';
import { CUSTOMER_EMAIL_INDEX, customers, newsletterSubscriptions } from '../db/schema/index';
import type { CustomerAddress } from '../db/schema/index';
import { fail, notAuthorized, ok } from '../errors';
import { hashPassword, randomToken, verifyPassword } from '../passwords';
import { firstNameProblem } from '../auth/first-name';
import { passwordProblem } from '../auth/password-rule';
import { clientAddress } from '../client-address';
import { shopOrigin } from '../shop-origin';
import { activationMail, resetMail, sendMail } from '../mail/outbox';
import { bucketOf, hit, RATE_LIMITS, release } from '../rate-limit';
import { idOf, parseBody } from '../validate';
import { ACCOUNT_EMAIL_TEXTS, emailProblem } from './forms';
import { violatesUnique } from '../db/unique-violation';

/** How long a reset token stays valid. */
export const RESET_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/** The customer as the api-client's `User` schema reads it. */
export function userView(customer: Customer, extra: Record<string, unknown> = {}) {
  return {
    id: customer.id,
    email: customer.email,
    firstname: customer.firstname,
    lastname: customer.lastname,
    phone: customer.phone,
    active: customer.active,
    accepts_marketing: customer.acceptsMarketing,
    addresses: customer.addresses,
    group_id: customer.groupId,
    created_at: customer.createdAt.toISOString(),
    ...extra,
  };
}

/**
 * The account's e-mail when the customer proved to receive mail there (an activation or reset link
 * followed since the address was set), else null: only then are the address's guest orders theirs
 * (docs/decisions/0595).
 */
export function provedEmail(customer: Pick<Customer, 'email' | 'verifiedEmail'>): string | null {
  const { email, verifiedEmail } = customer;
  return verifiedEmail !== null && verifiedEmail.trim().toLowerCase() === email.trim().toLowerCase()
    ? email
    : null;
}

async function findByEmail(deps: AppDeps, shopId: number, email: string): Promise<Customer | undefined> {
  const rows = await deps.db
    .select()
    .from(customers)
    .where(and(eq(customers.shopId, shopId), sql`lower(${customers.email}) = ${email.trim().toLowerCase()}`))
    .limit(1);
  return rows[0];
}

async function findById(deps: AppDeps, shopId: number, id: string): Promise<Customer | undefined> {
  const numeric = idOf(id);
  if (numeric === undefined) return undefined;
  const rows = await deps.db
    .select()
    .from(customers)
    .where(and(eq(customers.shopId, shopId), eq(customers.id, numeric)))
    .limit(1);
  return rows[0];
}

function withAddressIds(addresses: Record<string, unknown>[]): CustomerAddress[] {
  return addresses.map((address, index) => ({
    id: typeof address.id === 'number' ? address.id : index + 1,
    first_name: String(address.first_name ?? ''),
    last_name: String(address.last_name ?? ''),
    company: String(address.company ?? ''),
    address1: String(address.address1 ?? ''),
    address2: String(address.address2 ?? ''),
    city: String(address.city ?? ''),
    province: String(address.province ?? ''),
    province_code: String(address.province_code ?? ''),
    country: String(address.country ?? ''),
    country_code: String(address.country_code ?? ''),
    zip: String(address.zip ?? ''),
    phone: String(address.phone ?? ''),
    default: address.default === true || index === 0,
  }));
}

/**
 * The text for a new password the platform refuses, or `undefined`: `required` when empty (a
 * password is never trimmed), else the length text (000 §5 Register, Reset password; decision 0170).
 * Register says 'Please enter a password.', reset and change 'Field is required.'.
 */
function requiredPasswordProblem(
  password: string,
  required: 'validation.password_required' | 'validation.field_required',
): string | undefined {
  return password === '' ? messages[required] : passwordProblem(password);
}

/** Registers the account calls (000 §7 Account). */
export function register(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps;
  const session = async (customer: Customer) => {
    const tokens = await issueTokens(deps, customer);
    return { ...tokens, user: userView(customer, { ...tokens }) };
  };

  app.post(userCreate.path, async (c) => {
    const body = await parseBody(c, userCreate.body);
    const shop = c.get('shop');
    const { email, firstname, lastname } = body.customer;
    // An empty field gets its required text, as the client's form (000 §5 Register; decision 0170).
    const emailText = emailProblem(email, ACCOUNT_EMAIL_TEXTS);
    if (emailText) return fail(c, 400, emailText, { error_code: 'INVALID_EMAIL' });
    const firstNameText = firstNameProblem(firstname);
    if (firstNameText) return fail(c, 400, firstNameText, { error_code: 'INVALID_FIRSTNAME' });
    if (lastname.trim() === '')
      return fail(c, 400, 'Please enter a last name.', { error_code: 'INVALID_LASTNAME' });
    const passwordText = requiredPasswordProblem(body.password, 'validation.password_required');
    if (passwordText) return fail(c, 400, passwordText, { error_code: 'INVALID_PASSWORD' });
    if (await findByEmail(deps, shop.id, email)) {
      return fail(c, 400, 'This email is already registered.', { error_code: 'EMAIL_TAKEN' });
    }
    // Two registrations of one e-mail at once both pass the look-up above: the unique index
    // refuses the second, which is EMAIL_TAKEN like the first check, never a 500.
    const [customer] = await db
      .insert(customers)
      .values({
        shopId: shop.id,
        email: email.trim(),
        firstname: firstname.trim(),
        lastname: lastname.trim(),
        passwordHash: hashPassword(body.password),
        activationToken: randomToken('act'),
      })
      .returning()
      .catch((error: unknown) => {
        if (violatesUnique(error, CUSTOMER_EMAIL_INDEX)) return [];
        throw error;
      });
    if (!customer) return fail(c, 400, 'This email is already registered.', { error_code: 'EMAIL_TAKEN' });
    if (customer.activationToken) {
      // On a domain of the shop, not the Host the caller named (docs/decisions/0595).
      const origin = await shopOrigin(db, shop.id, c.req.url);
      const token = customer.activationToken;
      await sendMail(
        db,
        activationMail({
          shopId: shop.id,
          shopName: shop.name,
          origin,
          customerId: customer.id,
          email: customer.email,
          token,
        }),
      );
    }
    return ok(c, userView(customer));
  });

  app.post(userLogin.path, async (c) => {
    const body = await parseBody(c, userLogin.body);
    const shopId = c.get('shop').id;
    const now = deps.options.now();
    // Rate limits (docs/decisions/0264): every attempt per client address, failures per account.
    const address = clientAddress(c);
    const { loginAttemptsPerClient: perClient, loginFailuresPerAccount: perAccount } = RATE_LIMITS;
    if (address) await hit(db, perClient, bucketOf(perClient, shopId, address), now);
    // An empty field is the login form's required text (000 §5 Login; decision 0170), not a failed
    // sign-in of an account: it guesses no password and is not counted as one.
    const missing =
      body.username.trim() === ''
        ? messages['validation.email_required']
        : body.password === ''
          ? messages['validation.password_required']
          : undefined;
    if (missing) return fail(c, 400, missing, { error_code: 'INVALID_CREDENTIALS' });
    // The attempt is counted as a failure before its password is checked, in one atomic upsert, so a
    // parallel burst gets at most the limit checked; a right password gives its count back (0595).
    const attempt = await hit(db, perAccount, bucketOf(perAccount, shopId, body.username), now);
    const customer = await findByEmail(deps, shopId, body.username);
    if (!customer || !verifyPassword(body.password, customer.passwordHash)) {
      return fail(c, 400, 'Incorrect email or password.', { error_code: 'INVALID_CREDENTIALS' });
    }
    await release(db, attempt);
    return ok(c, await session(customer));
  });

  app.get(userMe.path, async (c) => {
    const customer = await requireCustomer(c, deps);
    const [subscription] = await db
      .select({ subscribed: newsletterSubscriptions.subscribed })
      .from(newsletterSubscriptions)
      .where(
        and(
          eq(newsletterSubscriptions.shopId, customer.shopId),
          eq(newsletterSubscriptions.email, customer.email.toLowerCase()),
        ),
      );
    return ok(c, userView(customer, { subscribed: subscription?.subscribed ?? null }));
  });

  app.post(userUpdate.path, async (c) => {
    const customer = await requireCustomer(c, deps);
    const { customer: changes } = await parseBody(c, userUpdate.body);
    const set: Partial<typeof customers.$inferInsert> = { updatedAt: deps.options.now() };
    if (changes.firstname !== undefined) {
      const firstNameText = firstNameProblem(changes.firstname);
      if (firstNameText) return fail(c, 400, firstNameText, { error_code: 'INVALID_FIRSTNAME' });
      set.firstname = changes.firstname.trim();
    }
    if (changes.lastname !== undefined) set.lastname = changes.lastname.trim();
    if (changes.accepts_marketing !== undefined) set.acceptsMarketing = changes.accepts_marketing;
    if (changes.addresses !== undefined) set.addresses = withAddressIds(changes.addresses);
    if (changes.email !== undefined && changes.email.trim().toLowerCase() !== customer.email.toLowerCase()) {
      const emailText = emailProblem(changes.email, ACCOUNT_EMAIL_TEXTS);
      if (emailText) return fail(c, 400, emailText, { error_code: 'INVALID_EMAIL' });
      if (await findByEmail(deps, customer.shopId, changes.email)) {
        return fail(c, 400, 'This email is already registered.', { error_code: 'EMAIL_TAKEN' });
      }
      // A new address is not proven (docs/decisions/0595): its proof, a pending reset link (mailed
      // to the old address) and an activation link (idem) go; an account not yet activated gets a
      // new activation link at the new address.
      set.email = changes.email.trim();
      set.verifiedEmail = null;
      set.resetToken = null;
      set.resetTokenExpiresAt = null;
      set.activationToken = customer.active ? null : randomToken('act');
    }
    const updated = await db
      .update(customers)
      .set(set)
      .where(eq(customers.id, customer.id))
      .returning()
      .then(([row]) => row ?? customer)
      .catch((error: unknown) => {
        if (violatesUnique(error, CUSTOMER_EMAIL_INDEX)) return null;
        throw error;
      });
    if (!updated) return fail(c, 400, 'This email is already registered.', { error_code: 'EMAIL_TAKEN' });
    if (set.activationToken && updated.activationToken === set.activationToken) {
      const shop = c.get('shop');
      const origin = await shopOrigin(db, shop.id, c.req.url);
      await sendMail(
        db,
        activationMail({
          shopId: shop.id,
          shopName: shop.name,
          origin,
          customerId: updated.id,
          email: updated.email,
          token: updated.activationToken,
        }),
      );
    }
    return ok(c, userView(updated));
  });

  app.post(userRefresh.path, async (c) => {
    const body = await parseBody(c, userRefresh.body);
    const tokens = await rotateRefreshToken(deps, c.get('shop').id, body.refreshToken);
    return tokens ? ok(c, tokens) : notAuthorized(c);
  });

  app.post(userActivate.path, async (c) => {
    const body = await parseBody(c, userActivate.body);
    const shopId = c.get('shop').id;
    const customerId = idOf(body.customer_id);
    // The token is a sign-in without password: it is taken in the one statement that checks it, so
    // it works once (two activations at once: one session, the other 404 like a used link).
    const [activated] =
      customerId === undefined || body.active_token === ''
        ? []
        : await db
            .update(customers)
            // The link went to the account's e-mail (a change of it replaces the token): it is proven.
            .set({
              active: true,
              activationToken: null,
              verifiedEmail: sql`${customers.email}`,
              updatedAt: deps.options.now(),
            })
            .where(
              and(
                eq(customers.shopId, shopId),
                eq(customers.id, customerId),
                eq(customers.activationToken, body.active_token),
              ),
            )
            .returning();
    if (!activated) {
      return fail(c, 404, 'query returned empty result', { error_code: 'INVALID_ACTIVATION_TOKEN' });
    }
    return ok(c, await session(activated));
  });

  app.post(userRequestResetPassword.path, async (c) => {
    const body = await parseBody(c, userRequestResetPassword.body);
    // The forgot mode's texts (000 §5 Login; decision 0170): required when empty, then well-formed.
    const emailText = emailProblem(body.email, {
      required: 'validation.email_required',
      invalid: 'validation.email_valid_address',
    });
    if (emailText) return fail(c, 400, emailText, { error_code: 'INVALID_EMAIL' });
    const shopId = c.get('shop').id;
    const now = deps.options.now();
    // Rate limits (docs/decisions/0264): every request counts, per client address and per e-mail.
    const address = clientAddress(c);
    const { resetRequestsPerClient: perClient, resetRequestsPerAccount: perAccount } = RATE_LIMITS;
    if (address) await hit(db, perClient, bucketOf(perClient, shopId, address), now);
    await hit(db, perAccount, bucketOf(perAccount, shopId, body.email), now);
    const customer = await findByEmail(deps, shopId, body.email);
    if (customer) {
      const token = randomToken('rst');
      await db
        .update(customers)
        .set({ resetToken: token, resetTokenExpiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS) })
        .where(eq(customers.id, customer.id));
      const origin = await shopOrigin(db, shopId, c.req.url);
      const shopName = c.get('shop').name;
      await sendMail(
        db,
        resetMail({ shopId, shopName, origin, customerId: customer.id, email: customer.email, token }),
      );
    }
    // Same answer whether or not the e-mail has an account (docs/decisions/0153-account-rules.md).
    return c.json({ code: 200, success: true });
  });

  app.post(userResetPassword.path, async (c) => {
    const body = await parseBody(c, userResetPassword.body);
    const shopId = c.get('shop').id;
    const customer = await findById(deps, shopId, body.customer_id);
    const now = deps.options.now();
    const passwordText = requiredPasswordProblem(body.password, 'validation.field_required');
    if (passwordText) return fail(c, 400, passwordText, { error_code: 'INVALID_PASSWORD' });
    const [updated] = customer
      ? await db
          .update(customers)
          // The reset link went to the account's e-mail (a change of it drops the token): the
          // address is proven and the account active; the activation link, a sign-in without
          // password, ends with the old password (docs/decisions/0595).
          .set({
            passwordHash: hashPassword(body.password),
            resetToken: null,
            resetTokenExpiresAt: null,
            activationToken: null,
            active: true,
            verifiedEmail: sql`${customers.email}`,
            updatedAt: now,
          })
          .where(
            and(
              eq(customers.id, customer.id),
              eq(customers.resetToken, body.reset_token),
              gt(customers.resetTokenExpiresAt, now),
            ),
          )
          .returning()
      : [];
    if (!updated) return fail(c, 400, 'Password reset error.', { error_code: 'INVALID_RESET_TOKEN' });
    await revokeSessions(deps, updated.id);
    return ok(c, await session(updated));
  });

  app.post(userChangePassword.path, async (c) => {
    const customer = await requireCustomer(c, deps);
    const body = await parseBody(c, userChangePassword.body);
    const passwordText = requiredPasswordProblem(body.newPassword, 'validation.field_required');
    if (passwordText) return fail(c, 400, passwordText, { error_code: 'INVALID_PASSWORD' });
    // The old password's ways in end with it (docs/decisions/0595): every other session (a thief's
    // among them), a pending reset link and an activation link; the session that changed it goes on.
    await db
      .update(customers)
      .set({
        passwordHash: hashPassword(body.newPassword),
        resetToken: null,
        resetTokenExpiresAt: null,
        activationToken: null,
        updatedAt: deps.options.now(),
      })
      .where(eq(customers.id, customer.id));
    await revokeSessions(deps, customer.id, requestToken(c));
    return c.json({ code: 200, success: true, result: 'Password has successfully been changed' });
  });

  app.get(userOrderHistory.path, async (c) => {
    const customer = await requireCustomer(c, deps);
    const orders = deps.hooks.orderHistory
      ? await deps.hooks.orderHistory({
          db,
          shopId: customer.shopId,
          customerId: customer.id,
          verifiedEmail: provedEmail(customer),
        })
      : [];
    return ok(c, orders);
  });
}
