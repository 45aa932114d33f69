import type { Context } from 'hono';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
  server?: NodeBindings;
}

/**
 * The peer address of the request's socket (`@hono/node-server` puts the incoming message in
 * `c.env`), or undefined for a request handed to `app.fetch` in process, which has no socket.
 * Forwarding headers are never trusted: this server sits behind no proxy.
 */
export function clientAddress(c: Context): string | undefined {
  const env = c.env as NodeBindings | undefined;
  const bindings = env?.server ?? env;
  return bindings?.incoming?.socket?.remoteAddress;
}

/** Whether an address is this machine: 127.0.0.0/8, ::1, or an IPv4-mapped 127.x. */
export function isLoopback(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return v4.startsWith('127.') || address === '::1';
}
