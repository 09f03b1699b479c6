import * as ui from '../styles/ui.css';

export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <main className={ui.page}>
      <p className={ui.center} role="status" aria-live="polite">
        {label}
      </p>
    </main>
  );
}
