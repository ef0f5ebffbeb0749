import { createHook } from 'node:async_hooks';

let kept: object | undefined;

/**
 * Keeps one of Node's `process.nextTick` objects alive for the life of the
 * process. Node 20 builds each tick as an object literal with computed symbol
 * keys. A full garbage collection that finds no tick alive lets V8 drop the
 * hidden classes of that literal, and the next tick gets new ones; after a
 * few such collections the literal's inline caches are megamorphic for good,
 * and every tick (about six per HTTP request, inside Node's streams) goes
 * through V8's runtime instead of optimised code. One live tick keeps its
 * classes reachable, so the caches stay monomorphic. Call it once, early;
 * a speed measure only, so it never stops the server from starting.
 */
export function keepTickShape(): void {
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource) {
      if (type === 'TickObject') kept ??= resource;
    },
  });
  hook.enable();
  // With an argument, as the streams call it: the same shape either way.
  process.nextTick(ignore, undefined);
  hook.disable();
}

function ignore() {}
