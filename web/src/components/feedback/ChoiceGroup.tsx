import { useId } from 'react';
import * as s from './ChoiceGroup.css';

interface ChoiceGroupProps<T extends string | number> {
  legend: string;
  name: string;
  options: readonly { value: T; label: string; description?: string }[];
  value: T | null;
  onChange: (value: T) => void;
  disabled?: boolean;
}

/** A radio group drawn as pills: one choice, the selected one inverted (never colour alone). */
export function ChoiceGroup<T extends string | number>({
  legend,
  name,
  options,
  value,
  onChange,
  disabled,
}: ChoiceGroupProps<T>) {
  const id = useId();
  return (
    <fieldset className={s.fieldset} disabled={disabled}>
      <legend className={s.legend}>{legend}</legend>
      <div className={s.options}>
        {options.map((option) => {
          const inputId = `${id}-${option.value}`;
          return (
            <span key={option.value}>
              <input
                id={inputId}
                className={s.input}
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
              />
              <label htmlFor={inputId} className={s.pill} title={option.description}>
                {option.label}
              </label>
            </span>
          );
        })}
      </div>
    </fieldset>
  );
}
