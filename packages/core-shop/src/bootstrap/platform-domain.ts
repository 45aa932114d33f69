/**
 * A host domain as compared: trimmed, lower-cased, without a trailing dot.
 */
function normaliseDomain(domain: string): string {
  return domain.trim().toLowerCase().replace(/\.$/, '');
}

/** The suffix with exactly one leading dot (`'.vitrine.shop'`). */
function dottedSuffix(suffix: string): string {
  return `.${normaliseDomain(suffix).replace(/^\.+/, '')}`;
}

/**
 * Whether a shop domain is a platform domain: it ends with the platform suffix (000 §5 Other rules).
 *
 * @param platformSuffix - the platform's domain suffix, with or without its leading dot; the host
 *   configures it (docs/decisions/0123)
 *
 * @example
 * ```ts
 * isPlatformDomain('demo.vitrine.shop', 'vitrine.shop'); // true
 * isPlatformDomain('www.demo.com', 'vitrine.shop'); // false
 * ```
 */
export function isPlatformDomain(domain: string, platformSuffix: string): boolean {
  return normaliseDomain(domain).endsWith(dottedSuffix(platformSuffix));
}

/**
 * A shop's platform domain: the domain itself when it is one, otherwise the domain with the
 * platform suffix appended (000 §5 "otherwise the suffix is appended").
 *
 * @example
 * ```ts
 * toPlatformDomain('demo', 'vitrine.shop'); // 'demo.vitrine.shop'
 * toPlatformDomain('demo.vitrine.shop', '.vitrine.shop'); // 'demo.vitrine.shop'
 * ```
 */
export function toPlatformDomain(domain: string, platformSuffix: string): string {
  const normalised = normaliseDomain(domain);
  return isPlatformDomain(normalised, platformSuffix)
    ? normalised
    : `${normalised}${dottedSuffix(platformSuffix)}`;
}
