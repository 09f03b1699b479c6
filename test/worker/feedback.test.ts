import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { desc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { app } from '../../worker/app';
import { betaFeedback, betaUsers, feedback, mailOutbox } from '../../worker/db/schema';
import { MAIL_MAX_ATTEMPTS, mailRetryPause } from '../../worker/lib/mailer';
import { runScheduled } from '../../worker/scheduled';
import { betaSession, call, db, json, setNow, useRealTime } from './helpers';

const general = {
  username: 'Rakim',
  email: 'rakim@example.com',
  category: 'Puzzle Feedback',
  message: 'The tricky group was genuinely tricky.',
  puzzleNumber: 12,
};
const errorOf = async (res: Response) => (await json<{ error: { message: string } }>(res)).error.message;
const latestMail = () => db().select().from(mailOutbox).orderBy(desc(mailOutbox.id)).get();

afterEach(() => {
  useRealTime();
  vi.restoreAllMocks();
});

describe('POST /api/feedback', () => {
  it('stores the feedback and queues the send-feedback mail to FEEDBACK_TO', async () => {
    const res = await call('/api/feedback', { method: 'POST', json: general });
    expect(res.status).toBe(201);
    const { id } = await json<{ id: number }>(res);
    const row = await db().select().from(feedback).where(eq(feedback.id, id)).get();
    expect(row).toMatchObject({ ...general });
    const mail = await latestMail();
    expect(mail).toMatchObject({ to: 'feedback@test.16bars.app', subject: '[16 Bars] Puzzle Feedback (puzzle #12)' });
    expect(mail?.text).toContain('From: Rakim <rakim@example.com>');
    expect(mail?.text).toContain('The tricky group was genuinely tricky.');
    expect(mail?.sentAt).toBeNull();
  });

  it.each([
    ['e-mail', { ...general, email: '' }],
    ['message', { ...general, message: '   ' }],
    ['category', { ...general, category: undefined }],
    ['a known category', { ...general, category: 'Beta Feedback' }],
  ])('refuses feedback without %s with "Please fill in all required fields."', async (_what, body) => {
    const before = (await db().select().from(feedback).all()).length;
    const res = await call('/api/feedback', { method: 'POST', json: body });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe('Please fill in all required fields.');
    expect((await db().select().from(feedback).all()).length).toBe(before);
  });

  it('refuses an e-mail that is not one with "Invalid email address"', async () => {
    const res = await call('/api/feedback', { method: 'POST', json: { ...general, email: 'rakim at example' } });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe('Invalid email address');
  });

  it('accepts every category of the form, the username being optional', async () => {
    for (const category of ['Bug Report', 'Request Beta Access', 'Other Issue', 'Advertising Request']) {
      const res = await call('/api/feedback', { method: 'POST', json: { ...general, username: undefined, category } });
      expect(res.status).toBe(201);
    }
    expect((await latestMail())?.subject).toBe('[16 Bars] Advertising Request (puzzle #12)');
  });
});

describe('POST /api/feedback/beta', () => {
  const rating = { rating: 4, difficulty: 'Just Right', puzzleNumber: 7, won: true, category: 'Beta Puzzle Rating' };

  it('needs beta access', async () => {
    const res = await call('/api/feedback/beta', { method: 'POST', json: rating });
    expect(res.status).toBe(401);
  });

  it('stores the rating, counts the feedback_submitted activity and mails it with the tester e-mail', async () => {
    const tester = await betaSession('tester@example.com');
    setNow('2026-06-01T12:00:00Z');
    const res = await call('/api/feedback/beta', {
      method: 'POST',
      json: { ...rating, message: 'Loved the red herring.' },
      headers: { Cookie: tester.cookie },
    });
    expect(res.status).toBe(201);
    const rows = await db().select().from(betaFeedback).where(eq(betaFeedback.betaUserId, tester.betaUserId)).all();
    expect(rows).toEqual([
      expect.objectContaining({
        puzzleNumber: 7,
        rating: 4,
        difficulty: 'Just Right',
        comments: 'Loved the red herring.',
        won: true,
      }),
    ]);
    const user = await db().select().from(betaUsers).where(eq(betaUsers.id, tester.betaUserId)).get();
    expect(user).toMatchObject({ feedbackCount: 1, lastActive: Date.parse('2026-06-01T12:00:00Z') });
    const mail = await latestMail();
    expect(mail?.subject).toBe('[16 Bars] Beta Puzzle Rating (puzzle #7)');
    expect(mail?.text).toContain('<tester@example.com>');
    expect(mail?.text).toContain('Rating: 4/5');
    expect(mail?.text).toContain('Difficulty: Just Right');
    expect(mail?.text).toContain('Won: yes');
  });

  it('takes a rating without a message (the beta message is optional)', async () => {
    const tester = await betaSession();
    const res = await call('/api/feedback/beta', { method: 'POST', json: rating, headers: { Cookie: tester.cookie } });
    expect(res.status).toBe(201);
    const user = await db().select().from(betaUsers).where(eq(betaUsers.id, tester.betaUserId)).get();
    expect(user?.feedbackCount).toBe(1);
  });

  it.each([
    ['no rating', { ...rating, rating: undefined }],
    ['a rating of 6', { ...rating, rating: 6 }],
    ['a rating of 0', { ...rating, rating: 0 }],
    ['no difficulty', { ...rating, difficulty: undefined }],
    ['an unknown difficulty', { ...rating, difficulty: 'Impossible' }],
  ])('refuses %s with "Please provide a rating and difficulty assessment."', async (_what, body) => {
    const tester = await betaSession();
    const res = await call('/api/feedback/beta', { method: 'POST', json: body, headers: { Cookie: tester.cookie } });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe('Please provide a rating and difficulty assessment.');
    const user = await db().select().from(betaUsers).where(eq(betaUsers.id, tester.betaUserId)).get();
    expect(user?.feedbackCount).toBe(0);
  });
});

describe('GET /dev/outbox', () => {
  it('lists the mails newest first in development', async () => {
    await call('/api/feedback', { method: 'POST', json: { ...general, message: 'outbox check' } });
    const res = await app.request('/dev/outbox', {}, { ...env, APP_ENV: 'development' });
    expect(res.status).toBe(200);
    const { mails } = await json<{ mails: { to: string; text: string; createdAt: number }[] }>(res);
    expect(mails.length).toBeGreaterThan(0);
    expect(mails[0]?.text).toContain('outbox check');
    expect(mails[0]?.to).toBe('feedback@test.16bars.app');
  });

  it('does not exist outside development', async () => {
    expect((await call('/dev/outbox')).status).toBe(404);
  });
});

describe('the HTTP mail transport', () => {
  const httpEnv = {
    ...env,
    MAIL_TRANSPORT: 'http',
    MAIL_HTTP_URL: 'https://mail.example.com/send',
    MAIL_HTTP_TOKEN: 't0k',
  };
  const post = (ctx: ExecutionContext) =>
    app.request(
      '/api/feedback',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: 'http://localhost' },
        body: JSON.stringify({ ...general, message: `via http ${Math.random()}` }),
      },
      httpEnv,
      ctx,
    );

  it('POSTs {from,to,subject,text} with the bearer token and marks the mail sent', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 202 }));
    const ctx = createExecutionContext();
    expect((await post(ctx)).status).toBe(201);
    await waitOnExecutionContext(ctx);
    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://mail.example.com/send');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer t0k');
    const sent = JSON.parse(String(init.body));
    expect(sent).toMatchObject({ from: '16 Bars <noreply@test.16bars.app>', to: 'feedback@test.16bars.app' });
    expect((await latestMail())?.sentAt).toEqual(expect.any(Number));
  });

  describe('retries from the cron', () => {
    /** Feedback whose mail the provider refuses at first; returns the outbox row and a fetch spy for it. */
    async function refusedMail() {
      const marker = `retry-${Math.random().toString(36).slice(2)}`;
      let accept = false;
      const fetchSpy = vi
        .spyOn(globalThis, 'fetch')
        .mockImplementation(async () =>
          accept ? new Response('{}', { status: 202 }) : new Response('', { status: 503 }),
        );
      vi.spyOn(console, 'error').mockImplementation(() => {});
      vi.spyOn(console, 'log').mockImplementation(() => {});
      const ctx = createExecutionContext();
      const res = await app.request(
        '/api/feedback',
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: 'http://localhost' },
          body: JSON.stringify({ ...general, message: marker }),
        },
        httpEnv,
        ctx,
      );
      expect(res.status).toBe(201);
      await waitOnExecutionContext(ctx);
      const row = await latestMail();
      if (!row) throw new Error('no mail was written');
      // Calls for this mail only: other tests' unsent mail may be retried in the same runs.
      const tries = () => fetchSpy.mock.calls.filter(([, init]) => String(init?.body).includes(marker)).length;
      return { row, tries, acceptFromNowOn: () => (accept = true) };
    }
    const mailRow = (id: number) => db().select().from(mailOutbox).where(eq(mailOutbox.id, id)).get();

    it('tries again after 1, then 2 minutes, and marks the mail sent once the provider takes it', async () => {
      const { row, tries, acceptFromNowOn } = await refusedMail();
      expect(row).toMatchObject({ attempts: 1, sentAt: null });
      const t0 = row.lastAttemptAt as number;

      await runScheduled(httpEnv, t0 + 30_000);
      expect(tries()).toBe(1);
      await runScheduled(httpEnv, t0 + 60_000);
      expect(tries()).toBe(2);
      expect(await mailRow(row.id)).toMatchObject({ attempts: 2, sentAt: null });

      acceptFromNowOn();
      await runScheduled(httpEnv, t0 + 60_000 + 90_000);
      expect(tries()).toBe(2);
      await runScheduled(httpEnv, t0 + 60_000 + 120_000);
      expect(tries()).toBe(3);
      expect(await mailRow(row.id)).toMatchObject({ attempts: 3, sentAt: expect.any(Number) });

      await runScheduled(httpEnv, t0 + 3_600_000);
      expect(tries()).toBe(3);
    });

    it(`gives up after ${MAIL_MAX_ATTEMPTS} tries`, async () => {
      const { row, tries } = await refusedMail();
      let at = row.lastAttemptAt as number;
      for (let attempt = 1; attempt < MAIL_MAX_ATTEMPTS; attempt++) {
        at += mailRetryPause(attempt);
        await runScheduled(httpEnv, at);
      }
      expect(tries()).toBe(MAIL_MAX_ATTEMPTS);
      await runScheduled(httpEnv, at + 3_600_000);
      expect(tries()).toBe(MAIL_MAX_ATTEMPTS);
      expect(await mailRow(row.id)).toMatchObject({ attempts: MAIL_MAX_ATTEMPTS, sentAt: null });
    });

    it('sends a mail once when cron runs overlap', async () => {
      const { row, tries, acceptFromNowOn } = await refusedMail();
      acceptFromNowOn();
      const due = (row.lastAttemptAt as number) + 60_000;
      await Promise.all(Array.from({ length: 5 }, () => runScheduled(httpEnv, due)));
      expect(tries()).toBe(2);
      expect(await mailRow(row.id)).toMatchObject({ attempts: 2, sentAt: expect.any(Number) });
    });

    it('reaches a due mail behind many that are still pausing', async () => {
      const { row, tries, acceptFromNowOn } = await refusedMail();
      acceptFromNowOn();
      const due = (row.lastAttemptAt as number) + 60_000;
      // Sixty older mails, each just tried and so still in its pause at `due`.
      const pausing = Array.from({ length: 60 }, (_, i) =>
        db()
          .insert(mailOutbox)
          .values({
            to: 'x@example.com',
            subject: `pausing ${i}`,
            text: 'pausing',
            createdAt: due - 3_600_000 + i,
            attempts: 1,
            lastAttemptAt: due - 1_000,
          }),
      );
      await db().batch(pausing as [(typeof pausing)[number], ...typeof pausing]);
      await runScheduled(httpEnv, due);
      expect(tries()).toBe(2);
      expect((await mailRow(row.id))?.sentAt).toEqual(expect.any(Number));
    });

    it('leaves the outbox alone when the outbox is the transport', async () => {
      const fetchSpy = vi.spyOn(globalThis, 'fetch');
      await runScheduled(env, Date.now() + 3_600_000);
      expect(fetchSpy).not.toHaveBeenCalled();
    });
  });

  it('keeps an undelivered mail in the outbox and still accepts the feedback', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('down', { status: 503 }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const ctx = createExecutionContext();
    expect((await post(ctx)).status).toBe(201);
    await waitOnExecutionContext(ctx);
    expect((await latestMail())?.sentAt).toBeNull();
  });
});
