import { atom } from 'jotai';
import type { GameStateResponse } from '../../../worker/domain/api-types';
import type { BadgeId } from '../../../worker/domain/badges';
import { registrationBadges } from '../../../worker/domain/badges';
import { recordBadges } from '../../../worker/domain/stats';
import { finishGame, shareGame } from '../lib/game-record';
import { betaAccessAtom } from './beta';
import { gameReloadAtom, lastGameAtom, savedGameAtom, testDateAtom } from './game';
import { sessionsAtom, statsAtom } from './progress';
import { currentUserAtom } from './user';

/** Records a game the server says is over and saves it as the last game for the results page. */
export const finishGameAtom = atom(null, (get, set, game: GameStateResponse) => {
  const finished = finishGame({
    game,
    saved: get(savedGameAtom),
    previous: get(lastGameAtom),
    nickname: get(currentUserAtom)?.nickname ?? '',
    stats: get(statsAtom),
    sessions: get(sessionsAtom),
  });
  set(savedGameAtom, finished.saved);
  set(statsAtom, finished.stats);
  set(sessionsAtom, finished.sessions);
  set(lastGameAtom, finished.lastGame);
  return finished.lastGame;
});

/** Share Results succeeded: counts the share, sets sharedResults and returns any badge it newly earned. */
export const recordShareAtom = atom(null, (get, set): BadgeId[] => {
  const last = get(lastGameAtom);
  const shared = shareGame(get(statsAtom), get(sessionsAtom), last?.gameId ?? '', new Date().toISOString());
  set(statsAtom, shared.stats);
  set(sessionsAtom, shared.sessions);
  const saved = get(savedGameAtom);
  if (saved && last && saved.gameId === last.gameId) set(savedGameAtom, { ...saved, sharedResults: true });
  if (last && shared.newBadges.length > 0) {
    set(lastGameAtom, { ...last, newBadges: [...last.newBadges, ...shared.newBadges] });
  }
  return shared.newBadges;
});

/** Unsigned Hype for a beta tester whose stats do not hold it yet; returns the badges granted. */
export const grantRegistrationBadgeAtom = atom(null, (get, set): BadgeId[] => {
  if (!get(betaAccessAtom)?.isActive) return [];
  const badges = registrationBadges(get(statsAtom));
  if (badges.length > 0) set(statsAtom, recordBadges(get(statsAtom), badges, new Date().toISOString()));
  return badges;
});

export const markBadgesAnnouncedAtom = atom(null, (get, set) => {
  const last = get(lastGameAtom);
  if (last && !last.badgesAnnounced) set(lastGameAtom, { ...last, badgesAnnounced: true });
});

/** Reset Game: forgets the saved game and the last game on this device. */
export const resetGameAtom = atom(null, (get, set) => {
  set(savedGameAtom, null);
  set(lastGameAtom, null);
  set(gameReloadAtom, get(gameReloadAtom) + 1);
});

/** Test Tomorrow's Puzzle: a clean slate and the test date, so /game starts tomorrow's puzzle. */
export const startTestAtom = atom(null, (get, set, tomorrow: string) => {
  set(savedGameAtom, null);
  set(lastGameAtom, null);
  set(testDateAtom, tomorrow);
  set(gameReloadAtom, get(gameReloadAtom) + 1);
});

export const leaveTestAtom = atom(null, (get, set) => {
  set(testDateAtom, null);
  set(gameReloadAtom, get(gameReloadAtom) + 1);
});

/** Logout / Reset Session: this device forgets the beta access, the player and the game in progress. */
export const logoutAtom = atom(null, (_get, set) => {
  set(betaAccessAtom, null);
  set(currentUserAtom, null);
  set(savedGameAtom, null);
  set(lastGameAtom, null);
  set(testDateAtom, null);
});
