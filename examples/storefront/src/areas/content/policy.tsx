import { IP_POLICY_HANDLE, routePath } from '@vitrine/core-shop';
import { usePage, useShop } from '@vitrine/react';
import { Link, useParams } from 'react-router';
import { TEXTS } from '../../texts';

/**
 * A policy page (000 §2 /policies/{handle}): the allowed handles; `ip` (the intellectual-property
 * policy) only with the store's visible_link flag, with a link to its report form; otherwise the
 * guard sends the visitor to page-not-found.
 */
export function Component() {
  const { handle = '' } = useParams();
  const { shop } = useShop();
  const { status, page } = usePage(handle, { kind: 'policy', visibleLink: shop?.visibleLink ?? false });
  if (status === 'loading' || page === null) return <p aria-busy="true">{TEXTS.loading}</p>;
  return (
    <article aria-labelledby="policy-title">
      <h1 id="policy-title">{page.title}</h1>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the merchant's policy text */}
      <div className="page-body" dangerouslySetInnerHTML={{ __html: page.bodyHtml }} />
      {handle === IP_POLICY_HANDLE ? (
        <p>
          <Link className="button" to={routePath('form-dmca')}>
            {TEXTS.reportForm}
          </Link>
        </p>
      ) : null}
    </article>
  );
}
