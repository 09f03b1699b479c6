import { type ReactNode, useId, useState } from 'react';
import * as s from './menu.css';

/** A menu entry that opens its panel in place (Home links, How to Play, Badges, Settings). */
export function Disclosure({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <li>
      <button
        type="button"
        className={s.item}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        <span>{title}</span>
        <span className={open ? s.chevronOpen : s.chevron} aria-hidden="true">
          ▾
        </span>
      </button>
      <div id={panelId} hidden={!open}>
        {children}
      </div>
    </li>
  );
}
