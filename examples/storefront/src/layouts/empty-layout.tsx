import { Outlet } from 'react-router';

/** The empty (blank) layout of 000 §2: the page alone (password, wrong-domain, limit-order). */
export function Component() {
  return (
    <main id="main" className="layout layout-empty" tabIndex={-1}>
      <Outlet />
    </main>
  );
}
