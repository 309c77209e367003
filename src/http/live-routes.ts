/**
 * The feature routes over the dataset versions in force, swapped without a restart:
 * the routes are mounted once, each delegating to the route of the same operationId in the
 * current generation (a set of routes built over one store). A swap is one assignment, so a
 * request reads one generation from its parameters to its answer (cache policy and handler run in
 * one turn of the event loop; an asynchronous handler keeps the store it began with).
 */
import type { DatasetStore } from '../datasets/store.js';
import type { RefusalContext } from './api-error.js';
import type { RouteSpec } from './route-spec.js';

export interface Generation {
  store: DatasetStore;
  routes: readonly RouteSpec[];
  quotedVersion: RefusalContext['quotedVersion'];
}

interface Current extends Generation {
  /** Its routes in the order of the mounted ones: a request finds its route by place, not by name. */
  bySlot: readonly RouteSpec[];
}

/**
 * A generation with its routes in the order of `mounted` (its own order for the first one). A
 * generation whose routes are not the same operations, with the same parts, as the mounted ones is
 * refused: routes are made by code, not data (a bug).
 */
function current(generation: Generation, mounted: readonly RouteSpec[] = generation.routes): Current {
  const byId = new Map(generation.routes.map((route) => [route.operationId, route]));
  const bySlot = mounted.map((route) => {
    const made = byId.get(route.operationId);
    if (!made || !made.cost !== !route.cost || !made.cachePolicy !== !route.cachePolicy)
      throw new Error(`the new generation's ${route.operationId} is not the route mounted`);
    return made;
  });
  return { ...generation, bySlot };
}

export class LiveRoutes {
  #current: Current;
  /** The routes to mount: their declarations, with cost, cache policy and handler the current generation's. */
  readonly routes: readonly RouteSpec[];

  constructor(
    private readonly make: (store: DatasetStore) => Generation,
    store: DatasetStore,
  ) {
    this.#current = current(make(store));
    this.routes = this.#current.routes.map((route, slot) => this.delegate(route, slot));
  }

  get store(): DatasetStore {
    return this.#current.store;
  }

  /** The installed version a refusal quotes, in the current generation. */
  readonly quotedVersion: RefusalContext['quotedVersion'] = (quoted) => this.#current.quotedVersion(quoted);

  /** Serves `store` from now on; a generation whose routes differ from the mounted ones is refused (current()). */
  swap(store: DatasetStore): void {
    this.#current = current(this.make(store), this.routes);
  }

  /**
   * The mounted route: the declaration, and functions that take the current generation's route
   * from its slot (the place of its operationId among the mounted ones, `bySlot`),
   * holding none of a generation's own (which would keep its versions alive).
   */
  private delegate(route: RouteSpec, slot: number): RouteSpec {
    const { operationId, cost, cachePolicy, handle: _handle, ...declaration } = route;
    const now = (): RouteSpec => {
      const found = this.#current.bySlot[slot];
      if (!found) throw new Error(`no ${operationId} in the versions in force`);
      return found;
    };
    const lost = () => new Error(`${operationId} lost a part in the versions in force`);
    return {
      ...declaration,
      operationId,
      ...(cost
        ? {
            cost: (query) => {
              const priced = now().cost;
              if (!priced) throw lost();
              return priced(query);
            },
          }
        : {}),
      ...(cachePolicy
        ? {
            cachePolicy: (context) => {
              const policy = now().cachePolicy;
              if (!policy) throw lost();
              return policy(context);
            },
          }
        : {}),
      handle: (context) => now().handle(context),
    };
  }
}
