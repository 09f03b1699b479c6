import { useId } from 'react';
import * as s from './Switch.css';

/** A real switch: role=switch with aria-checked, named by its visible label. */
export function Switch(props: {
  label: string;
  hint?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (next: boolean) => void;
}) {
  const id = useId();
  const hintId = useId();
  return (
    <div className={s.row}>
      <div>
        <label htmlFor={id} className={s.label}>
          {props.label}
        </label>
        {props.hint && (
          <span id={hintId} className={s.hint}>
            {props.hint}
          </span>
        )}
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={props.checked}
        aria-describedby={props.hint ? hintId : undefined}
        className={s.track}
        disabled={props.disabled}
        onClick={() => props.onChange(!props.checked)}
      >
        <span className={s.thumb} />
      </button>
    </div>
  );
}
