import { useAtomValue } from 'jotai';
import type { RevealedGroup } from '../../../../worker/domain/api-types';
import { highContrastAtom } from '../../state/settings';
import { DifficultyMark } from '../DifficultyMark';
import * as s from './GroupBlock.css';

/**
 * A revealed group as a colour block: its difficulty as colour and as a word (plus its shape and letter in High
 * Contrast Mode), its category, its members.
 */
export function GroupBlock({ group, missed = false }: { group: RevealedGroup; missed?: boolean }) {
  const highContrast = useAtomValue(highContrastAtom);
  return (
    <li className={`${s.block[group.difficulty]}${missed ? ` ${s.missed}` : ''}`}>
      <span className={s.tags}>
        {highContrast && <DifficultyMark difficulty={group.difficulty} />}
        <span className={s.tag}>{group.difficulty}</span>
        {missed && <span className={s.missedTag}>Missed</span>}
      </span>
      <p className={s.category}>{group.category}</p>
      <p className={s.members}>{group.members.join(', ')}</p>
    </li>
  );
}
