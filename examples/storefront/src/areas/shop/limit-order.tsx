import { TEXTS } from '../../texts';

/** The limit-order route of 000 §2 ("empty screen"); a heading keeps it announced. */
export function Component() {
  return (
    <section className="message-screen">
      <h1 className="visually-hidden">{TEXTS.limitOrder}</h1>
    </section>
  );
}
