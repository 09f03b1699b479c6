import { useAtomValue, useSetAtom } from 'jotai';
import { Link } from 'wouter';
import { cookieConsentAtom, cookieNoticeClosedAtom, cookieNoticeVisibleAtom } from '../state/pwa';
import * as ui from '../styles/ui.css';
import * as s from './Banners.css';
import { CloseButton } from './CloseButton';

/**
 * Spec 000 §2: the cookie notice. Accept hides it for good; the close button only for this visit. Every cookie
 * we set is needed for the game itself, so there is nothing to opt out of: the notice informs.
 */
export function CookieNotice() {
  const visible = useAtomValue(cookieNoticeVisibleAtom);
  const accept = useSetAtom(cookieConsentAtom);
  const close = useSetAtom(cookieNoticeClosedAtom);
  if (!visible) return null;
  return (
    <aside className={s.bottomBar} aria-label="Cookie notice">
      <div className={s.body}>
        <p className={s.text}>
          Two essential cookies and local storage keep your beta access and your streak. No ad trackers.{' '}
          <Link href="/privacy" className={s.link}>
            Learn More
          </Link>
        </p>
      </div>
      <div className={s.actions}>
        <button type="button" className={`${ui.button.primary} ${s.action}`} onClick={() => accept(true)}>
          Accept
        </button>
        <CloseButton label="Close cookie notice" onClick={() => close(true)} />
      </div>
    </aside>
  );
}
