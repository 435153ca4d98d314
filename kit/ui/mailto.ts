/** A mailto link with a preset subject, encoded so umlauts and spaces survive every mail client. */
export const mailtoHref = (address: string, subject: string) => `mailto:${address}?subject=${encodeURIComponent(subject)}`;
