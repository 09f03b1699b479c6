import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { dismissToastAtom, type Toast, toastsAtom } from '../state/toasts';
import { BadgePopup } from './BadgePopup';
import * as s from './Toasts.css';

function ToastCard({ toast }: { toast: Toast }) {
  const dismiss = useSetAtom(dismissToastAtom);
  useEffect(() => {
    const timer = window.setTimeout(() => dismiss(toast.id), toast.duration);
    return () => window.clearTimeout(timer);
  }, [toast.id, toast.duration, dismiss]);
  return (
    <div className={s.toast[toast.variant]}>
      <p className={s.title}>{toast.title}</p>
      {toast.description && <p className={s.description}>{toast.description}</p>}
    </div>
  );
}

/** The app's toasts: read out politely, bottom-centre on phones above the controls, top-right on desktop. */
export function Toasts() {
  const toasts = useAtomValue(toastsAtom);
  const rows = new Map<string, Toast[]>();
  for (const toast of toasts) rows.set(toast.row, [...(rows.get(toast.row) ?? []), toast]);
  return (
    <section className={s.region} role="status" aria-live="polite" aria-label="Notifications">
      <BadgePopup />
      {[...rows].map(([key, row]) => (
        <div key={key} className={s.row}>
          {row.map((toast) => (
            <ToastCard key={toast.id} toast={toast} />
          ))}
        </div>
      ))}
    </section>
  );
}
