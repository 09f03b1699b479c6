import { useId } from 'react';
import type { MistakeDistribution } from '../../../../worker/domain/stats';
import * as s from './Stats.css';

const ROWS: { key: keyof MistakeDistribution; label: string }[] = [
  { key: 0, label: '0 mistakes' },
  { key: 1, label: '1 mistake' },
  { key: 2, label: '2 mistakes' },
  { key: 3, label: '3 mistakes' },
  { key: 'lost', label: 'Lost' },
];

const WIDTH = 320;
const ROW_HEIGHT = 34;
const LABEL_WIDTH = 92;
const VALUE_ROOM = 36;
const BAR_HEIGHT = 22;

const games = (n: number) => `${n} ${n === 1 ? 'game' : 'games'}`;

/**
 * Wins by their mistakes, and losses, as a labelled horizontal bar chart in plain SVG. Every bar carries its
 * label and count as text (and losses a hatch), so it reads without colour; the description lists the same.
 */
export function MistakeChart({ distribution }: { distribution: MistakeDistribution }) {
  const titleId = useId();
  const descId = useId();
  const patternId = useId();
  const most = Math.max(1, ...ROWS.map((row) => distribution[row.key]));
  const room = WIDTH - LABEL_WIDTH - VALUE_ROOM;
  const height = ROWS.length * ROW_HEIGHT;
  return (
    <svg
      className={s.chart}
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
      preserveAspectRatio="xMinYMin meet"
    >
      <title id={titleId}>Mistakes per game</title>
      <desc id={descId}>
        {ROWS.map(
          (row) => `${row.key === 'lost' ? 'Lost' : `Won with ${row.label}`}: ${games(distribution[row.key])}`,
        ).join('. ')}
        .
      </desc>
      <defs>
        <pattern id={patternId} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="6" height="6" className={s.barLost} />
          <line x1="0" y1="0" x2="0" y2="6" className={s.hatch} />
        </pattern>
      </defs>
      {ROWS.map((row, i) => {
        const value = distribution[row.key];
        const y = i * ROW_HEIGHT;
        const width = Math.round((value / most) * room);
        return (
          <g key={row.label}>
            <text x={0} y={y + ROW_HEIGHT / 2} dominantBaseline="central" className={s.chartLabel}>
              {row.label}
            </text>
            <rect
              x={LABEL_WIDTH}
              y={y + (ROW_HEIGHT - BAR_HEIGHT) / 2}
              width={Math.max(width, 3)}
              height={BAR_HEIGHT}
              rx={4}
              className={row.key === 'lost' ? s.barOutline : s.bar}
              fill={row.key === 'lost' ? `url(#${patternId})` : undefined}
            />
            <text
              x={LABEL_WIDTH + Math.max(width, 3) + 6}
              y={y + ROW_HEIGHT / 2}
              dominantBaseline="central"
              className={s.chartValue}
            >
              {value}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
