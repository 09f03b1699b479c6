import { useState } from 'react';
import { Link } from 'wouter';
import * as s from './AppHeader.css';
import { SideMenu } from './menu/SideMenu';

/** Three bars: the menu button's icon. */
function BarsIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true" focusable="false">
      <rect x="2" y="4" width="18" height="3" rx="1.5" fill="currentColor" />
      <rect x="2" y="9.5" width="18" height="3" rx="1.5" fill="currentColor" />
      <rect x="2" y="15" width="12" height="3" rx="1.5" fill="currentColor" />
    </svg>
  );
}

/** The slim header of the game and results pages: the menu button and the 16 BARS logotype. */
export function AppHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <header className={s.bar}>
      <div className={s.inner}>
        <button
          type="button"
          className={s.menuButton}
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <BarsIcon />
        </button>
        <Link href="/" className={s.logo} aria-label="16 Bars home">
          <span className={s.logoAccent}>16</span>BARS
        </Link>
        <span />
      </div>
      <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
    </header>
  );
}
