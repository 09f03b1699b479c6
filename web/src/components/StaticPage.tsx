import { type ReactNode, useEffect } from 'react';
import { Link } from 'wouter';
import { AdvertiseBanner } from './AdvertiseBanner';
import { Logotype } from './Logotype';
import * as s from './StaticPage.css';

const FOOTER_LINKS = [
  ['/blog', 'Blog'],
  ['/feedback', 'Feedback'],
  ['/advertise', 'Advertise'],
  ['/privacy', 'Privacy'],
  ['/terms', 'Terms of Service'],
] as const;

interface StaticPageProps {
  title: string;
  kicker?: string;
  lead?: ReactNode;
  /** The Advertise page leaves its own banner out: it is where the banner leads. */
  advertise?: boolean;
  children: ReactNode;
}

/** The shared frame of the open pages: a header home, the page, and a footer with the advertise banner. */
export function StaticPage({ title, kicker, lead, advertise = true, children }: StaticPageProps) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · 16 Bars`;
    return () => {
      document.title = previous;
    };
  }, [title]);

  return (
    <>
      <header className={s.header}>
        <div className={s.headerInner}>
          <Logotype className={s.logo} />
          <Link href="/" className={s.homeLink}>
            ← Back to the game
          </Link>
        </div>
      </header>
      <main className={s.main}>
        {kicker && <p className={s.kicker}>{kicker}</p>}
        <h1 className={s.title}>{title}</h1>
        {lead && <p className={s.lead}>{lead}</p>}
        {children}
      </main>
      <footer className={s.footer}>
        {advertise && <AdvertiseBanner />}
        <nav aria-label="More from 16 Bars" className={s.footerLinks}>
          {FOOTER_LINKS.map(([href, label]) => (
            <Link key={href} href={href}>
              {label}
            </Link>
          ))}
        </nav>
      </footer>
    </>
  );
}
