import { useEffect, useRef } from 'react';

export interface GameKeyActions {
  spit: () => void;
  remix: () => void;
  scratch: () => void;
}

/**
 * Keyboard play: S (or Enter while focus is off the tiles and buttons) Spits, R Remixes, Escape or D
 * Scratches. Keys typed in a field or inside the open menu are left alone, as are focused buttons' own Enter.
 */
export function useGameKeys(actions: GameKeyActions, enabled: boolean) {
  const latest = useRef(actions);
  latest.current = actions;

  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('dialog, input, textarea, select, [contenteditable="true"]')) return;
      const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
      if (key === 'Enter') {
        if (target?.closest('button, a, [role="button"]')) return;
        event.preventDefault();
        latest.current.spit();
      } else if (key === 's') {
        latest.current.spit();
      } else if (key === 'r') {
        latest.current.remix();
      } else if (key === 'Escape' || key === 'd') {
        latest.current.scratch();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled]);
}
