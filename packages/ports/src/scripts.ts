/** What a script tag carries besides its source (000 §2 script re-injection, 001 §9 provider SDKs). */
export interface ScriptOptions {
  /** An id, so a script is loaded once per page. */
  readonly id?: string;
  /** Extra attributes (`data-*`, `crossorigin`, ...). */
  readonly attributes?: Readonly<Record<string, string>>;
  /** Inline code instead of a source (then `src` is a label). */
  readonly inline?: string;
  /**
   * The global the script must define (`'paypal'` for the wallet SDK): a script that ran but left
   * no such global (blocked, refused, a wrong client id) is a failed load, and rejects as one
   * (docs/decisions/0544).
   */
  readonly global?: string;
  /**
   * `false`: loaded again even when this `src` was loaded before (a new `<script>`, so it runs
   * again), for a page body's scripts re-injected each time the page is shown (000 §2; decision
   * 0640). Left out (or `true`): the source loads once, as provider SDKs do (001 §4).
   */
  readonly once?: boolean;
}

/**
 * Loads a script into the page (a `<script>` element in the browser). Resolves when it has run;
 * rejects when it failed to load, or ran without defining its `global`. Loading the same `src`
 * again resolves with the first load, unless the load says `once: false`.
 */
export interface ScriptLoader {
  load(src: string, options?: ScriptOptions): Promise<void>;
}

/** A {@link ScriptLoader} that records loads and fails the sources it is told to (tests, servers). */
export interface MemoryScriptLoader extends ScriptLoader {
  /** Every source loaded, in order: once, or again for each load with `once: false`. */
  readonly loaded: readonly string[];
  /** Every `load(src)` call, in order, a source asked again included (a test of "loads once"). */
  readonly requested: readonly string[];
}

/**
 * An in-memory {@link ScriptLoader}.
 *
 * @param failing - sources whose load rejects
 */
export function createMemoryScriptLoader(failing: readonly string[] = []): MemoryScriptLoader {
  const loaded: string[] = [];
  const requested: string[] = [];
  const loads = new Map<string, Promise<void>>();
  return {
    loaded,
    requested,
    load(src, options) {
      requested.push(src);
      const again = options?.once === false;
      const known = again ? undefined : loads.get(src);
      if (known) return known;
      loaded.push(src);
      const load = failing.includes(src)
        ? Promise.reject(new Error(`Failed to load script ${src}`))
        : Promise.resolve();
      if (!again) loads.set(src, load);
      return load;
    },
  };
}
