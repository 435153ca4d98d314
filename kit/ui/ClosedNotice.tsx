import ArrowRight from 'lucide-react/icons/arrow-right';
import { formatDateUnbroken } from '../../engine/format';
import type { ClosedNotice as Closed } from '../model/sales';
import { ButtonLink } from './CheckoutLink';

/*
 * No styled components of their own: the boxes they sit in style them. A new styled component would
 * renumber every later one's class, and a page without a closed edition must build byte for byte as before.
 */

/**
 * Where a closed edition's checkout buttons were: the link to the current edition's page, a plain
 * link within the site (no new tab, nothing for the platform's helper to rewrite).
 */
export function CurrentEditionLink({ closed }: { closed: Closed }) {
  if (!closed.current) return null;
  return (
    <ButtonLink to={`/${closed.current.slug}`} data-current-edition-link="">
      Zur {closed.current.name}
      <ArrowRight size={20} aria-hidden="true" />
    </ButtonLink>
  );
}

/** The notice a closed edition shows instead of its offer: closed, and which edition is current now or that the next one is coming. */
export function ClosedNoticeText({ closed }: { closed: Closed }) {
  return (
    <>
      <p>
        <strong>{closed.notice}</strong>
      </p>
      {closed.current && (
        <p>
          Die aktuelle Edition ist die {closed.current.name} mit Start am {formatDateUnbroken(closed.current.startDate)}.
        </p>
      )}
      {closed.next && <p>{closed.next}</p>}
    </>
  );
}
