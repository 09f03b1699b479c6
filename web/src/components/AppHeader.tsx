import { lazy, Suspense, useState } from 'react';
import * as s from './AppHeader.css';
import { Logotype } from './Logotype';

/** The menu and its panels are not needed to play: they load when the menu is first reached for. */
const loadSideMenu = () => import('./menu/SideMenu');
const SideMenu = lazy(() => loadSideMenu().then((module) => ({ default: module.SideMenu })));

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
  // Once opened, the menu stays mounted, so it closes (and opens again) without waiting.
  const [menuWanted, setMenuWanted] = useState(false);
  return (
    <header className={s.bar}>
      <div className={s.inner}>
        <button
          type="button"
          className={s.menuButton}
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          // A pointer on its way or keyboard focus: fetch the menu before the click.
          onPointerEnter={() => void loadSideMenu()}
          onFocus={() => void loadSideMenu()}
          onClick={() => {
            setMenuWanted(true);
            setMenuOpen(true);
          }}
        >
          <BarsIcon />
        </button>
        <Logotype className={s.logo} />
        <span />
      </div>
      {menuWanted && (
        <Suspense fallback={null}>
          <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
