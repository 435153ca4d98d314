// One module per icon: lucide-react's index holds all of them, which the dev server would load whole.
import Anchor from 'lucide-react/icons/anchor';
import BookOpen from 'lucide-react/icons/book-open';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import ChefHat from 'lucide-react/icons/chef-hat';
import Clock from 'lucide-react/icons/clock';
import Compass from 'lucide-react/icons/compass';
import Dumbbell from 'lucide-react/icons/dumbbell';
import FileText from 'lucide-react/icons/file-text';
import Flame from 'lucide-react/icons/flame';
import Heart from 'lucide-react/icons/heart';
import Leaf from 'lucide-react/icons/leaf';
import MapIcon from 'lucide-react/icons/map';
import MessagesSquare from 'lucide-react/icons/messages-square';
import NotebookPen from 'lucide-react/icons/notebook-pen';
import PlayCircle from 'lucide-react/icons/circle-play';
import Repeat from 'lucide-react/icons/repeat';
import ShieldCheck from 'lucide-react/icons/shield-check';
import ShoppingBasket from 'lucide-react/icons/shopping-basket';
import Snowflake from 'lucide-react/icons/snowflake';
import Sprout from 'lucide-react/icons/sprout';
import Sun from 'lucide-react/icons/sun';
import Target from 'lucide-react/icons/target';
import TrendingDown from 'lucide-react/icons/trending-down';
import Trophy from 'lucide-react/icons/trophy';
import Users from 'lucide-react/icons/users';
import Utensils from 'lucide-react/icons/utensils';
import Video from 'lucide-react/icons/video';
import type { LucideIcon } from 'lucide-react';
import type { IconName } from './model/iconNames';

/** Config icon names → components. Typed over every allowed name: leaving one out does not compile. */
export const icons: { [K in IconName]: LucideIcon } = {
  Anchor,
  BookOpen,
  CalendarCheck,
  ChefHat,
  Clock,
  Compass,
  Dumbbell,
  FileText,
  Flame,
  Heart,
  Leaf,
  Map: MapIcon,
  MessagesSquare,
  NotebookPen,
  PlayCircle,
  Repeat,
  ShieldCheck,
  ShoppingBasket,
  Snowflake,
  Sprout,
  Sun,
  Target,
  TrendingDown,
  Trophy,
  Users,
  Utensils,
  Video,
};
