import type { RouteName } from '@vitrine/ports';
import { describe, expectTypeOf, it } from 'vitest';
import type { ROUTES, RouteTableName } from './routes';

describe('route names', () => {
  it("the ports' RouteName is exactly the names of ROUTES (000 §2, 001 §2)", () => {
    expectTypeOf<RouteTableName>().toEqualTypeOf<RouteName>();
    expectTypeOf<(typeof ROUTES)[number]['name']>().toEqualTypeOf<RouteName>();
  });
});
