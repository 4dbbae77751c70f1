import { type ComponentProps, lazy, Suspense } from 'react';

// The missing-part note, loaded only when a part is missing: a landing held to its JavaScript
// budget (the organiser's dashboard, 110 KB) does not carry it otherwise.
const Note = lazy(() => import('./part-unavailable.tsx').then((m) => ({ default: m.PartUnavailable })));

export function LazyPartUnavailable(props: ComponentProps<typeof Note>) {
  return (
    <Suspense fallback={null}>
      <Note {...props} />
    </Suspense>
  );
}
