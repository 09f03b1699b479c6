import type { ReactNode } from 'react';
import * as ui from '../../styles/ui.css';
import * as s from './Field.css';

interface FieldProps {
  /** The control's id, which the label points at. */
  id: string;
  label: string;
  optional?: boolean;
  hint?: string;
  children: ReactNode;
}

/** A form control with its label above, marked (optional) when it may stay empty, and a hint below if any. */
export function Field({ id, label, optional, hint, children }: FieldProps) {
  return (
    <div>
      <label className={ui.label} htmlFor={id}>
        {/* Label and space in one text node: as two, the text after them moves a fraction of a pixel. */}
        {optional ? `${label} ` : label}
        {optional && <span className={s.optional}>(optional)</span>}
      </label>
      {children}
      {hint && <p className={s.hint}>{hint}</p>}
    </div>
  );
}
