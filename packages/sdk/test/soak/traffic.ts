/**
 * What the soak's shoppers sent and met: every request timed by endpoint family, the faults the
 * chaos mode injected (5xx answers, dropped connections), the token refreshes and the tokens that
 * were refused.
 */

/** An endpoint family of the platform's contract, for latency percentiles. */
export function familyOf(path: string): string {
  if (path.startsWith('/api/bootstrap/')) return 'bootstrap';
  if (path.startsWith('/api/checkout/cart')) return 'cart';
  if (path.startsWith('/api/checkout/')) return 'checkout';
  if (path.startsWith('/api/catalog/')) return 'catalog';
  if (path.startsWith('/api/user/') || path.startsWith('/api/customer')) return 'account';
  return 'other';
}

/** The traffic of one soak run. */
export class Traffic {
  readonly latencies = new Map<string, number[]>();
  requests = 0;
  faults5xx = 0;
  drops = 0;
  refreshCalls = 0;
  /** Customer tokens a call was refused with (401), each counted once. */
  readonly refusedTokens = new Set<string>();

  /** A fetch that records into this traffic. */
  fetch(inner: typeof fetch = globalThis.fetch): typeof fetch {
    return (async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const family = familyOf(url.pathname);
      if (url.pathname === '/api/user/refresh.json') this.refreshCalls += 1;
      this.requests += 1;
      const started = performance.now();
      try {
        const response = await inner(input, init);
        if (response.status >= 500) this.faults5xx += 1;
        const token = url.searchParams.get('token');
        if (response.status === 401 && token) this.refusedTokens.add(token);
        return response;
      } catch (error) {
        this.drops += 1;
        throw error;
      } finally {
        const list = this.latencies.get(family) ?? [];
        list.push(performance.now() - started);
        this.latencies.set(family, list);
      }
    }) as typeof fetch;
  }

  /** p50/p95/p99 in ms per family. */
  percentiles(): Record<
    string,
    { readonly count: number; readonly p50: number; readonly p95: number; readonly p99: number }
  > {
    const out: Record<string, { count: number; p50: number; p95: number; p99: number }> = {};
    for (const [family, values] of this.latencies) {
      const sorted = [...values].sort((a, b) => a - b);
      const at = (q: number) =>
        Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
      out[family] = { count: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99) };
    }
    return out;
  }
}
