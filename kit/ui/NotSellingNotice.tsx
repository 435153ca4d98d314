import ArrowRight from 'lucide-react/icons/arrow-right';
import { formatDateUnbroken } from '#engine/format';
import type { NotSellingNotice } from '../model/sales';
import { ButtonLink } from './CheckoutLink';

/*
 * No styled components of their own: the boxes they sit in style them. A new styled component would
 * renumber every later one's class, and a page that sells must build byte for byte as before.
 */

/** The edition a page that does not sell sends visitors to: the one the home page promotes, else the next to open. */
const wayOnOf = (notice: NotSellingNotice) => notice.current ?? notice.upcoming;

/**
 * Where the checkout buttons of an edition that does not sell were: the link to the page of the edition
 * the home page promotes (or the next to open), a plain link within the site (no new tab, nothing for the
 * platform's helper to rewrite).
 */
export function WayOnLink({ notice }: { notice: NotSellingNotice }) {
  const target = wayOnOf(notice);
  if (!target) return null;
  return (
    <ButtonLink to={`/${target.slug}`} data-current-edition-link="">
      Zur {target.name}
      <ArrowRight size={20} aria-hidden="true" />
    </ButtonLink>
  );
}

/** The notice instead of an offer: not yet open or closed, and which edition sells now, opens next, or that the next one is coming. */
export function NotSellingNoticeText({ notice }: { notice: NotSellingNotice }) {
  return (
    <>
      <p>
        <strong>{notice.notice}</strong>
      </p>
      {notice.current && (
        <p>
          Die aktuelle Edition ist die {notice.current.name} mit Start am {formatDateUnbroken(notice.current.startDate)}.
        </p>
      )}
      {notice.upcoming && (
        <p>
          Die Anmeldung zur {notice.upcoming.name} öffnet am {formatDateUnbroken(notice.upcoming.salesStart)}.
        </p>
      )}
      {notice.next && <p>{notice.next}</p>}
    </>
  );
}
