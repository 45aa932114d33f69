import { fromPromise } from 'xstate';

/**
 * The default of a named actor: fails with a message telling how to inject it. Machines ship
 * with these so they are usable only once `.provide({ actors: catalogActors(client) })` is called.
 * @internal
 */
export const notProvided = <Output, Input>(name: string) =>
  fromPromise<Output, Input>(() =>
    Promise.reject(
      new Error(
        `core-catalog: actor '${name}' is not provided; use .provide({ actors: catalogActors(client) })`,
      ),
    ),
  );
