/**
 * What the browser does with a server-rendered page (issue 18, docs/decisions/0460): read the
 * embedded public snapshot and the location rendered, and load the matched lazy route modules
 * before hydrating, so the first client render is the server's markup. Browser globals are read
 * only when these are called (from main.tsx).
 */
import type { PersistedSnapshot } from '@vitrine/ports';
import { matchRoutes, type RouteObject } from 'react-router';
import { EMBEDDED_ID } from './embedded';

/** What a server-rendered page embeds for the browser. */
export interface ResumeState {
  /** The storefront's public snapshot (`createStorefront({ snapshot })`). */
  readonly snapshot: PersistedSnapshot;
  /** The location the server rendered when it was not the one asked for (not-found, password...). */
  readonly location?: string;
}

function isSnapshot(value: unknown): value is PersistedSnapshot {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { version?: unknown }).version === 'number'
  );
}

/** The state embedded in a server-rendered page, or `undefined` (a client-rendered shell). */
export function readResumeState(document: Pick<Document, 'getElementById'>): ResumeState | undefined {
  const text = document.getElementById(EMBEDDED_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = JSON.parse(text) as { snapshot?: unknown; location?: unknown };
    if (!isSnapshot(parsed.snapshot)) return undefined;
    return {
      snapshot: parsed.snapshot,
      ...(typeof parsed.location === 'string' ? { location: parsed.location } : {}),
    };
  } catch {
    return undefined;
  }
}

/**
 * Loads the lazy modules of the routes matching `location` and puts them in place, as the server
 * did before rendering: a route still lazy at hydration would render its fallback first and not
 * match the server's markup.
 */
export async function loadMatchedRoutes(routes: RouteObject[], location: string): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded);
      delete route.lazy;
    }),
  );
}
