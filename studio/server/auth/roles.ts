/**
 * The hosted studio's roles. A person has one or more; none implies another (a one-person team has all three).
 * - Redaktion: edit, save, create, upload, ask for approval;
 * - Freigabe: review, approve or give back, publish approved versions, roll back;
 * - Verwaltung: manage accounts (today by `npm run studio:users`).
 */
export const ROLES = ['Redaktion', 'Freigabe', 'Verwaltung'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);
