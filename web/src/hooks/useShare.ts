import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import type { BadgeDefinition, BadgeId } from '../../../worker/domain/badges';
import { badgeShareText, shareText } from '../../../worker/domain/share';
import { TOASTS } from '../lib/messages';
import { lastGameAtom } from '../state/game';
import { recordShareAtom } from '../state/game-actions';
import { highContrastAtom } from '../state/settings';
import { pushToastAtom } from '../state/toasts';

/** How a share ended: handed to the system share sheet, copied, or dismissed by the player. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled';

/**
 * Shares text with the Web Share API where the browser has it, else copies it to the clipboard. Throws when
 * neither works, so the caller can show its failure toast.
 */
export async function shareOrCopy(text: string, title = '16 Bars'): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text });
      return 'shared';
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') return 'cancelled';
      // Share sheet refused (not allowed here, say): the clipboard is the fallback.
    }
  }
  if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
  await navigator.clipboard.writeText(text);
  return 'copied';
}

/** A badge's share button: the share sheet or the clipboard, with the spec's toasts. */
export function useShareBadge() {
  const toast = useSetAtom(pushToastAtom);
  return useCallback(
    async (badge: BadgeDefinition) => {
      try {
        const outcome = await shareOrCopy(badgeShareText(badge), `16 Bars: ${badge.name}`);
        if (outcome !== 'cancelled') toast(TOASTS.badgeShared);
      } catch {
        toast(TOASTS.badgeCopyFailed);
      }
    },
    [toast],
  );
}

/**
 * Share Results: the spec's share text through the share sheet or the clipboard. A share that went out counts
 * (shareCount, sharedResults) and returns any badge it earned.
 */
export function useShareResults() {
  const lastGame = useAtomValue(lastGameAtom);
  const highContrast = useAtomValue(highContrastAtom);
  const recordShare = useSetAtom(recordShareAtom);
  const toast = useSetAtom(pushToastAtom);
  return useCallback(async (): Promise<BadgeId[]> => {
    if (!lastGame) return [];
    const text = shareText({
      puzzleNumber: lastGame.puzzle,
      date: lastGame.date,
      won: lastGame.won,
      timeSeconds: lastGame.time,
      mistakes: lastGame.mistakes,
      solvedOrder: lastGame.solvedOrder,
      url: window.location.origin,
      highContrast,
    });
    try {
      const outcome = await shareOrCopy(text, `16 Bars #${lastGame.puzzle}`);
      if (outcome === 'cancelled') return [];
      toast(outcome === 'copied' ? TOASTS.copied : TOASTS.shared);
      return recordShare();
    } catch {
      toast(TOASTS.copyFailed);
      return [];
    }
  }, [lastGame, highContrast, recordShare, toast]);
}
