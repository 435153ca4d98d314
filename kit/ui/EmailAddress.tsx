/**
 * An e-mail address standing alone as link text, with a line-break opportunity after its „@“: where it does not fit
 * the line (a phone, a narrow card), it breaks into „name@“ and the domain instead of inside a word. Not after a
 * label („Kontakt: …“): there the break belongs after the label, which a <wbr> would take away.
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.indexOf('@');
  if (at < 0) return <>{address}</>;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}
