import {
  createElement,
  useEffect,
  useState,
  type ComponentType,
  type FunctionComponent,
} from 'react';

/** A component whose code loads when first wanted, drawn only once it is there. */
export interface OnDemand<P extends object> {
  /** Starts loading (once); settles when the component can be drawn. */
  load(): Promise<void>;
  /** Whether it is loaded. */
  readonly loaded: boolean;
  /** Draws the component once loaded (nothing before): one component for every render. */
  readonly Component: ComponentType<P>;
}

/**
 * Code loaded on demand without Suspense: what stands in stays drawn (and keeps the focus) until
 * the code is there, then the component replaces it in one render. Unlike a lazy component in a
 * transition, it leans on no renderer's scheduling (docs/performance.md, 'First screens').
 */
export function onDemand<P extends object>(
  loader: () => Promise<{ default: ComponentType<P> }>,
): OnDemand<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const Component = (props: P) =>
    loaded ? createElement(loaded as FunctionComponent<P>, props) : null;
  return {
    load: () =>
      (loading ??= loader().then((module) => {
        loaded = module.default;
      })),
    get loaded() {
      return loaded !== undefined;
    },
    Component,
  };
}

/** Whether to draw `demand.Component`: once `wanted` and loaded (the caller draws a stand-in). */
export function useOnDemand<P extends object>(demand: OnDemand<P>, wanted: boolean): boolean {
  const [, setLoaded] = useState(false);
  useEffect(() => {
    if (!wanted || demand.loaded) return;
    let current = true;
    // A failed download leaves the stand-in, which still works as far as it goes.
    demand.load().then(
      () => current && setLoaded(true),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [demand, wanted]);
  return wanted && demand.loaded;
}
