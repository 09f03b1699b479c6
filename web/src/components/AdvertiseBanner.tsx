import { Link } from 'wouter';
import * as s from './AdvertiseBanner.css';

/** Spec 001 §2: the clickable 'Advertise with 16 Bars' banner; it leads to /advertise. */
export function AdvertiseBanner() {
  return (
    <Link href="/advertise" className={s.banner}>
      <span>
        <span className={s.heading}>Advertise with 16 Bars</span>
        <span className={s.sub}>Reach hip-hop fans daily • Click to learn more</span>
      </span>
      <span className={s.arrow} aria-hidden="true">
        →
      </span>
    </Link>
  );
}
