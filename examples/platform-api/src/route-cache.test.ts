import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { CachedRouter } from './route-cache';

/** An app with the shapes of the platform's routes: middleware on a prefix, static and parameter paths side by side, catch-alls. */
function appWith(router?: CachedRouter<never>) {
  const app = router ? new Hono({ router: router as never }) : new Hono();
  app.use('/api/*', async (c, next) => {
    await next();
    c.header('x-mw', 'api');
  });
  app.get('/api/checkout/cart.json', (c) => c.json({ route: 'cart', q: c.req.query('cart_token') ?? null }));
  app.get('/api/checkout/:checkoutToken/info.json', (c) =>
    c.json({ route: 'info', token: c.req.param('checkoutToken') }),
  );
  app.post('/api/checkout/:checkoutToken/:provider/create-order.json', (c) =>
    c.json({ route: 'order', ...c.req.param() }),
  );
  app.all('/api/*', (c) => c.json({ route: 'api 404' }, 404));
  app.get('*', (c) => c.text(`page ${c.req.path}`));
  return app;
}

const requests: [string, string][] = [
  ['GET', '/api/checkout/cart.json?cart_token=a'],
  ['GET', '/api/checkout/cart.json?cart_token=b'],
  ['GET', '/api/checkout/co_1/info.json'],
  ['GET', '/api/checkout/co_2/info.json'],
  ['GET', '/api/checkout/co%20x/info.json'],
  ['POST', '/api/checkout/co_1/paypal/create-order.json'],
  ['POST', '/api/checkout/cart.json'],
  ['DELETE', '/api/nothing'],
  ['GET', '/products/tee'],
  ['GET', '/api/checkout/co_1/info.json'],
];

describe('CachedRouter', () => {
  it('answers every request as the default router does, again and again', async () => {
    const plain = appWith();
    const cached = appWith(new CachedRouter());
    for (const round of [1, 2]) {
      for (const [method, path] of requests) {
        const [a, b] = await Promise.all([plain, cached].map((app) => app.request(path, { method })));
        const seen = async (res: Response) => [res.status, res.headers.get('x-mw'), await res.text()];
        expect(await seen(b as Response), `${method} ${path}, round ${round}`).toEqual(
          await seen(a as Response),
        );
      }
    }
  });

  it('keeps at most its bound of matches, the oldest going first', async () => {
    const router = new CachedRouter<never>(undefined, 3);
    const app = appWith(router);
    for (const token of ['a', 'b', 'c', 'd', 'e']) {
      const res = await app.request(`/api/checkout/${token}/info.json`);
      expect(await res.json()).toEqual({ route: 'info', token });
    }
    expect(router.size).toBe(3);
    expect(await (await app.request('/api/checkout/a/info.json')).json()).toEqual({
      route: 'info',
      token: 'a',
    });
  });
});
