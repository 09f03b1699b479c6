import { useAtom, useSetAtom } from 'jotai';
import { useLocation } from 'wouter';
import { useServerSetting } from '../../hooks/useServerSetting';
import { api } from '../../lib/api';
import { disablePush, enablePush } from '../../lib/push';
import { logoutAtom } from '../../state/game-actions';
import {
  darkModeAtom,
  highContrastAtom,
  notificationsAtom,
  showOnLeaderboardAtom,
  showRealNameAtom,
  soundAtom,
} from '../../state/settings';
import { pushToastAtom, TOAST_MS } from '../../state/toasts';
import * as ui from '../../styles/ui.css';
import { InstallButton } from './InstallButton';
import * as s from './menu.css';
import { Switch } from './Switch';

export const LOGOUT_CONFIRM = 'Are you sure you want to logout? This will clear your session and beta access.';

/** Settings (spec 000 §2): five switches plus High Contrast Mode, Install App, and Logout / Reset Session. */
export function SettingsPanel({ onNavigate }: { onNavigate: () => void }) {
  const [dark, setDark] = useAtom(darkModeAtom);
  const [highContrast, setHighContrast] = useAtom(highContrastAtom);
  const [sound, setSound] = useAtom(soundAtom);
  const [notifications, setNotifications] = useAtom(notificationsAtom);
  const [showOnLeaderboard, setShowOnLeaderboard] = useServerSetting(showOnLeaderboardAtom, 'showOnLeaderboard');
  const [showRealName, setShowRealName] = useServerSetting(showRealNameAtom, 'showRealName');
  const logout = useSetAtom(logoutAtom);
  const toast = useSetAtom(pushToastAtom);
  const [, navigate] = useLocation();

  /** Push Notifications: permission, a push subscription through the service worker, stored on the server. */
  async function changeNotifications(next: boolean) {
    if (!next) {
      setNotifications(false);
      await disablePush();
      return;
    }
    const result = await enablePush();
    setNotifications(result === 'subscribed');
    if (result === 'subscribed') {
      toast({
        title: 'Notifications on',
        description: "We'll ping you when the next 16 Bars drops.",
        duration: TOAST_MS.success,
      });
    } else if (result === 'unsupported') {
      toast({
        title: 'Notifications unavailable',
        description: "This browser can't show notifications.",
        duration: TOAST_MS.error,
      });
    } else if (result === 'denied') {
      toast({
        title: 'Notifications blocked',
        description: 'Allow notifications for 16 Bars in your browser settings.',
        variant: 'destructive',
        duration: TOAST_MS.error,
      });
    } else {
      toast({
        title: 'Notifications failed',
        description: "We couldn't turn on notifications. Please try again.",
        variant: 'destructive',
        duration: TOAST_MS.error,
      });
    }
  }

  async function logoutEverywhere() {
    if (!window.confirm(LOGOUT_CONFIRM)) return;
    try {
      await api('/api/beta/logout', { method: 'POST' });
    } catch {
      // Offline: this device still forgets the session; the cookies expire on their own.
    }
    logout();
    onNavigate();
    navigate('/beta', { replace: true });
  }

  return (
    <div className={s.panel}>
      <Switch label="Dark Mode" checked={dark} onChange={setDark} />
      <Switch
        label="High Contrast Mode"
        hint="Shapes and letters on the difficulty colours, and in shared results"
        checked={highContrast}
        onChange={setHighContrast}
      />
      <Switch label="Sound Effects" checked={sound} onChange={setSound} />
      <Switch
        label="Show on Leaderboard"
        hint="List my times on the global leaderboard"
        checked={showOnLeaderboard}
        onChange={(next) => void setShowOnLeaderboard(next)}
      />
      <Switch
        label="Show Real Name"
        hint="Off: you appear as 16barsplayerN"
        checked={showRealName}
        onChange={(next) => void setShowRealName(next)}
      />
      <Switch
        label="Push Notifications"
        hint="A heads-up when the new puzzle drops"
        checked={notifications}
        onChange={(next) => void changeNotifications(next)}
      />
      <InstallButton />
      <button type="button" className={`${ui.button.danger} ${ui.fullWidth}`} onClick={() => void logoutEverywhere()}>
        Logout / Reset Session
      </button>
    </div>
  );
}
