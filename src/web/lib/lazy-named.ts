import { lazy, type ComponentType } from 'react';

/**
 * A component loaded as its own chunk when first shown, from its module's named export: every module of ours exports
 * by name, and React.lazy wants a default.
 */
export function lazyNamed<Props, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
