import { nextDropAt } from '../../../../worker/domain/puzzle-day';
import { localClockTime } from '../../lib/dates';
import { formatCountdown, useCountdown } from '../../lib/time';
import * as s from './Results.css';

/** 'Next 16 Bars Drops In' hh:mm:ss, to the next UTC midnight (ARCHITECTURE.md: the puzzle day is UTC). */
export function Countdown() {
  const left = useCountdown(nextDropAt);
  const dropsAt = localClockTime(nextDropAt());
  return (
    <section className={s.countdown} aria-labelledby="next-drop">
      <h2 id="next-drop" className={s.countdownTitle}>
        Next 16 Bars Drops In
      </h2>
      <p className={s.countdownTime}>
        <time dateTime={new Date(nextDropAt()).toISOString()}>{formatCountdown(left)}</time>
      </p>
      <p className={s.countdownNote}>Midnight UTC · {dropsAt} your time</p>
    </section>
  );
}
