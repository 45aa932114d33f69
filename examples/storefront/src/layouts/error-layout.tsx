import { Outlet } from 'react-router';

/** The error layout of 000 §2: the page centred, nothing that needs the shop's data. */
export function Component() {
  return (
    <main id="main" className="layout layout-error" tabIndex={-1}>
      <Outlet />
    </main>
  );
}
