import { Link } from 'wouter';
import { StaticPage } from '../../components/StaticPage';
import * as ui from '../../styles/ui.css';
import * as s from './static.css';

/** Spec 001 §1: the page's two claims. */
const STATS = [
  ['10,000+', 'daily players'],
  ['5-15 min', 'spent on every puzzle'],
  ['1 board', 'that every player sees, the same day'],
] as const;

const PLACEMENTS = [
  [
    'Banners',
    'A bold placement above or below the board, seen by every player of the day. Ideal for a release date or a tour.',
  ],
  [
    'Sponsored content',
    'A puzzle category or a post built with you: your artist, your label or your brand as part of the game.',
  ],
  [
    'Leaderboard sponsorship',
    '"Leaderboard (Sponsored by you)" with your message and a Follow link on the page competitive players check daily.',
  ],
] as const;

/** Spec 001 §2: the static Advertise page, linking to the marketplace and the advertising request form. */
export default function AdvertisePage() {
  return (
    <StaticPage
      title="Advertise with 16 Bars"
      kicker="For brands, labels and artists"
      lead="Reach hip-hop fans daily, in the middle of the one thing they came to do: think hard about the music."
      advertise={false}
    >
      <div className={s.stats}>
        {STATS.map(([value, label]) => (
          <p key={label} className={s.stat}>
            <span className={s.statValue}>{value}</span>
            <span className={s.statLabel}>{label}</span>
          </p>
        ))}
      </div>

      <div className={s.prose}>
        <h2>Why it works</h2>
        <p>
          16 Bars players are not scrolling past. They spend 5 to 15 minutes on every puzzle, turning over artist names,
          albums and slang, and they come back every day when the new board drops at midnight. Then they share their
          results with their friends. Few placements get that kind of attention from that kind of fan.
        </p>

        <h2>Placements</h2>
        {PLACEMENTS.map(([name, text]) => (
          <div key={name}>
            <h3>{name}</h3>
            <p>{text}</p>
          </div>
        ))}

        <h2>How buying works</h2>
        <ol>
          <li>Register as an advertiser. Our team approves new accounts within 24-48 hours.</li>
          <li>Add prepaid credits. You only ever spend what you put in, in US dollars.</li>
          <li>
            Bid on live auctions for the dates you want, or buy a placement outright at its fixed price. The calendar
            shows what is open, what is being bid on and what is taken.
          </li>
        </ol>
        <p>Want something the calendar does not show, such as a date range or a custom category? Ask us.</p>
      </div>

      <div className={s.ctaRow}>
        <Link href="/marketplace" className={ui.button.primary}>
          Browse the Marketplace
        </Link>
        <Link href="/feedback?type=advertising" className={ui.button.secondary}>
          Contact Our Team
        </Link>
      </div>
      <p className={s.note}>
        Every ad is labelled, and we do not accept ads for gambling, tobacco, or anything that would not belong next to
        a puzzle.
      </p>
    </StaticPage>
  );
}
