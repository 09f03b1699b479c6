import { GROUP_SIZE } from '../../../../worker/domain/puzzle';
import * as ui from '../../styles/ui.css';
import * as s from './GameControls.css';

/** Remix, Scratch and Spit, the three pill buttons under the grid; Spit is the primary. */
export function GameControls(props: {
  selectedCount: number;
  busy: boolean;
  onRemix: () => void;
  onScratch: () => void;
  onSpit: () => void;
}) {
  return (
    <div className={s.bar}>
      <div className={s.inner}>
        <button
          type="button"
          className={`${ui.button.secondary} ${s.button}`}
          onClick={props.onRemix}
          disabled={props.busy}
          aria-keyshortcuts="R"
        >
          Remix
        </button>
        <button
          type="button"
          className={`${ui.button.secondary} ${s.button}`}
          onClick={props.onScratch}
          disabled={props.busy || props.selectedCount === 0}
          aria-keyshortcuts="Escape D"
        >
          Scratch
        </button>
        <button
          type="button"
          className={`${ui.button.primary} ${s.button} ${s.spit}`}
          onClick={props.onSpit}
          disabled={props.busy || props.selectedCount !== GROUP_SIZE}
          aria-keyshortcuts="S"
        >
          Spit
        </button>
      </div>
    </div>
  );
}
