import { useAtomValue, useSetAtom } from 'jotai';
import { useLocation } from 'wouter';
import { track } from '../lib/analytics';
import { promptInstall } from '../lib/install-prompt';
import { installDismissedAtom, installOfferAtom } from '../state/pwa';
import * as ui from '../styles/ui.css';
import * as s from './Banners.css';
import { CloseButton } from './CloseButton';

/** Safari's Share glyph, so the instruction matches what the player sees. */
function ShareGlyph() {
  return (
    <svg className={s.inlineIcon} width="16" height="18" viewBox="0 0 16 18" role="img" aria-label="Share">
      <path d="M8 1v11M4.5 4.5L8 1l3.5 3.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M5 7.5H2.5v9h11v-9H11" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}

/**
 * Spec 000 §2: the app-wide install banner. iOS has no install prompt, so it gets Safari's steps; other
 * browsers get an Install button once they have offered one. Closing it hides it for good. The browser may offer
 * it mid-game: the banner then waits for the results, rather than cover the Spit button.
 */
export function InstallBanner() {
  const offer = useAtomValue(installOfferAtom);
  const dismiss = useSetAtom(installDismissedAtom);
  const [path] = useLocation();
  if (!offer || path === '/game') return null;

  async function install() {
    const accepted = await promptInstall();
    track('pwa_install_prompt', { outcome: accepted ? 'accepted' : 'dismissed', from: 'banner' });
  }

  return (
    <aside className={s.bottomBar} aria-label="Install 16 Bars">
      <img className={s.appIcon} src="/icons/icon-192.png" alt="" width={44} height={44} />
      <div className={s.body}>
        <p className={s.title}>Put 16 Bars on your home screen</p>
        {offer === 'ios' ? (
          <p className={s.text}>
            In Safari, tap <ShareGlyph /> then <strong>Add to Home Screen</strong>.
          </p>
        ) : (
          <p className={s.text}>One tap to the daily drop, full screen.</p>
        )}
      </div>
      <div className={s.actions}>
        {offer === 'prompt' && (
          <button type="button" className={`${ui.button.primary} ${s.action}`} onClick={() => void install()}>
            Install
          </button>
        )}
        <CloseButton label="Close install banner" onClick={() => dismiss(true)} />
      </div>
    </aside>
  );
}
