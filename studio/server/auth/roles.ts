/**
 * The hosted studio's roles. A person has one or more; none implies another (a one-person team has all three).
 * - Redaktion: edit, save, create, upload (and, in a later step, ask for approval);
 * - Freigabe: publish and roll back (and approve);
 * - Verwaltung: manage accounts (today by `npm run studio:users`).
 */
export const ROLES = ['Redaktion', 'Freigabe', 'Verwaltung'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);
