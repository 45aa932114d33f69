import { useSearchParams } from 'react-router';
import { ServerError } from './server-error';

/** The error route of 000 §2 (/error?code=…, skips bootstrap): the server-error screen with its code. */
export function Component() {
  const [query] = useSearchParams();
  return <ServerError code={query.get('code') ?? undefined} />;
}
