import { labelSize } from '../../lib/board';
import * as s from './TileGrid.css';

/** The unsolved tiles, four to a row; each tile is a toggle button (Space and Enter work as on any button). */
export function TileGrid(props: {
  tiles: readonly string[];
  selected: readonly string[];
  shaking: readonly string[];
  disabled: boolean;
  onToggle: (tile: string) => void;
}) {
  return (
    <ul className={s.grid} aria-label="Tiles">
      {props.tiles.map((tile) => {
        const pressed = props.selected.includes(tile);
        const shake = pressed && props.shaking.includes(tile);
        return (
          <li key={tile}>
            <button
              type="button"
              className={`${s.tile} ${s.size[labelSize(tile)]}${shake ? ` ${s.shaking}` : ''}`}
              aria-pressed={pressed}
              aria-disabled={props.disabled || undefined}
              onClick={() => props.onToggle(tile)}
            >
              {tile}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
