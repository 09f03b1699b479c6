import { Fragment } from 'react';
import { Link } from 'wouter';
import { DIFFICULTIES, type Difficulty } from '../../../../worker/domain/puzzle';
import * as ui from '../../styles/ui.css';
import * as h from './HowToPlay.css';
import * as s from './menu.css';

const DIFFICULTY_LABEL: Record<Difficulty, string> = {
  easy: 'Green · Easy',
  normal: 'Blue · Normal',
  hard: 'Yellow · Hard',
  tricky: 'Red · Tricky',
};

const KEYS: { keys: string[]; action: string }[] = [
  { keys: ['Tab'], action: 'Move between tiles and buttons' },
  { keys: ['Space', 'Enter'], action: 'Select or release the focused tile' },
  { keys: ['S'], action: 'Spit (also Enter when focus is off the tiles)' },
  { keys: ['R'], action: 'Remix' },
  { keys: ['Esc', 'D'], action: 'Scratch' },
];

/** How to Play (spec 000 §2), with the puzzle day as ARCHITECTURE.md settles it: midnight UTC. */
export function HowToPlay({ onNavigate }: { onNavigate: () => void }) {
  return (
    <div className={s.panel}>
      <ol className={`${s.text} ${h.steps}`}>
        <li>Find four groups of four tiles that share something in common.</li>
        <li>Select four tiles and tap Spit to check your guess.</li>
        <li>You can make 4 mistakes before the game ends.</li>
        <li>Remix shuffles the tiles. Scratch deselects them.</li>
        <li>Each puzzle has exactly one solution.</li>
        <li>New puzzles drop at midnight UTC.</li>
      </ol>
      <p className={s.subhead}>Colours show difficulty</p>
      <ul className={h.legend}>
        {DIFFICULTIES.map((difficulty) => (
          <li key={difficulty} className={h.swatch[difficulty]}>
            {DIFFICULTY_LABEL[difficulty]}
          </li>
        ))}
      </ul>
      <p className={s.subhead}>Keyboard</p>
      <dl className={h.keys}>
        {KEYS.map(({ keys, action }) => (
          <Fragment key={action}>
            <dt className={h.keyName}>
              {keys.map((key, i) => (
                <Fragment key={key}>
                  {i > 0 && ' / '}
                  <kbd className={h.kbd}>{key}</kbd>
                </Fragment>
              ))}
            </dt>
            <dd className={h.keyAction}>{action}</dd>
          </Fragment>
        ))}
      </dl>
      <Link href="/feedback" className={ui.button.secondary} onClick={onNavigate}>
        Feedback
      </Link>
    </div>
  );
}
