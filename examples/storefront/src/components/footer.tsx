import { useShop } from '@vitrine/react';
import { TEXTS } from '../texts';
import { menuItems } from './menu';
import { MenuTreeItem, menuItemKey } from './menu-entry';
import { NewsletterForm } from './newsletter-form';

/** The footer: the theme's footer menu (policies, links) and the newsletter form (000 §2). */
export function Footer() {
  const { shop } = useShop();
  const items = menuItems(shop?.theme.menus, 'footer');
  return (
    <footer className="site-footer">
      <nav aria-label={TEXTS.footer}>
        <ul>
          {items.map((item) => (
            <MenuTreeItem key={menuItemKey(item)} item={item} />
          ))}
        </ul>
      </nav>
      <section aria-labelledby="newsletter-title" className="newsletter">
        <h2 id="newsletter-title">{TEXTS.newsletter}</h2>
        <NewsletterForm />
      </section>
      <p className="muted small">© {shop?.name ?? ''}</p>
    </footer>
  );
}
