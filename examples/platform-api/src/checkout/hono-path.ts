/** The Hono form of an endpoint table path: `/api/{checkoutToken}/x.json` → `/api/:checkoutToken/x.json`. */
export function honoPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}
