import {
  Anchor, BookOpen, CalendarCheck, ChefHat, Clock, Compass, Dumbbell, FileText, Flame, Heart, Leaf, Map,
  MessagesSquare, NotebookPen, PlayCircle, Repeat, ShieldCheck, ShoppingBasket, Snowflake, Sprout, Sun, Target,
  TrendingDown, Trophy, Users, Utensils, Video, type LucideIcon,
} from 'lucide-react';
import type { IconName } from '../engine/iconNames';

/** Config icon names → components. Typed over every allowed name: leaving one out does not compile. */
export const icons: { [K in IconName]: LucideIcon } = {
  Anchor, BookOpen, CalendarCheck, ChefHat, Clock, Compass, Dumbbell, FileText, Flame, Heart, Leaf, Map,
  MessagesSquare, NotebookPen, PlayCircle, Repeat, ShieldCheck, ShoppingBasket, Snowflake, Sprout, Sun, Target,
  TrendingDown, Trophy, Users, Utensils, Video,
};
