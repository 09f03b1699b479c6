import { useAtomValue, useSetAtom } from 'jotai';
import { type FormEvent, useId, useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import type { PlayerProfileResponse } from '../../../worker/domain/api-types';
import { NICKNAME_MESSAGES } from '../../../worker/domain/messages';
import { nicknameError, normalizeNickname } from '../../../worker/domain/nickname';
import { ApiError, api } from '../lib/api';
import { betaAccessAtom } from '../state/beta';
import { deviceId } from '../state/device';
import { currentUserAtom, signInAtom } from '../state/user';
import * as ui from '../styles/ui.css';
import * as s from './Start.css';

/** The nickname screen: a name, no password. */
export default function StartPage() {
  const user = useAtomValue(currentUserAtom);
  const signIn = useSetAtom(signInAtom);
  const setBetaAccess = useSetAtom(betaAccessAtom);
  const [, navigate] = useLocation();
  const [nickname, setNickname] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const errorId = useId();

  if (user) return <Redirect to="/game" replace />;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const name = normalizeNickname(nickname);
    setNickname(name);
    const invalid = nicknameError(name);
    if (invalid) {
      setError(invalid);
      return;
    }
    setBusy(true);
    setError(null);
    const device = deviceId();
    try {
      const profile = await api<PlayerProfileResponse>('/api/players', {
        method: 'POST',
        body: { nickname: name, deviceId: device },
      });
      const now = new Date().toISOString();
      signIn({
        deviceId: device,
        nickname: profile.nickname,
        playerId: profile.playerId,
        createdAt: profile.createdAt,
        lastSeen: now,
      });
      navigate('/game');
    } catch (err) {
      if (err instanceof ApiError && err.code === 'nickname_taken' && typeof err.details.suggestion === 'string') {
        setNickname(err.details.suggestion);
        setError(err.message);
      } else if (err instanceof ApiError && err.code === 'beta_required') {
        setBetaAccess(null);
        navigate('/beta');
      } else if (err instanceof ApiError && err.status === 400) {
        setError(err.message);
      } else if (err instanceof ApiError && err.status === 0) {
        setError(err.message);
      } else {
        setError(NICKNAME_MESSAGES.registerFailed);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className={ui.page}>
      <header className={s.hero}>
        <h1 className={ui.brand}>16 BARS</h1>
        <p className={ui.tagline}>A Daily Hip Hop Puzzle Game</p>
      </header>
      <form className={ui.card} onSubmit={submit} noValidate>
        <div className={ui.stack}>
          <h2 className={s.heading}>
            <label htmlFor={inputId}>Enter your name</label>
          </h2>
          <input
            id={inputId}
            className={ui.input}
            value={nickname}
            onChange={(e) => {
              setNickname(e.target.value);
              if (error) setError(null);
            }}
            placeholder="Your nickname"
            autoComplete="nickname"
            maxLength={40}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          {error && (
            <p id={errorId} className={ui.fieldError} role="alert">
              {error}
            </p>
          )}
          <button type="submit" className={`${ui.button.primary} ${ui.fullWidth}`} disabled={busy}>
            {busy ? 'Checking…' : 'Ready or Not'}
          </button>
          <p className={`${ui.muted} ${s.note}`}>2 to 20 characters. It's how you show up on the leaderboard.</p>
        </div>
      </form>
    </main>
  );
}
