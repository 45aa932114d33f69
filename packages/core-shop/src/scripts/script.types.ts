/**
 * A script element taken out of HTML (or a bootstrap script tag), ready to be injected again.
 *
 * @remarks 000 §2 Other pages: "body HTML, with script tags removed and re-injected".
 */
export interface ExtractedScript {
  /** The script's `src`, entities decoded; absent for an inline script (or an empty `src`). */
  readonly src?: string;
  /** The inline code, as written; only for scripts without `src` and with non-blank code. */
  readonly content?: string;
  /**
   * Every attribute of the element (`src` included), names lower-cased, values entity-decoded,
   * `''` for a bare attribute such as `async`. When a name repeats, the first one counts (as in HTML).
   */
  readonly attributes: Readonly<Record<string, string>>;
}

/** What {@link extractScripts} returns: the HTML without its scripts, and the scripts in order. */
export interface ExtractedScripts {
  readonly html: string;
  readonly scripts: readonly ExtractedScript[];
}

/** What {@link loadScripts} did. */
export interface LoadScriptsReport {
  /** How many scripts loaded. */
  readonly loaded: number;
  /** The scripts that failed, with the reason, in order. */
  readonly failed: ReadonlyArray<{ readonly script: ExtractedScript; readonly error: string }>;
}

/**
 * A script tag of the bootstrap data (000 §1 `script_tags`), in the shape the api-client's
 * schema gives it. `content` may be plain code or HTML holding `<script>` elements.
 */
export interface ScriptTagEntry {
  readonly src?: string | null | undefined;
  readonly content?: string | null | undefined;
}
