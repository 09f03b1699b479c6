import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { StaticPage } from '../../components/StaticPage';
import { publicConfig } from '../../lib/config';
import * as ui from '../../styles/ui.css';
import * as s from './static.css';

/** Spec 000 §2: the Bar Fights blog is coming; Subscribe opens the mailing-list signup page (MAILING_LIST_URL). */
export default function BarFightsPage() {
  const [signupUrl, setSignupUrl] = useState<string | null | undefined>(undefined);

  useEffect(() => {
    publicConfig()
      .then((config) => setSignupUrl(config.mailingListUrl))
      .catch(() => setSignupUrl(null));
  }, []);

  return (
    <StaticPage
      title="Bar Fights"
      kicker="A new blog from 16 Bars"
      lead="Two verses step in the ring. We break down the punchlines, the flows and the wordplay, and you pick the winner."
    >
      <p className={s.comingSoon}>Coming soon</p>
      <div className={s.prose}>
        <p>
          Bar Fights is where we put famous verses side by side and argue about them properly: the double meanings you
          missed, the rhyme schemes that look simple until you map them, the one line that changed everything. The first
          rounds are being written now.
        </p>
        <p>Subscribe and the first Bar Fight lands in your inbox the day it goes live. No spam, one click to leave.</p>
      </div>
      <div className={s.ctaRow}>
        <button
          type="button"
          className={ui.button.primary}
          disabled={!signupUrl}
          onClick={() => signupUrl && window.open(signupUrl, '_blank', 'noopener,noreferrer')}
        >
          Subscribe for Updates
        </button>
        <Link href="/barfightsfuture" className={ui.button.secondary}>
          What comes after
        </Link>
      </div>
      {signupUrl === null && <p className={s.note}>Signups open shortly. Check back soon.</p>}
    </StaticPage>
  );
}
