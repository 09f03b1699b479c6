import { useAtomValue } from 'jotai';
import { onlineAtom } from '../state/pwa';
import * as s from './Banners.css';

/** The shell opens offline (sw.js), but every guess is checked by the server: say so plainly. */
export function OfflineBanner() {
  const online = useAtomValue(onlineAtom);
  if (online) return null;
  return (
    <p className={s.offline} role="status">
      You're offline. The game needs a connection to check your answers.
    </p>
  );
}
