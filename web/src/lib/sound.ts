import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { soundAtom } from '../state/settings';

/** The game's sound effects (spec 000 §7: synthesized, no audio files). */
export type SoundName =
  | 'tileClick'
  | 'deselect'
  | 'correct'
  | 'incorrect'
  | 'scratch'
  | 'remix'
  | 'spit'
  | 'win'
  | 'loss';

interface Note {
  /** Hz at the start, and where it slides to by the end. */
  from: number;
  to?: number;
  /** Seconds after the sound starts. */
  at: number;
  length: number;
  wave: OscillatorType;
  volume: number;
}

const note = (
  from: number,
  at: number,
  length: number,
  wave: OscillatorType = 'triangle',
  volume = 0.18,
  to?: number,
) => ({ from, to, at, length, wave, volume }) satisfies Note;

const RECIPES: Record<SoundName, Note[]> = {
  tileClick: [note(660, 0, 0.06, 'square', 0.06)],
  deselect: [note(520, 0, 0.06, 'square', 0.05, 380)],
  spit: [note(220, 0, 0.09, 'sawtooth', 0.08, 440)],
  scratch: [note(900, 0, 0.12, 'sawtooth', 0.05, 180)],
  remix: [note(300, 0, 0.07, 'triangle', 0.12), note(450, 0.07, 0.07), note(600, 0.14, 0.08)],
  correct: [note(523, 0, 0.1), note(659, 0.1, 0.1), note(784, 0.2, 0.18)],
  incorrect: [note(196, 0, 0.16, 'square', 0.08), note(147, 0.14, 0.22, 'square', 0.08)],
  win: [note(523, 0, 0.12), note(659, 0.12, 0.12), note(784, 0.24, 0.12), note(1047, 0.36, 0.35)],
  loss: [note(392, 0, 0.2, 'triangle', 0.16), note(330, 0.2, 0.2), note(262, 0.4, 0.45, 'triangle', 0.16, 196)],
};

let context: AudioContext | null = null;

/** The AudioContext, made on first use: browsers only let it start from a user gesture. */
function audio(): AudioContext | null {
  if (!context) {
    const Ctor =
      window.AudioContext ?? (window as Window & { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctor) return null;
    try {
      context = new Ctor();
    } catch {
      return null;
    }
  }
  if (context.state === 'suspended') void context.resume().catch(() => undefined);
  return context;
}

/** Plays one effect as short oscillator envelopes. Silently does nothing where Web Audio is missing. */
export function playSound(name: SoundName) {
  const ctx = audio();
  if (!ctx) return;
  const start = ctx.currentTime + 0.01;
  for (const n of RECIPES[name]) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    const t0 = start + n.at;
    osc.type = n.wave;
    osc.frequency.setValueAtTime(n.from, t0);
    if (n.to) osc.frequency.exponentialRampToValueAtTime(n.to, t0 + n.length);
    gain.gain.setValueAtTime(0.0001, t0);
    gain.gain.exponentialRampToValueAtTime(n.volume, t0 + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, t0 + n.length);
    osc.connect(gain).connect(ctx.destination);
    osc.start(t0);
    osc.stop(t0 + n.length + 0.02);
  }
}

/** A sound player that stays silent while Sound Effects is off. */
export function useSound() {
  const enabled = useAtomValue(soundAtom);
  return useCallback(
    (name: SoundName) => {
      if (enabled) playSound(name);
    },
    [enabled],
  );
}
