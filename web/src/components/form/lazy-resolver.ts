import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A resolver whose validation code (zod and the domain schemas) loads on first use, or earlier
 * through `preload()`: the sign-in page can show before that code is downloaded.
 */
export function lazyResolver<T extends FieldValues, O = T>(load: () => Promise<Resolver<T, unknown, O>>) {
  let loading: Promise<Resolver<T, unknown, O>> | null = null;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<T, unknown, O> = async (values, context, options) => (await preload())(values, context, options);
  return { resolver, preload };
}
