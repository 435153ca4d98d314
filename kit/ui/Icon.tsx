import type { IconName } from '../model/iconNames';
import { icons } from '../icons';

/** A config-named icon. Decorative: the text next to it carries the meaning. */
export function Icon({ name, size = 26 }: { name: IconName; size?: number }) {
  const Component = icons[name];
  return <Component size={size} strokeWidth={1.8} aria-hidden="true" focusable="false" />;
}
