import { formatMessage } from '@vitrine/messages';

/** The wrong-domain screen of 000 §2 (empty layout, skips bootstrap). */
export function Component() {
  return (
    <section className="message-screen">
      <h1>{formatMessage('error.wrong_domain')}</h1>
    </section>
  );
}
