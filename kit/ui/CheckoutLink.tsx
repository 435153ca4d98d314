import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { checkoutUrl, clickUrlOf, trackingKeyOf } from '../model/checkout';
import type { SectionContext } from '../model/types';
import { VisuallyHidden } from './VisuallyHidden';

export const NEW_TAB_NOTE = '(öffnet in neuem Tab)';

/** The checkout address for the page's edition (with the voucher only while the early-bird price applies, and the variant a visitor was shown). */
export const checkoutHref = ({ site, edition }: SectionContext) => checkoutUrl(site.checkout, edition.sales.offer, edition.slug, edition.variant);

/** Where the browser reports a click on it (the `ping` attribute): the site's own click URL for the page's tracking key. */
export const checkoutPing = ({ site, edition }: SectionContext) => clickUrlOf(site.origin, trackingKeyOf(edition.slug, edition.variant));

type Variant = 'primary' | 'secondary' | 'light';

const variants = {
  primary: css`
    background: ${({ theme }) => theme.color.cta};
    color: ${({ theme }) => theme.color.ctaText};
    border-color: ${({ theme }) => theme.color.cta};
    &:hover { background: ${({ theme }) => theme.color.ctaHover}; border-color: ${({ theme }) => theme.color.ctaHover}; }
  `,
  secondary: css`
    background: transparent;
    color: ${({ theme }) => theme.color.sea};
    border-color: ${({ theme }) => theme.color.sea};
    &:hover { background: ${({ theme }) => theme.color.seaTint}; }
  `,
  light: css`
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.seaDark};
    border-color: ${({ theme }) => theme.color.surface};
    &:hover { background: ${({ theme }) => theme.color.seaTint}; }
  `,
};

export const buttonStyle = css<{ $variant: Variant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 3.5rem;
  padding: 0.85rem 1.6rem;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-weight: 700;
  font-size: 1.125rem;
  line-height: 1.25;
  text-align: center;
  text-decoration: none;
  transition: background-color 0.15s ease, transform 0.15s ease;
  ${({ $variant }) => variants[$variant]}
  &:active { transform: translateY(1px); }
`;

const Anchor = styled.a<{ $variant: Variant }>`
  ${buttonStyle}
`;

/** A link within the site that looks like a checkout button (the same styled component, so no new classes). */
export function ButtonLink({
  to,
  variant = 'primary',
  children,
  ...data
}: { to: string; variant?: Variant; children: ReactNode } & Record<`data-${string}`, string>) {
  return (
    <Anchor as={Link} to={to} $variant={variant} {...data}>
      {children}
    </Anchor>
  );
}

/**
 * A checkout button: a plain link, opened in a new tab. It stays a plain link on purpose, so the
 * platform's promo-code helper can add the affiliate id to it. Its `ping` has the browser report the click to the
 * site's own host, which counts it from its log: no script, no cookie, no redirect.
 */
export function CheckoutLink({
  context,
  variant = 'primary',
  accessibleName,
  children,
}: {
  context: SectionContext;
  variant?: Variant;
  /** Spoken name when the visible label alone does not say where the link leads. Must start with the label. */
  accessibleName?: string;
  children: ReactNode;
}) {
  return (
    <Anchor
      href={checkoutHref(context)}
      ping={checkoutPing(context)}
      target="_blank"
      rel="noopener noreferrer"
      data-checkout-link=""
      $variant={variant}
      aria-label={accessibleName ? `${accessibleName} ${NEW_TAB_NOTE}` : undefined}
    >
      {children}
      {!accessibleName && <VisuallyHidden> {NEW_TAB_NOTE}</VisuallyHidden>}
    </Anchor>
  );
}
