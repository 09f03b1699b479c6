import { useAtomValue, useSetAtom } from 'jotai';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  BETA_FEEDBACK_CATEGORIES,
  betaFeedbackError,
  DIFFICULTY_ASSESSMENTS,
  FEEDBACK_CATEGORIES,
  FEEDBACK_LIMITS,
  FEEDBACK_REDIRECT_MS,
  feedbackPreset,
  generalFeedbackError,
} from '../../../worker/domain/feedback';
import { FEEDBACK_MESSAGES } from '../../../worker/domain/messages';
import { ChoiceGroup } from '../components/feedback/ChoiceGroup';
import { Field } from '../components/feedback/Field';
import { StaticPage } from '../components/StaticPage';
import { api } from '../lib/api';
import { betaAccessAtom } from '../state/beta';
import { pushToastAtom, TOAST_MS } from '../state/toasts';
import { currentUserAtom } from '../state/user';
import * as ui from '../styles/ui.css';
import * as s from './Feedback.css';

const RATINGS = [1, 2, 3, 4, 5].map((n) => ({ value: n, label: String(n) }));
const DIFFICULTIES = DIFFICULTY_ASSESSMENTS.map((d) => ({ value: d, label: d }));

const LEADS: Record<string, string> = {
  'Request Beta Access': 'Tell us who you are and how you found 16 Bars. We open new beta spots every week.',
  'Advertising Request': 'Tell us about your brand, your dates and what you want to run. We answer within two days.',
  'Beta Puzzle Rating': 'Rate the puzzle you just played. Your ratings decide how hard tomorrow hits.',
  'Beta Feedback': 'You are shaping the game before anyone else plays it. Say what works and what does not.',
};

