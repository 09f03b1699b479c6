import { Link } from 'wouter';
import { StaticPage } from '../../components/StaticPage';
import { STORAGE_KEYS } from '../../state/keys';
import * as s from './static.css';

/**
 * What each localStorage key holds. Typed against STORAGE_KEYS on purpose: a new key does not compile until it is
 * explained here, so this policy cannot fall behind the app.
 */
const STORAGE_PURPOSES: Record<keyof typeof STORAGE_KEYS, string> = {
  betaAccess:
    'Your beta access record: whether it is active, your beta user id, e-mail, access code, device id and dates.',
  deviceId: 'Your device id and when it was made (see below).',
  users: 'The nicknames used on this device.',
  currentUser: 'The nickname you are playing as right now.',
  gameState: 'The game in progress: selected tiles, solved groups, mistakes, time.',
  lastGame: 'The result of your last game, for the results screen.',
  sessions: 'Your past games (date, puzzle, result, time, mistakes), for My Stats.',
  stats: 'Your stats, streaks and badges.',
  darkMode: 'Your Dark Mode setting.',
  highContrast: 'Your High Contrast Mode setting.',
  sound: 'Your Sound Effects setting.',
  showOnLeaderboard: 'Your Show on Leaderboard setting.',
  showRealName: 'Your Show Real Name setting.',
  notifications: 'Whether you turned on Push Notifications.',
  testDate: "Beta testers only: the date of a test of tomorrow's puzzle.",
  installDismissed: 'That you closed the install banner.',
  cookieConsent: 'That you accepted the cookie notice.',
};

const COOKIES = [
  ['16bars_beta', 'Proves your beta access: a signed token with your beta user id.'],
  ['16bars_player', 'Proves which player you are: a signed token with your player id, nickname and beta user id.'],
] as const;

export default function PrivacyPage() {
  return (
    <StaticPage
      title="Privacy Policy"
      kicker="The fine print, in plain words"
      lead="16 Bars keeps what it needs to run a daily puzzle and nothing it would need to sell you."
    >
      <div className={s.updated}>Last updated: November 2026</div>
      <div className={s.prose}>
        <h2>The short version</h2>
        <ul>
          <li>No accounts, no passwords: you play under a nickname tied to this device.</li>
          <li>
            Your stats, streaks and badges live in your browser. Your game results also live on our server, because the
            server checks every answer and builds the leaderboard.
          </li>
          <li>
            We never sell or rent your data, and there are no ad trackers or third-party analytics in the app. Fonts and
            icons are served by us.
          </li>
        </ul>

        <h2>On your device</h2>
        <p>
          The app keeps these entries in your browser's local storage, on this device only. What also reaches our
          servers is listed further down.
        </p>
        <table className={s.table}>
          <tbody>
            {(Object.keys(STORAGE_KEYS) as (keyof typeof STORAGE_KEYS)[]).map((key) => (
              <tr key={key}>
                <th className={s.th} scope="row">
                  <code>{STORAGE_KEYS[key]}</code>
                </th>
                <td className={s.td}>{STORAGE_PURPOSES[key]}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          When installed as an app, 16 Bars also keeps a copy of its own files so that it opens without a connection.
        </p>

        <h3>Cookies</h3>
        <p>
          We set two cookies, both essential: without them the game cannot know you have beta access or which player you
          are. Both are signed (so they cannot be forged), <code>HttpOnly</code> (page scripts cannot read them),{' '}
          <code>SameSite=Lax</code>, sent only over HTTPS, and last one year.
        </p>
        <table className={s.table}>
          <tbody>
            {COOKIES.map(([name, purpose]) => (
              <tr key={name}>
                <th className={s.th} scope="row">
                  <code>{name}</code>
                </th>
                <td className={s.td}>{purpose}</td>
              </tr>
            ))}
          </tbody>
        </table>

        <h3>Your device id</h3>
        <p>
          To keep one nickname per device, the app makes a short id: a hash of your screen size, time zone, language,
          platform, the start of your browser's user agent, a small canvas drawing sample, and your device's memory and
          processor count. Only the hash is kept, never the details it was made from, and it is not shared with anyone.
          It is stored on your device and sent to us when you claim a beta code or pick a nickname.
        </p>

        <h2>On our servers</h2>
        <ul>
          <li>
            <strong>Beta access.</strong> When you claim a code: your e-mail address, the code, your device id, when you
            joined, when you were last active, and how many games you played and how much feedback you sent.
          </li>
          <li>
            <strong>Players.</strong> Your nickname, device id and leaderboard settings.
          </li>
          <li>
            <strong>Game results.</strong> Each game you play: the puzzle, your guesses, mistakes, and the time the
            server measured. They make the leaderboard fair.
          </li>
          <li>
            <strong>Feedback.</strong> What you send through the feedback form: name, e-mail address, category, message
            and puzzle number, and for beta ratings the rating, difficulty and whether you won. A copy goes to our team
            by e-mail.
          </li>
          <li>
            <strong>Push notifications.</strong> If you turn them on: the push address your browser gives us and its
            encryption keys, linked to your beta access. We use them only for the daily drop.
          </li>
          <li>
            <strong>Usage events.</strong> A few anonymous-by-default events (a game started or finished, a page opened,
            a setting changed, a share, the install prompt, the notification permission), with the time and small
            details such as the page path. When you are in the beta they are linked to your beta user id.
          </li>
        </ul>
        <p>
          Our hosting provider (Cloudflare) processes this data for us and keeps ordinary request logs for security.
        </p>

        <h2>The leaderboard</h2>
        <p>
          Your nickname and times appear on the public leaderboard. Turn off <em>Show on Leaderboard</em> in Settings to
          leave it, or <em>Show Real Name</em> to appear as an anonymous player such as <code>16barsplayer42</code>.
        </p>

        <h2>Your choices</h2>
        <ul>
          <li>Settings → Logout / Reset Session clears your beta access and session on this device.</li>
          <li>Clearing this site's data in your browser removes everything the app keeps on your device.</li>
          <li>Turn Push Notifications off at any time in Settings or in your browser.</li>
          <li>
            To see, correct or delete what we hold about you, write to us through the{' '}
            <Link href="/feedback">feedback form</Link> (category Other Issue). We answer within 30 days.
          </li>
        </ul>

        <h2>How long we keep it</h2>
        <p>
          Beta, player and game records stay while the beta runs, so your history and the leaderboard stay whole.
          Feedback and usage events are kept as long as they help us improve the game. We delete yours on request.
        </p>

        <h2>Children</h2>
        <p>16 Bars is not meant for children under 13, and we do not knowingly collect their data.</p>

        <h2>Changes</h2>
        <p>If this policy changes, the date at the top changes with it, and big changes are announced in the app.</p>
      </div>
    </StaticPage>
  );
}
