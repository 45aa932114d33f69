import { extractScripts } from '@vitrine/core-shop';
import { usePage } from '@vitrine/react';
import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router';
import { usePageScripts } from '../../app/page-scripts';
import { ContactForm } from '../../components/contact-form';
import { AllReviews } from '../../components/engagement/all-reviews';
import { TEXTS } from '../../texts';

/**
 * A shop page by handle (000 §2 other-page): template `contact` shows the contact form, other
 * templates the body HTML with its scripts removed and injected again; a missing page goes to
 * page-not-found (the core's navigation). The all_reviews template comes with the reviews (001),
 * when the shop's review app is on (docs/decisions/0540).
 */
export function Component() {
  const { handle = '' } = useParams();
  // The query goes with the load: a renamed page's redirect keeps it (000 §2; decision 0657).
  const { status, page } = usePage(handle, { search: useLocation().search });
  const body = useMemo(() => extractScripts(page?.bodyHtml ?? ''), [page]);
  usePageScripts(body.scripts);
  if (status === 'loading' || page === null) return <p aria-busy="true">{TEXTS.loading}</p>;
  return (
    <article aria-labelledby="page-title">
      <h1 id="page-title">{page.title}</h1>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the merchant's page body, scripts taken out */}
      <div className="page-body" dangerouslySetInnerHTML={{ __html: body.html }} />
      {page.template === 'contact' ? <ContactForm /> : null}
      {page.template === 'all_reviews' ? <AllReviews /> : null}
    </article>
  );
}
