/**
 * The parts `createStorefront` loads on first use (docs/decisions/0350), imported before each test
 * file: a test that ends while a part's import() is still in flight (a product viewed starts the
 * engagement part) would otherwise have Vitest load a module after its environment was torn down.
 * The parts still start only when first used; only their code is already in the module cache.
 */
import '../../src/parts/checkout.part';
import '../../src/parts/content.part';
import '../../src/parts/custom-options.part';
import '../../src/parts/engagement.part';