/** Spec 000 §2 and §4: the feedback form; ?beta=true turns it into the beta rating form. */
export default function FeedbackPage() {
  const search = useSearch();
  const preset = useMemo(() => feedbackPreset(new URLSearchParams(search)), [search]);
  const user = useAtomValue(currentUserAtom);
  const access = useAtomValue(betaAccessAtom);
  const toast = useSetAtom(pushToastAtom);
  const [, navigate] = useLocation();
  const [username, setUsername] = useState(user?.nickname ?? '');
  const [email, setEmail] = useState(access?.email ?? '');
  const [category, setCategory] = useState<string>(preset.category);
  const [message, setMessage] = useState('');
  const [rating, setRating] = useState<number | null>(null);
  const [difficulty, setDifficulty] = useState('');
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle');
  const ids = { name: useId(), email: useId(), category: useId(), message: useId() };

  useEffect(() => {
    if (status !== 'sent') return;
    const timer = setTimeout(() => navigate('/'), FEEDBACK_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [status, navigate]);

  const warn = (description: string) =>
    toast({ title: FEEDBACK_MESSAGES.missingTitle, description, variant: 'destructive', duration: TOAST_MS.error });

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (status !== 'idle') return;
    const problem = preset.beta
      ? betaFeedbackError({ rating, difficulty })
      : generalFeedbackError({ email, category, message });
    if (problem) return warn(problem);
    setStatus('sending');
    const common = { username: username.trim(), message: message.trim(), puzzleNumber: preset.puzzleNumber };
    try {
      if (preset.beta) {
        const body = { ...common, email: email.trim(), category, rating, difficulty, won: preset.won };
        await api('/api/feedback/beta', { method: 'POST', body });
      } else {
        await api('/api/feedback', { method: 'POST', body: { ...common, email: email.trim(), category } });
      }
    } catch {
      setStatus('idle');
      toast({
        title: FEEDBACK_MESSAGES.failedTitle,
        description: FEEDBACK_MESSAGES.failed,
        variant: 'destructive',
        duration: TOAST_MS.error,
      });
      return;
    }
    setMessage('');
    setRating(null);
    setDifficulty('');
    setStatus('sent');
    const title = preset.beta ? FEEDBACK_MESSAGES.betaSentTitle : FEEDBACK_MESSAGES.sentTitle;
    toast({ title, description: FEEDBACK_MESSAGES.sent, variant: 'success', duration: TOAST_MS.success });
  }

  const title = preset.beta ? 'Beta Feedback' : 'Feedback';
  const categories = preset.beta ? BETA_FEEDBACK_CATEGORIES : FEEDBACK_CATEGORIES;
  const busy = status !== 'idle';

  const choices = (
    <>
      <ChoiceGroup
        legend="Rating"
        name="rating"
        options={RATINGS}
        value={rating}
        onChange={setRating}
        disabled={busy}
      />
      <ChoiceGroup
        legend="Difficulty"
        name="difficulty"
        options={DIFFICULTIES}
        value={difficulty}
        onChange={setDifficulty}
        disabled={busy}
      />
    </>
  );
  const topic = (
    <>
      <Field id={ids.category} label="Category">
        <select
          id={ids.category}
          className={`${ui.input} ${s.select}`}
          value={category}
          onChange={(e) => setCategory(e.target.value)}
          disabled={busy}
          required={!preset.beta}
        >
          {!preset.beta && <option value="">Choose a category</option>}
          {categories.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </Field>
      <Field id={ids.message} label="Message" optional={preset.beta}>
        <textarea
          id={ids.message}
          className={s.textarea}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          maxLength={FEEDBACK_LIMITS.message}
          placeholder={
            preset.beta ? 'What clicked, what felt unfair, which tile fooled you?' : 'Tell us what is on your mind'
          }
          disabled={busy}
          required={!preset.beta}
        />
      </Field>
    </>
  );
  const identity = (
    <>
      <Field id={ids.name} label="Name" optional>
        <input
          id={ids.name}
          className={ui.input}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          maxLength={FEEDBACK_LIMITS.username}
          autoComplete="nickname"
          disabled={busy}
        />
      </Field>
      <Field
        id={ids.email}
        label="E-mail"
        optional={preset.beta}
        hint="Only used to answer you. Never shared, never sold."
      >
        <input
          id={ids.email}
          className={ui.input}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          maxLength={FEEDBACK_LIMITS.email}
          placeholder="you@example.com"
          autoComplete="email"
          disabled={busy}
          required={!preset.beta}
        />
      </Field>
    </>
  );

  return (
    <StaticPage
      title={title}
      kicker={preset.beta ? 'Beta testers' : 'Talk to us'}
      lead={LEADS[category] ?? 'Found a bug, loved a category, want in on the beta? We read every message.'}
    >
      {status === 'sent' ? (
        <section className={`${ui.card} ${s.form}`}>
          <h2 className={s.sentTitle}>{preset.beta ? FEEDBACK_MESSAGES.betaSentTitle : FEEDBACK_MESSAGES.sentTitle}</h2>
          <p>{FEEDBACK_MESSAGES.sent} Taking you home…</p>
        </section>
      ) : (
        <form className={`${ui.card} ${ui.stack} ${s.form}`} onSubmit={submit} noValidate aria-busy={busy}>
          {(preset.puzzleNumber || preset.won !== null) && (
            <p className={s.chips}>
              {preset.puzzleNumber && <span className={s.chip}>Puzzle #{preset.puzzleNumber}</span>}
              {preset.won !== null && <span className={s.chip}>{preset.won ? 'You won' : 'You lost'}</span>}
            </p>
          )}
          {preset.beta ? (
            <>
              {choices}
              {topic}
              {identity}
            </>
          ) : (
            <>
              {identity}
              {topic}
            </>
          )}
          <button type="submit" className={`${ui.button.primary} ${ui.fullWidth}`} disabled={busy}>
            {status === 'sending' ? 'Sending…' : preset.beta ? 'Submit Rating' : 'Send Feedback'}
          </button>
        </form>
      )}
    </StaticPage>
  );
}
