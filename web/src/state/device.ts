import { fnv1a } from '../../../worker/domain/hash';
import { STORAGE_KEYS } from './keys';
import { readStored, writeStored } from './persisted';
import * as z from './schema';

const deviceSchema = z.object({ id: z.string().check(z.minLength(4)), timestamp: z.number() });

function canvasSample(): string {
  try {
    const canvas = document.createElement('canvas');
    canvas.width = 120;
    canvas.height = 24;
    const ctx = canvas.getContext('2d');
    if (!ctx) return 'no-canvas';
    ctx.textBaseline = 'top';
    ctx.font = '16px Arial';
    ctx.fillStyle = '#f60';
    ctx.fillRect(0, 0, 60, 20);
    ctx.fillStyle = '#069';
    ctx.fillText('16 BARS', 2, 2);
    return canvas.toDataURL().slice(-64);
  } catch {
    return 'no-canvas';
  }
}

/**
 * Spec 000 §3: a short hash of screen size, time zone, language, platform, truncated user agent, a canvas
 * sample, device memory and processor count. Computed once and kept with its timestamp, so it stays stable.
 */
export function computeDeviceId(): string {
  const nav = navigator as Navigator & { deviceMemory?: number };
  const parts = [
    `${screen.width}x${screen.height}x${screen.colorDepth}`,
    Intl.DateTimeFormat().resolvedOptions().timeZone,
    navigator.language,
    navigator.platform,
    navigator.userAgent.slice(0, 64),
    canvasSample(),
    String(nav.deviceMemory ?? ''),
    String(navigator.hardwareConcurrency ?? ''),
  ].join('|');
  return `${fnv1a(parts).toString(36)}${fnv1a(`16bars:${parts}`).toString(36)}`.slice(0, 12);
}

export function deviceId(): string {
  const stored = readStored(STORAGE_KEYS.deviceId, deviceSchema);
  if (stored) return stored.id;
  const id = computeDeviceId();
  writeStored(STORAGE_KEYS.deviceId, { id, timestamp: Date.now() });
  return id;
}
