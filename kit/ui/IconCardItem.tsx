import type { AccentName, IconName } from '../model/iconNames';
import { Icon } from './Icon';
import { Card, IconBubble } from './layout';

/** One card of a card grid: tinted icon, title and text. Used by pain points, benefits and the home page. */
export function IconCardItem({ icon, accent, title, text }: { icon: IconName; accent: AccentName; title: string; text: string }) {
  return (
    <Card>
      <IconBubble $accent={accent}>
        <Icon name={icon} />
      </IconBubble>
      <h3>{title}</h3>
      <p>{text}</p>
    </Card>
  );
}
