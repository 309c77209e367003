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
  byId: ReadonlyMap<string, RouteSpec>;
}

function current(generation: Generation): Current {
  return { ...generation, byId: new Map(generation.routes.map((route) => [route.operationId, route])) };
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
    this.routes = this.#current.routes.map((route) => this.delegate(route));
  }

  get store(): DatasetStore {
    return this.#current.store;
  }

  /** The installed version a refusal quotes, in the current generation. */
  readonly quotedVersion: RefusalContext['quotedVersion'] = (quoted) => this.#current.quotedVersion(quoted);

  /**
   * Serves `store` from now on. Routes are made by code, not data: a generation whose routes are
   * not the same operations, with the same parts, as the first one's is refused (a bug, not data).
   */
  swap(store: DatasetStore): void {
    const next = current(this.make(store));
    for (const route of this.routes) {
      const made = next.byId.get(route.operationId);
      if (!made || !made.cost !== !route.cost || !made.cachePolicy !== !route.cachePolicy)
        throw new Error(`the new generation's ${route.operationId} is not the route mounted`);
    }
    this.#current = next;
  }

  /** The route of the current generation (swap() keeps every mounted operation in each). */
  private now(operationId: string): RouteSpec {
    const route = this.#current.byId.get(operationId);
    if (!route) throw new Error(`no ${operationId} in the versions in force`);
    return route;
  }

  /**
   * The mounted route: the declaration, and functions that look up the current generation's by
   * operationId, holding none of the first generation's (which would keep its versions alive).
   */
  private delegate(route: RouteSpec): RouteSpec {
    const { operationId, cost: _cost, cachePolicy: _cachePolicy, handle: _handle, ...declaration } = route;
    const call = <T>(pick: (current: RouteSpec) => T | undefined): T => {
      const found = pick(this.now(operationId));
      if (found === undefined) throw new Error(`${operationId} lost a part in the versions in force`);
      return found;
    };
    return {
      ...declaration,
      operationId,
      ...(route.cost ? { cost: (query) => call((current) => current.cost)(query) } : {}),
      ...(route.cachePolicy ? { cachePolicy: (context) => call((current) => current.cachePolicy)(context) } : {}),
      handle: (context) => this.now(operationId).handle(context),
    };
  }
}
