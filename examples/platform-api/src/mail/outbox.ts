import { desc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema/index';

/** An e-mail to send. */
export interface Mail {
  shopId: number;
  to: string;
  subject: string;
  text: string;
  link: string;
}

/** Most e-mails the dev mail page lists. */
export const MAIL_PAGE_SIZE = 100;

/**
 * "Sends" an e-mail: the reference server has no mail transport, so it is kept in the outbox, which
 * a person trying the demo reads at /dev/mail (docs/decisions/0265-dev-endpoints-and-mail.md).
 */
export async function sendMail(db: Db, mail: Mail): Promise<void> {
  await db.insert(mailOutbox).values({
    shopId: mail.shopId,
    toAddress: mail.to,
    subject: mail.subject,
    text: mail.text,
    link: mail.link,
  });
}

/** The reset e-mail of a customer: a link to /reset-password/{customerID}/{resetToken}?email= (000 §2). */
export function resetMail(input: {
  shopId: number;
  shopName: string;
  origin: string;
  customerId: number;
  email: string;
  token: string;
}): Mail {
  const link = `${input.origin}/reset-password/${input.customerId}/${encodeURIComponent(input.token)}?email=${encodeURIComponent(input.email)}`;
  return {
    shopId: input.shopId,
    to: input.email,
    subject: `Reset your password for ${input.shopName}`,
    text: `Someone asked to reset the password of your ${input.shopName} account. Follow the link to choose a new one; if it was not you, ignore this e-mail.`,
    link,
  };
}

/** The activation e-mail of a new account: a link to /activate-account/{customerID}/{activationToken} (000 §2). */
export function activationMail(input: {
  shopId: number;
  shopName: string;
  origin: string;
  customerId: number;
  email: string;
  token: string;
}): Mail {
  return {
    shopId: input.shopId,
    to: input.email,
    subject: `Activate your ${input.shopName} account`,
    text: `Welcome to ${input.shopName}. Follow the link to activate your account.`,
    link: `${input.origin}/activate-account/${input.customerId}/${encodeURIComponent(input.token)}`,
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The dev mail page: the newest e-mails first, each with its link, as plain HTML. */
export async function outboxPage(db: Db): Promise<string> {
  const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(MAIL_PAGE_SIZE);
  const items = rows
    .map(
      (row) => `<li><article>
<h2>${escapeHtml(row.subject)}</h2>
<p><small>to ${escapeHtml(row.toAddress)} · ${escapeHtml(row.createdAt.toISOString())}</small></p>
<p>${escapeHtml(row.text)}</p>
<p><a href="${escapeHtml(row.link)}">${escapeHtml(row.link)}</a></p>
</article></li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Dev mail outbox</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><h1>Dev mail outbox</h1>
<p>E-mails the demo server would have sent, newest first.</p>
${rows.length ? `<ol>${items}</ol>` : '<p>No e-mail yet.</p>'}
</body></html>`;
}
