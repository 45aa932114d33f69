import { fileURLToPath } from 'node:url';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ChaosController, chaosMiddleware } from './chaos';
import type { CartDiscount, CartDiscountInput } from './cart/cart-view';
import type { ChaosConfig } from './chaos';
import type { Database, Db } from './db/client';
import { fail, failureBody, HttpError, httpErrorAnswer } from './errors';
import { CACHEABLE_CATALOG_PATHS, catalogCache } from './http-cache';
import { MAX_JSON_BODY_BYTES } from './limits';
import { safeError } from './log-safe';
import { CachedRouter } from './route-cache';
import { refuseNulInUrl } from './validate';

import * as account from './routes/account';
import * as bootstrap from './routes/bootstrap';
import * as cart from './routes/cart';
import * as catalog from './routes/catalog';
import * as checkout from './routes/checkout';
import * as copt from './routes/copt';
import * as dev from './routes/dev';
import * as forms from './routes/forms';
import * as images from './routes/images';
import * as offers from './routes/offers';
import * as orderStatus from './routes/order-status';
import * as pages from './routes/pages';
import * as password from './routes/password';
import * as pod from './routes/pod';
import * as reviews from './routes/reviews';
import * as tracker from './routes/tracker';
import * as upload from './routes/upload';
import type { SafeError } from './log-safe';
import type { Shop, ShopCheck } from './shop';
import { passwordMiddleware, tenantMiddleware } from './shop';
import { serverRenderHandler } from './render';
import { EDITOR_PATH, editorHandler, storefrontHandler } from './storefront';
import { SAMPLE_ASSET_PREFIXES, sampleAssetsHandler } from './sample-assets';

/**
 * Hono environment of every route: the resolved shop is in `c.var.shop` under /api (except the
 * public paths); `c.var.shopCheck` is set while that shop is one the process read before and the
 * route has yet to confirm (decision 0482).
 */
export interface AppEnv {
  Variables: { shop: Shop; shopCheck: ShopCheck | undefined };
}

/** Options of one server instance. */
export interface AppOptions {
  /** Lifetime of access tokens in seconds (ACCESS_TOKEN_TTL_SECONDS, default 3600). */
  accessTokenTtlSeconds: number;
  /**
   * Serve /api/dev/* (tokens, actions, chaos, payment confirmations) and /dev/mail, to loopback
   * peers only. A server started from the environment has them only with VITRINE_DEV_ENDPOINTS=1
   * (`npm start` sets it); an app built in process (tests) has them unless this says false.
   */
  devEndpoints: boolean;
  /** Built storefront folder; absent folder → non-API paths answer 404 JSON. */
  storefrontDir: string;
  /** Chaos settings at start-up. */
  chaos: ChaosConfig;
  /** Clock, injectable for tests. */
  now: () => Date;
  /**
   * Where errors of real bugs are logged. It receives a {@link SafeError}: name, code, message
   * without query parameters, stack frames; never a request body, token or password.
   */
  logError: (error: SafeError) => void;
}

/**
 * Extension points a later route module may fill in its `register` (the checkout engineer's
 * orders and discounts): core routes call them when set.
 */
export interface AppHooks {
  /**
   * Orders of a customer, for GET /api/user/order-history.json (default: none): those linked to
   * `customerId`, and guest orders (no customer id) of `verifiedEmail`, the account's e-mail when the
   * customer proved it, else null (docs/decisions/0595).
   */
  orderHistory?: (input: {
    db: Db;
    shopId: number;
    customerId: number;
    verifiedEmail: string | null;
  }) => Promise<unknown[]>;
  /** Discount of a cart, for the cart answers (price_rule, total_discounts, error_code). */
  cartDiscount?: (input: CartDiscountInput) => Promise<CartDiscount | undefined>;
}

/** What every route module receives. */
export interface AppDeps {
  /** The open database (drizzle handle plus raw operations). */
  database: Database;
  /** Drizzle handle (same as `database.db`). */
  db: Db;
  /** Data folder: uploads live under `<dataDir>/uploads`. */
  dataDir: string;
  /** Resolved options. */
  options: AppOptions;
  /** Live chaos settings (the dev endpoint changes them). */
  chaos: ChaosController;
  /** Extension points (see {@link AppHooks}). */
  hooks: AppHooks;
}

/**
 * A route module: registers its handlers on the app. Paths are full (`/api/...`), so a module can
 * also mount a Hono sub-app with `app.route(prefix, subApp)` inside `register`.
 */
export interface RouteModule {
  register(app: Hono<AppEnv>, deps: AppDeps): void;
}

/**
 * Route modules, mounted in this order. The checkout engineer's modules (checkout, order-status,
 * offers, copt, reviews) are added by that engineer: one `import * as x from './routes/x'` line and
 * one entry in this list each.
 */
export const routeModules: readonly RouteModule[] = [
  dev,
  bootstrap,
  password,
  pages,
  forms,
  tracker,
  catalog,
  pod,
  cart,
  upload,
  account,
  images,
  checkout,
  orderStatus,
  offers,
  copt,
  reviews,
];

/** API paths that need no shop resolved from headers (bootstrap takes its domain from the path). */
const PUBLIC_API_PREFIXES = ['/api/bootstrap/', '/api/dev/'];

/** Paths whose raw bodies are files, limited by the upload route itself. */
const UPLOAD_PATHS = ['/api/upload.json', '/api/upload/multi.json'];

