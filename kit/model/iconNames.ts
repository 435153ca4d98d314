/**
 * The icons an edition or the site config may name. The list is closed on purpose: the browser bundle
 * only carries these icons, and `kit/icons.ts` must map every name to a lucide-react component
 * (a missing one is a compile error).
 */
export const iconNames = [
  'TrendingDown',
  'Repeat',
  'Map',
  'Dumbbell',
  'CalendarCheck',
  'Video',
  'FileText',
  'Users',
  'MessagesSquare',
  'BookOpen',
  'Utensils',
  'ChefHat',
  'PlayCircle',
  'Sprout',
  'Flame',
  'Anchor',
  'Sun',
  'Snowflake',
  'Leaf',
  'Trophy',
  'Heart',
  'Target',
  'Compass',
  'NotebookPen',
  'ShoppingBasket',
  'Clock',
  'ShieldCheck',
] as const;

export type IconName = (typeof iconNames)[number];

/** Accent colours a card may use; the theme maps each to a background and a foreground. */
export const accentNames = ['sea', 'sage', 'sand', 'rose', 'sun', 'plum'] as const;
export type AccentName = (typeof accentNames)[number];
