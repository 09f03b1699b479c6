import { Link } from 'wouter';
import * as s from './Logotype.css';

/** The 16 BARS logotype, a link home; `className` sizes and places it in its header. */
export function Logotype({ className }: { className: string }) {
  return (
    <Link href="/" className={`${s.logo} ${className}`} aria-label="16 Bars home">
      <span className={s.accent}>16</span>BARS
    </Link>
  );
}
