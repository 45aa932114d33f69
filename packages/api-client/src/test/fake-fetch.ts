/** A request as the server saw it. */
export interface Recorded {
  readonly method: string;
  readonly path: string;
  readonly query: Record<string, string>;
  readonly headers: Record<string, string>;
  readonly body: string;
  readonly raw: Request;
}

/** What a fake server answers. */
export type Responder = (request: Recorded) => Response | Promise<Response>;

/** A JSON answer. */
export const json = (body: unknown, status = 200, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** An `{ code: 200, result }` envelope answer. */
export const envelopeOf = (result: unknown, extra: Record<string, unknown> = {}) =>
  json({ code: 200, result, ...extra });

/** A fetch that records every request and answers with `responder`. */
export function fakeFetch(responder: Responder = () => envelopeOf({})) {
  const calls: Recorded[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const raw = new Request(input, init);
    const url = new URL(raw.url);
    const recorded: Recorded = {
      method: raw.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: Object.fromEntries(raw.headers),
      body: raw.body ? await raw.clone().text() : '',
      raw,
    };
    calls.push(recorded);
    return responder(recorded);
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}
