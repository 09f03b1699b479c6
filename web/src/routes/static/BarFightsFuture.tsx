import { Link } from 'wouter';
import { StaticPage } from '../../components/StaticPage';
import * as ui from '../../styles/ui.css';
import * as s from './static.css';

const IDEAS = [
  ['Head to head', 'You and a friend, the same sixteen tiles, the same clock. First to four groups takes it.'],
  ['Crews', 'Team up, pool your streaks and climb a crew leaderboard together.'],
  ['Verse drops', 'Puzzles built around one classic verse, released with the Bar Fights breakdown.'],
] as const;

/** Spec 000 §2: the Bar Fights future page; its waitlist button stays disabled until the waitlist opens. */
export default function BarFightsFuturePage() {
  return (
    <StaticPage
      title="The Future of Bar Fights"
      kicker="On the drawing board"
      lead="Bar Fights starts as a blog. Where it goes next is a game you play against other fans."
    >
      <div className={s.prose}>
        {IDEAS.map(([name, text]) => (
          <div key={name}>
            <h2>{name}</h2>
            <p>{text}</p>
          </div>
        ))}
        <p>None of this is built yet, and the beta testers will shape it before anyone else sees it.</p>
      </div>
      <div className={s.ctaRow}>
        <button type="button" className={ui.button.primary} disabled aria-describedby="waitlist-note">
          Join the Waitlist
        </button>
        <Link href="/barfights" className={ui.button.secondary}>
          Back to Bar Fights
        </Link>
      </div>
      <p id="waitlist-note" className={s.note}>
        The waitlist opens soon.
      </p>
    </StaticPage>
  );
}
