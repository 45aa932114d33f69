import type { RouteName } from '@vitrine/ports';
import { useMatches } from 'react-router';
import type { RouteHandle } from './routes';

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'route' in handle;
}

/** The name (route table of 000 §2) of the route shown, for screens that serve several routes. */
export function useRouteName(): RouteName | 'catch-all' | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle.route;
  }
  return undefined;
}