/** API paths open on a password-locked shop. */
const UNLOCKED_API_PATHS = ['/api/password/validate.json'];

/** Fills in defaults for the options not given. */
export function resolveOptions(options: Partial<AppOptions> = {}): AppOptions {
  return {
    accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? 3600,
    devEndpoints: options.devEndpoints ?? true,
    storefrontDir: options.storefrontDir ?? fileURLToPath(new URL('../../storefront/dist', import.meta.url)),
    chaos: options.chaos ?? { latency: 0, errorRate: 0, dropRate: 0, tokenTtl: 0, seed: 1 },
    now: options.now ?? (() => new Date()),
    logError: options.logError ?? ((error) => console.error(error)),
  };
}

/** Input of {@link createApp}. */
export interface CreateAppInput {
  /** The open, migrated and seeded database. */
  db: Database;
  /** Data folder (uploads). */
  dataDir: string;
  /** Options; defaults per {@link resolveOptions}. */
  options?: Partial<AppOptions>;
}

/** The app plus its dependencies (tests reach the chaos controller and the database through it). */
export interface PlatformApp {
  app: Hono<AppEnv>;
  deps: AppDeps;
}

/** Builds the Hono app: error handling, chaos, tenant resolution, password lock, every route module, storefront. */
export function createApp(input: CreateAppInput): PlatformApp {
  const options = resolveOptions(input.options);
  const deps: AppDeps = {
    database: input.db,
    db: input.db.db,
    dataDir: input.dataDir,
    options,
    chaos: new ChaosController(options.chaos),
    hooks: {},
  };
  // Routes matched once per method and path (src/route-cache.ts, issue 17).
  const app = new Hono<AppEnv>({ router: new CachedRouter() });

  app.onError((error, c) => {
    if (error instanceof HttpError) return httpErrorAnswer(c, error);
    options.logError(safeError(error));
    return c.json(failureBody(500, 'internal server error', { error_code: 'INTERNAL_ERROR' }), 500);
  });

  app.use('/api/*', chaosMiddleware(deps));
  // Uploads have their own, per-option limit (routes/upload.ts); every other body is small JSON.
  const tooLarge = (c: Context) =>
    fail(c, 413, 'request body too large', {
      error_code: 'PAYLOAD_TOO_LARGE',
      error_message: `Request bodies are limited to ${MAX_JSON_BODY_BYTES} bytes.`,
    });
  const jsonBodyLimit = bodyLimit({ maxSize: MAX_JSON_BODY_BYTES, onError: tooLarge });
  app.use('/api/*', async (c, next) => {
    if (UPLOAD_PATHS.includes(c.req.path)) return next();
    // Decided from the headers when they tell (issue 17): touching `c.req.raw.body` makes the Node
    // adapter build a whole fetch Request, for a GET too, which cost a cart read about 5% of its time.
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined && /^\d+$/.test(length)) {
      return Number(length) > MAX_JSON_BODY_BYTES ? tooLarge(c) : next();
    }
    return jsonBodyLimit(c, next);
  });
  // NUL in a path or query is a bad request, never a PostgreSQL error (decision 0001 failure envelope).
  app.use('/api/*', refuseNulInUrl);
  const isPublic = (path: string) => PUBLIC_API_PREFIXES.some((prefix) => path.startsWith(prefix));
  // ETag, Cache-Control and the in-process cache of the catalogue reads (src/http-cache.ts): a kept
  // answer of an unchanged open shop is served before the shop look-up; others are kept after it.
  // Mounted on the cacheable paths alone (issue 17): a request for any other path, a cart call
  // among them, does not pass through them.
  const catalogAnswers = catalogCache(deps);
  for (const path of CACHEABLE_CATALOG_PATHS) app.use(path, catalogAnswers.early);
  // The cart's hot routes confirm their shop in their own statement (decision 0482).
  app.use(
    '/api/*',
    tenantMiddleware(deps, isPublic, (c) => cart.checksItsShop(c.req.method, c.req.path)),
  );
  app.use(
    '/api/*',
    passwordMiddleware((path) => isPublic(path) || UNLOCKED_API_PATHS.includes(path)),
  );
  for (const path of CACHEABLE_CATALOG_PATHS) app.use(path, catalogAnswers.late);

  for (const module of routeModules) module.register(app, deps);

  app.all('/api/*', (c) => c.json(failureBody(404, 'not found', { error_code: 'NOT_FOUND' }), 404));
  // The reference theme editor (examples/editor), beside the storefront (docs/preview-protocol.md).
  const editor = editorHandler();
  app.get(EDITOR_PATH, editor);
  app.get(`${EDITOR_PATH}/*`, editor);
  const sampleAssets = sampleAssetsHandler();
  for (const prefix of SAMPLE_ASSET_PREFIXES) app.get(`${prefix}*`, sampleAssets);
  // Public pages rendered on the server, the platform answering the render in process (0460).
  app.get(
    '*',
    serverRenderHandler(options.storefrontDir, {
      fetch: (input, init) => Promise.resolve(app.fetch(new Request(input, init))),
      logError: (error) => options.logError(safeError(error)),
    }),
  );
  app.get('*', storefrontHandler(options.storefrontDir));
  app.all('*', (c) => c.json(failureBody(404, 'not found', { error_code: 'NOT_FOUND' }), 404));
  return { app, deps };
}
