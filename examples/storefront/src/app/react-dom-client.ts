/**
 * react-dom's client, imported through this module so that its one large body (react-dom is
 * CommonJS: it runs where it is first imported) runs in the first-load file of React, in a task of
 * its own, not inside the entry's (vite.config.ts's `react` group; docs/decisions/0554), and with
 * no stack traces captured for the errors it creates as it runs (stack-capture.ts, 0563).
 * The three imports run in the order written.
 */
import './stack-capture-paused';
export { createRoot, hydrateRoot } from 'react-dom/client';
import './stack-capture-resumed';
