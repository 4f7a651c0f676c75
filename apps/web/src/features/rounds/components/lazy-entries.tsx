import { lazy, Suspense, type ComponentProps } from 'react';

// What the event home and the console show of rounds loads with them, not in the first load (decision 014).
const Card = lazy(() => import('./rounds-card').then((m) => ({ default: m.RoundsCard })));
const Panel = lazy(() => import('./rounds-panel').then((m) => ({ default: m.RoundsPanel })));

export function RoundsCard(props: ComponentProps<typeof Card>) {
  return (
    <Suspense fallback={null}>
      <Card {...props} />
    </Suspense>
  );
}

export function RoundsPanel(props: ComponentProps<typeof Panel>) {
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}
