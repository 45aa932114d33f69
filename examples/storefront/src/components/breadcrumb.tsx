import { Link } from 'react-router';
import { TEXTS } from '../texts';

/** One crumb: a label and where it leads (the last one is the page itself). */
export interface Crumb {
  readonly label: string;
  readonly to?: string;
}

/** A breadcrumb trail (000 §2 collection and product pages). */
export function Breadcrumb({ crumbs }: { readonly crumbs: readonly Crumb[] }) {
  return (
    <nav className="breadcrumb" aria-label={TEXTS.breadcrumb}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.label}-${crumb.to ?? ''}`}>
            {crumb.to && index < crumbs.length - 1 ? (
              <Link to={crumb.to}>{crumb.label}</Link>
            ) : (
              <span aria-current={index === crumbs.length - 1 ? 'page' : undefined}>{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
