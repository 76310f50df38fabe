import { createElement, lazy, useState, type ComponentType } from 'react';

/** A component of its own chunk that can also be loaded ahead of its first showing. */
type LazyComponent<Props> = ComponentType<Props> & { preload(): Promise<void> };

/**
 * A component loaded as its own chunk when first shown, from its module's named export: every module of ours exports
 * by name, and React.lazy wants a default. Once `preload` has loaded it, it renders at once: React.lazy would still
 * suspend on its first showing, and React holds a screen that suspended back for 300 ms (decision 105).
 */
export function lazyNamed<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyComponent<Props> {
  let loaded: ComponentType<Props> | undefined;
  const loadComponent = async () => (loaded = (await load())[name]);
  const Lazy = lazy(async () => ({ default: await loadComponent() }));
  function LazyNamed(props: Props) {
    // Chosen once per showing: switching from the lazy one to the loaded one would start the screen over.
    const [Component] = useState(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  LazyNamed.preload = async () => {
    await loadComponent();
  };
  return LazyNamed;
}
