import { type PrimitiveAtom, useAtom, useSetAtom, type WritableAtom } from 'jotai';
import { useCallback } from 'react';
import type { PlayerProfileResponse } from '../../../worker/domain/api-types';
import { ApiError, api } from '../lib/api';
import { pushToastAtom, TOAST_MS } from '../state/toasts';

type BooleanAtom = PrimitiveAtom<boolean> | WritableAtom<boolean, [boolean], void>;

/**
 * A setting kept locally and on the server (the leaderboard is built there): the switch moves at once, and
 * moves back with a toast when the server does not take it.
 */
export function useServerSetting(
  settingAtom: BooleanAtom,
  field: 'showOnLeaderboard' | 'showRealName',
): [boolean, (next: boolean) => Promise<void>] {
  const [value, setValue] = useAtom(settingAtom);
  const toast = useSetAtom(pushToastAtom);
  const change = useCallback(
    async (next: boolean) => {
      setValue(next);
      try {
        await api<PlayerProfileResponse>('/api/players/me/settings', { method: 'PATCH', body: { [field]: next } });
      } catch (err) {
        setValue(!next);
        toast({
          title: 'Setting not saved',
          description: err instanceof ApiError ? err.message : 'Please try again.',
          variant: 'destructive',
          duration: TOAST_MS.error,
        });
      }
    },
    [field, setValue, toast],
  );
  return [value, change];
}
