import { parsePage } from '@vitrine/core-catalog';
import { routePath } from '@vitrine/core-shop';
import { useCollections } from '@vitrine/react';
import { Link, useSearchParams } from 'react-router';
import { Image } from '../../components/image';
import { CreateCollectionLink } from '../../preview/admin-links';
import { CARD_SIZES } from '../../components/product-card';
import { TEXTS } from '../../texts';

/** The collections list of 000 §2, paged by the `page` query (12 a page, 000 §9). */
export function Component() {
  const [query] = useSearchParams();
  const page = parsePage(query.get('page'));
  const view = useCollections({ page });
  return (
    <section aria-labelledby="collections-title">
      <h1 id="collections-title">{TEXTS.collections}</h1>
      {/* 000 §2 route table: "admin link to create a collection" (docs/decisions/0433). */}
      <CreateCollectionLink />
      {view === null || view.status === 'loading' ? <p>{TEXTS.loading}</p> : null}
      <ul className="grid" aria-label={TEXTS.collections}>
        {view?.collections.map((collection, index) => (
          <li key={collection.id}>
            <Link to={routePath('category', { slug: collection.handle })} className="card">
              <Image src={collection.image} alt="" sizes={CARD_SIZES} priority={index < 2} />
              <span className="card-title">{collection.title}</span>
            </Link>
          </li>
        ))}
      </ul>
      {view && view.pageCount > 1 ? (
        <nav aria-label="Pages" className="toolbar">
          {page > 1 ? <Link to={`?page=${page - 1}`}>← {page - 1}</Link> : null}
          <span>
            {page} / {view.pageCount}
          </span>
          {page < view.pageCount ? <Link to={`?page=${page + 1}`}>{page + 1} →</Link> : null}
        </nav>
      ) : null}
    </section>
  );
}
