import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { currentPuzzleDate } from '../../lib/date-watcher';
import { lastGameAtom, testDateAtom } from '../../state/game';
import { resetGameAtom } from '../../state/game-actions';
import { currentUserAtom } from '../../state/user';
import { BadgesPanel } from './BadgesPanel';
import { Disclosure } from './Disclosure';
import { HowToPlay } from './HowToPlay';
import * as s from './menu.css';
import { SettingsPanel } from './SettingsPanel';

export const RESET_CONFIRM = 'Reset current game? This will clear all progress.';

const HOME_LINKS = [
  { href: '/advertise', label: 'Advertise' },
  { href: '/feedback', label: 'Feedback' },
  { href: '/blog', label: 'Blog' },
  { href: '/barfights', label: 'Bar Fights' },
  { href: '/privacy', label: 'Privacy' },
  { href: '/terms', label: 'Terms of Service' },
] as const;

/**
 * The side menu (spec 000 §2): a modal dialog sliding in from the left. showModal() keeps focus inside and
 * makes the page behind inert; Escape closes it; focus goes back to whatever opened it.
 */
export function SideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const user = useAtomValue(currentUserAtom);
  const lastGame = useAtomValue(lastGameAtom);
  const resetGame = useSetAtom(resetGameAtom);
  const testDate = useAtomValue(testDateAtom);
  const [path, navigate] = useLocation();
  // Yesterday's results would hide today's puzzle: Play Game goes to the results of the current puzzle only.
  const lastGameIsCurrent = lastGame?.date === currentPuzzleDate(Date.now(), testDate);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      el.showModal();
    } else if (!open && el.open) {
      el.close();
    }
  }, [open]);

  const close = () => dialog.current?.close();

  function onClosed() {
    onClose();
    if (opener.current?.isConnected) opener.current.focus();
    opener.current = null;
  }

  function reset() {
    if (!window.confirm(RESET_CONFIRM)) return;
    resetGame();
    close();
    if (path !== '/game') navigate('/game');
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click mirrors Escape, which the dialog handles natively
    <dialog
      ref={dialog}
      className={s.sheet}
      aria-labelledby={titleId}
      onClose={onClosed}
      onClick={(e) => {
        // A click on the dialog itself, outside its content, is a click on the backdrop.
        if (e.target === e.currentTarget) close();
      }}
    >
      {open && (
        <div className={s.content}>
          <div className={s.head}>
            <h2 id={titleId} className={s.title}>
              Menu
            </h2>
            <button type="button" className={s.close} aria-label="Close menu" onClick={close}>
              ×
            </button>
          </div>
          {user && (
            <p className={s.playingAs}>
              Playing as <span className={s.nickname}>{user.nickname}</span>
            </p>
          )}
          <nav aria-label="Main">
            <ul className={s.list}>
              <Disclosure title="Home">
                <ul className={s.list}>
                  {HOME_LINKS.map((link) => (
                    <li key={link.href}>
                      <Link href={link.href} className={s.subItem} onClick={close}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </Disclosure>
              <li>
                <Link href={lastGameIsCurrent ? '/results' : '/game'} className={s.item} onClick={close}>
                  Play Game
                </Link>
              </li>
              {lastGame && path !== '/results' && (
                <li>
                  <Link href="/results" className={s.item} onClick={close}>
                    View Results
                  </Link>
                </li>
              )}
              <Disclosure title="How to Play">
                <HowToPlay onNavigate={close} />
              </Disclosure>
              <li>
                <Link href="/stats" className={s.item} onClick={close}>
                  My Stats
                </Link>
              </li>
              <li>
                <Link href="/leaderboard" className={s.item} onClick={close}>
                  Leaderboard
                </Link>
              </li>
              <li>
                <button type="button" className={`${s.item} ${s.danger}`} onClick={reset}>
                  Reset Game
                </button>
              </li>
              <Disclosure title="Badges">
                <BadgesPanel />
              </Disclosure>
              <Disclosure title="Settings">
                <SettingsPanel onNavigate={close} />
              </Disclosure>
            </ul>
          </nav>
        </div>
      )}
    </dialog>
  );
}
