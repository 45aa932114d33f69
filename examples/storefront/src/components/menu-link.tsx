import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ShownMenuItem } from './menu';

/** A theme menu item as a link: a router link for a storefront route, a plain anchor otherwise. */
export function MenuItemLink({
  item,
  onFollow,
}: {
  readonly item: ShownMenuItem;
  readonly onFollow?: () => void;
}) {
  const children: ReactNode = item.title;
  if (item.link.kind === 'route') {
    return (
      <Link to={item.link.path} onClick={onFollow}>
        {children}
      </Link>
    );
  }
  return <a href={item.link.href}>{children}</a>;
}
