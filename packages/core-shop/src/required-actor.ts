import { fromPromise } from 'xstate';

/**
 * The placeholder of a named actor that the host must provide (`machine.provide({ actors })`):
 * it fails with a message naming the missing actor, so a wiring mistake shows as a failure value
 * rather than a hang.
 *
 * @internal
 */
export function requiredActor<TOutput, TInput>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(
      `core-shop: actor ${name} is not provided; use machine.provide({ actors: shopActors(client) })`,
    );
  });
}
