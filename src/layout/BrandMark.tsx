/**
 * The lighthouse mark beside the brand name, drawn inline so the first screen requests no image for
 * it. The same drawing is the favicon, public/images/favicon.svg (a test keeps the two alike).
 */
export function BrandMark({ size }: { size: number }) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="32" fill="#F6EFE3" />
      <path d="M28 14 L36 14 L39 46 L25 46 Z" fill="#0F5257" />
      <path d="M26 26 L38 26 L38.6 32 L25.4 32 Z" fill="#A8412E" />
      <path d="M27 10 L32 5 L37 10 Z" fill="#A8412E" />
      <path d="M6 48 Q14 43 22 48 T38 48 T54 48 T62 48" stroke="#0F5257" strokeWidth="4" fill="none" strokeLinecap="round" />
    </svg>
  );
}
