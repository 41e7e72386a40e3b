import { lazy, Suspense } from 'react';

const ToastProvider = lazy(() => import('./toast-provider').then((m) => ({ default: m.ToastProvider })));

/** Mounts the toast provider without making the first page wait for its code. */
export function ToastHost() {
  return (
    <Suspense fallback={null}>
      <ToastProvider />
    </Suspense>
  );
}
