import { useAtom, useAtomValue } from 'jotai';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import type { BetaClaimResponse } from '../../../worker/domain/api-types';
import { BETA_CODE_MAX_LENGTH, BETA_CODE_PLACEHOLDER } from '../../../worker/domain/beta-code';
import { BETA_MESSAGES } from '../../../worker/domain/messages';
import { ApiError, api } from '../lib/api';
import { betaAccessAtom } from '../state/beta';
import { deviceId } from '../state/device';
import { currentUserAtom } from '../state/user';
import * as ui from '../styles/ui.css';
import * as s from './Beta.css';

/** Spec 000 §9: success redirects to /start after 2 s. */
export const BETA_REDIRECT_MS = 2000;

export function BetaPage() {
  const [access, setAccess] = useAtom(betaAccessAtom);
  const user = useAtomValue(currentUserAtom);
  const [, navigate] = useLocation();
  const [code, setCode] = useState('');
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<'idle' | 'validating' | 'granted'>('idle');
  const [error, setError] = useState<string | null>(null);
  const codeId = useId();
  const emailId = useId();
  const errorId = useId();

  useEffect(() => {
    if (status !== 'granted') return;
    const timer = setTimeout(() => navigate('/start'), BETA_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [status, navigate]);

  if (access?.isActive && status !== 'granted') return <Redirect to={user ? '/game' : '/start'} replace />;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!code || !email || status !== 'idle') return;
    setStatus('validating');
    setError(null);
    const device = deviceId();
    try {
      const claim = await api<BetaClaimResponse>('/api/beta/claim', {
        method: 'POST',
        body: { code: code.trim().toUpperCase(), email: email.trim(), deviceId: device },
      });
      setAccess({
        isActive: true,
        betaUserId: claim.betaUserId,
        email: claim.email,
        accessCode: claim.accessCode,
        deviceId: device,
        joinedAt: claim.joinedAt,
        lastValidated: new Date().toISOString(),
      });
      setStatus('granted');
    } catch (err) {
      setError(err instanceof ApiError && err.status > 0 && err.status < 500 ? err.message : BETA_MESSAGES.fallback);
      setStatus('idle');
    }
  }

  return (
    <main className={ui.page}>
      <header className={s.hero}>
        <p className={s.kicker}>Closed beta</p>
        <h1 className={ui.brand}>16 BARS</h1>
        <p className={ui.tagline}>A Daily Hip Hop Puzzle Game</p>
      </header>

      {status === 'granted' ? (
        <section className={ui.card} role="status" aria-live="polite">
          <h2 className={s.cardTitle}>You're in.</h2>
          <p>Beta access granted. Taking you to the booth…</p>
        </section>
      ) : (
        <form className={ui.card} onSubmit={submit} noValidate aria-describedby={error ? errorId : undefined}>
          <div className={ui.stack}>
            <h2 className={s.cardTitle}>Enter the beta</h2>
            <p className={ui.alert} role="alert">
              {BETA_MESSAGES.noAccess}
            </p>
            <div>
              <label className={ui.label} htmlFor={codeId}>
                Beta access code
              </label>
              <input
                id={codeId}
                className={`${ui.input} ${s.codeInput}`}
                value={code}
                onChange={(e) => setCode(e.target.value.toUpperCase())}
                placeholder={BETA_CODE_PLACEHOLDER}
                maxLength={BETA_CODE_MAX_LENGTH}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                required
              />
            </div>
            <div>
              <label className={ui.label} htmlFor={emailId}>
                E-mail
              </label>
              <input
                id={emailId}
                className={ui.input}
                type="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                placeholder="you@example.com"
                autoComplete="email"
                required
              />
            </div>
            {error && (
              <p id={errorId} className={ui.fieldError} role="alert">
                {error}
              </p>
            )}
            <button
              type="submit"
              className={`${ui.button.primary} ${ui.fullWidth}`}
              disabled={!code || !email || status === 'validating'}
            >
              {status === 'validating' ? 'Checking your code…' : 'I Have a Beta Code - Enter Game'}
            </button>
          </div>
        </form>
      )}

      <section className={s.apply}>
        <p className={ui.muted}>No code yet? We let new players in every week.</p>
        <Link href="/feedback?category=beta-application" className={ui.button.secondary}>
          Apply to Join Beta Program
        </Link>
      </section>
    </main>
  );
}
