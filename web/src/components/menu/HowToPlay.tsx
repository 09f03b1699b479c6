import { useAtomValue } from 'jotai';
import { Fragment } from 'react';
import { Link } from 'wouter';
import { DIFFICULTIES } from '../../../../worker/domain/puzzle';
import { legendText } from '../../lib/difficulty-marks';
import { highContrastAtom } from '../../state/settings';
import * as ui from '../../styles/ui.css';
import { DifficultyMark } from '../DifficultyMark';
import * as h from './HowToPlay.css';
import * as s from './menu.css';

const KEYS: { keys: string[]; action: string }[] = [
  { keys: ['Tab'], action: 'Move between tiles and buttons' },
  { keys: ['Space', 'Enter'], action: 'Select or release the focused tile' },
  { keys: ['S'], action: 'Spit (also Enter when focus is off the tiles)' },
  { keys: ['R'], action: 'Remix' },
  { keys: ['Esc', 'D'], action: 'Scratch' },
];

/** How to Play (spec 000 §2), with the puzzle day as ARCHITECTURE.md settles it: midnight UTC. */
export function HowToPlay({ onNavigate }: { onNavigate: () => void }) {
  const highContrast = useAtomValue(highContrastAtom);
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
      <p className={s.subhead}>{highContrast ? 'Colours and shapes show difficulty' : 'Colours show difficulty'}</p>
      <ul className={highContrast ? h.legendMarked : h.legend}>
        {DIFFICULTIES.map((difficulty) => (
          <li key={difficulty} className={h.swatch[difficulty]}>
            {highContrast && <DifficultyMark difficulty={difficulty} />}
            {legendText(difficulty)}
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
