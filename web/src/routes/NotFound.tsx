import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import * as ui from '../styles/ui.css';
import * as s from './NotFound.css';

export function NotFoundPage() {
  const [path] = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', path);
  }, [path]);
  return (
    <main className={s.wrap}>
      <p className={s.code} aria-hidden="true">
        404
      </p>
      <h1 className={s.title}>Oops! Page not found</h1>
      <p className={ui.muted}>That track isn't on the album.</p>
      <Link href="/" className={ui.button.primary}>
        Return to Home
      </Link>
    </main>
  );
}
