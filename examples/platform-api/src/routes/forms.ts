import { contactSend, dmcaGet, dmcaReport, userSubscribe, userUnsubscribe } from '@vitrine/api-client';
import { and, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { MessageId } from '@vitrine/messages';
import { messages } from '@vitrine/messages';
import type { AppDeps, AppEnv } from '../app';
import { contactMessages, dmcaReports, newsletterSubscriptions, pages } from '../db/schema/index';
import { fail, ok } from '../errors';
import { MAX_NAME_LENGTH } from '../limits';
import { assertTextLengths } from '../text-limits';
import { parseBody } from '../validate';

/** A deliberately simple e-mail shape check (the storefront validates with the spec's messages). */
export function isEmail(text: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim());
}

/** The catalogue's texts of one form for an e-mail left empty and for one not well-formed. */
export interface EmailTexts {
  readonly required: MessageId;
  readonly invalid: MessageId;
}

/** The account forms' e-mail texts (000 §5 Other account messages; decision 0170). */
export const ACCOUNT_EMAIL_TEXTS: EmailTexts = {
  required: 'validation.email_required',
  invalid: 'validation.email_invalid',
};

/** The newsletter's e-mail texts (000 §5 Newsletter; decision 0128). */
const NEWSLETTER_EMAIL_TEXTS: EmailTexts = {
  required: 'newsletter.email_required',
  invalid: 'newsletter.email_invalid',
};

/**
 * The text for an e-mail the platform refuses, or `undefined` when it is well-formed: the form's
 * required text when it is empty or spaces only (the client trims it, decision 0170), else its
 * invalid text; never the invalid text for an empty field. An e-mail longer than a shopper's short
 * field ({@link MAX_NAME_LENGTH}, docs/decisions/0261) is no address either (decision 0656): it
 * never reaches a unique index, whose row PostgreSQL refuses when that long (a 500).
 */
export function emailProblem(email: string, texts: EmailTexts): string | undefined {
  const trimmed = email.trim();
  if (trimmed === '') return messages[texts.required];
  return trimmed.length <= MAX_NAME_LENGTH && isEmail(trimmed) ? undefined : messages[texts.invalid];
}

/** Registers the contact form, the DMCA form and the newsletter (000 §7). */
export function register(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps;

  app.post(contactSend.path, async (c) => {
    const body = await parseBody(c, contactSend.body);
    assertTextLengths({ name: body.name, email: body.email, phone: body.phone }, { message: body.message });
    // The contact and DMCA forms show the server's text (decision 0128), the account texts (0644).
    const emailText = emailProblem(body.email, ACCOUNT_EMAIL_TEXTS);
    if (emailText) return fail(c, 400, emailText, { error_code: 'INVALID_EMAIL' });
    const [row] = await db
      .insert(contactMessages)
      .values({
        shopId: c.get('shop').id,
        name: body.name,
        email: body.email.trim(),
        phone: body.phone ?? '',
        message: body.message,
      })
      .returning({ id: contactMessages.id });
    return c.json({ code: 200, success: true, result: { id: row?.id ?? null } });
  });

  app.get(dmcaGet.path, async (c) => {
    const shop = c.get('shop');
    const [policy] = await db
      .select({ title: pages.title, body: pages.bodyHtml })
      .from(pages)
      .where(and(eq(pages.shopId, shop.id), eq(pages.handle, 'ip')))
      .limit(1);
    return ok(c, {
      enabled: shop.settings.store_flags.visible_link,
      title: policy?.title ?? 'Intellectual property policy',
      body_html: policy?.body ?? '',
      fields: ['email', 'name', 'url', 'message'],
    });
  });

  app.post(dmcaReport.path, async (c) => {
    const body = await parseBody(c, dmcaReport.body);
    // The contact and DMCA forms show the server's text (decision 0128), the account texts (0644).
    const emailText = emailProblem(body.email, ACCOUNT_EMAIL_TEXTS);
    if (emailText) return fail(c, 400, emailText, { error_code: 'INVALID_EMAIL' });
    const [row] = await db
      .insert(dmcaReports)
      .values({ shopId: c.get('shop').id, email: body.email.trim(), payload: { ...body } })
      .returning({ id: dmcaReports.id });
    return c.json({ code: 200, success: true, result: { id: row?.id ?? null } });
  });

  const setSubscription = async (shopId: number, email: string, subscribed: boolean) => {
    await db
      .insert(newsletterSubscriptions)
      .values({ shopId, email: email.trim().toLowerCase(), subscribed })
      .onConflictDoUpdate({
        target: [newsletterSubscriptions.shopId, newsletterSubscriptions.email],
        set: { subscribed, updatedAt: new Date() },
      });
  };

  app.post(userSubscribe.path, async (c) => {
    const body = await parseBody(c, userSubscribe.body);
    const emailText = emailProblem(body.email, NEWSLETTER_EMAIL_TEXTS);
    if (emailText) return fail(c, 400, emailText, { error_code: 'INVALID_EMAIL' });
    await setSubscription(c.get('shop').id, body.email, true);
    return c.json({ code: 200, success: true, result: { subscribed: true } });
  });

  app.delete(userUnsubscribe.path, async (c) => {
    const body = await parseBody(c, userUnsubscribe.body);
    const emailText = emailProblem(body.email, NEWSLETTER_EMAIL_TEXTS);
    if (emailText) return fail(c, 400, emailText, { error_code: 'INVALID_EMAIL' });
    await setSubscription(c.get('shop').id, body.email, false);
    return c.json({ code: 200, success: true, result: { subscribed: false } });
  });
}
