import { Link } from 'wouter';
import { StaticPage } from '../../components/StaticPage';
import * as s from './static.css';

export default function TermsPage() {
  return (
    <StaticPage
      title="Terms of Service"
      kicker="House rules"
      lead="Short, fair and in plain English. By playing 16 Bars you agree to them."
    >
      <div className={s.updated}>Last updated: November 2026</div>
      <div className={s.prose}>
        <h2>1. The game</h2>
        <p>
          16 Bars is a free daily puzzle: sixteen tiles, four hidden groups of four, at most four mistakes. A new puzzle
          drops every day at midnight UTC. We may change, pause or retire features, including during the beta, when the
          game is still being tuned.
        </p>

        <h2>2. Beta access</h2>
        <ul>
          <li>During the closed beta you need an access code and an e-mail address to play.</li>
          <li>A code is personal and works once. Do not sell, trade or publish codes.</li>
          <li>We may end a beta access that breaks these terms, or when the beta ends.</li>
        </ul>

        <h2>3. Nicknames and conduct</h2>
        <p>
          Pick any nickname that is not hateful, harassing, sexually explicit, impersonating someone, or an
          advertisement. We may rename or remove a nickname that is, without notice. Keep feedback respectful: the
          people reading it wrote the puzzle.
        </p>

        <h2>4. Fair play</h2>
        <ul>
          <li>Play with your own head. No bots, scripts or automated guessing.</li>
          <li>Do not try to pull answers from the service ahead of time, overload it, or get around its limits.</li>
          <li>
            Every guess is checked and timed by our server; results that look automated may be left off the leaderboard.
          </li>
        </ul>

        <h2>5. Our content and yours</h2>
        <p>
          The puzzles, categories, quotes, design and code of 16 Bars belong to us. Artist names, song titles and other
          marks that appear in puzzles belong to their owners and are used to refer to them; 16 Bars is not affiliated
          with or endorsed by them. Share your results freely: that is what the Share button is for.
        </p>
        <p>
          When you send feedback or puzzle ideas, you let us use them to improve the game, without owing you anything
          for it. You keep the right to use your own ideas elsewhere.
        </p>

        <h2>6. Advertising</h2>
        <p>
          16 Bars is paid for by advertising. Ads and sponsored content are marked as such and are the advertiser's
          responsibility. Buying placements through the <Link href="/marketplace">marketplace</Link> is covered by the
          advertiser terms shown there.
        </p>

        <h2>7. Notifications</h2>
        <p>
          If you turn on push notifications, we send at most one a day, when the new puzzle drops. Turn them off any
          time in Settings or in your browser.
        </p>

        <h2>8. No warranty</h2>
        <p>
          16 Bars is provided as it is and as available. We work hard to keep it running and fair, but we cannot promise
          it will always be available, error-free, or that your local stats survive your browser clearing its storage.
        </p>

        <h2>9. Limitation of liability</h2>
        <p>
          To the extent the law allows, we are not liable for indirect or consequential losses arising from the game,
          and our total liability to you is limited to the amount you paid us, which for players is nothing. Nothing
          here limits rights you have by law that cannot be limited.
        </p>

        <h2>10. Changes and contact</h2>
        <p>
          We may update these terms; the date at the top tells you when. If you keep playing after a change, the new
          terms apply. Questions? Use the <Link href="/feedback">feedback form</Link>. Our{' '}
          <Link href="/privacy">Privacy Policy</Link> explains what we store and why.
        </p>
      </div>
    </StaticPage>
  );
}
