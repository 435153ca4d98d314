/**
 * SVG path data with fewer characters and the same drawing: numbers to one decimal (the icons are drawn on a
 * 24-unit grid at 18–36 px, where a twentieth of a unit is a twentieth of a pixel), and a path that can be
 * joined to the one before it.
 */

const NUMBER = /^[\s,]*(-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?)/i;
const FLAG = /^[\s,]*([01])/;

/** What each parameter of a command is: x, y, another number (radius, angle) or an arc's flag. */
const KINDS: Record<string, string> = { m: 'xy', l: 'xy', t: 'xy', h: 'x', v: 'y', c: 'xyxyxy', s: 'xyxy', q: 'xyxy', a: 'nnnffxy', z: '' };

/** A command's parameters; an arc's two flags are single digits, which may run into the next number ("0 017.5"). */
function parameters(text: string, arc: boolean): string[] {
  const values: string[] = [];
  let rest = text;
  for (;;) {
    const match = (arc && values.length % 7 >= 3 && values.length % 7 <= 4 ? FLAG : NUMBER).exec(rest);
    if (!match) return values;
    values.push(match[1]);
    rest = rest.slice(match[0].length);
  }
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Without a leading zero ("0.5" → ".5", "-0.01" → "-.01"). */
const shortText = (value: number) => (Object.is(value, -0) ? '0' : value.toString().replace(/^(-?)0\./, '$1.'));
const shortNumber = (value: number) => shortText(round(value));

/**
 * The path with every number to one decimal. Relative steps are rounded against the rounded position, so their
 * errors do not add up along the path; a step that rounding would make zero keeps its value (lucide draws dots
 * as `h.01`, which round caps make visible). The first moveto is written absolute (`m2 7 3 1` → `M2 7l3 1`), as
 * it is read anyway, so paths can be joined into one `d`. Numbers stay apart where a shortened one would run
 * into the next.
 */
export function roundPath(d: string): string {
  const exact = { x: 0, y: 0 };
  const rounded = { x: 0, y: 0 };
  let start = { exact: { ...exact }, rounded: { ...rounded } };
  let out = '';
  let previous = '';
  const write = (text: string) => {
    if (/^[A-Za-z]/.test(text)) previous = '';
    else if (previous && !text.startsWith('-') && !(text.startsWith('.') && previous.includes('.'))) out += ' ';
    out += text;
    if (!/^[A-Za-z]/.test(text)) previous = text;
  };
  for (const [, command, text] of d.matchAll(/([MLHVCSQTAZ])([^MLHVCSQTAZ]*)/gi)) {
    const kind = command.toLowerCase();
    const relative = command === kind;
    if (kind === 'z') {
      write(command);
      Object.assign(exact, start.exact);
      Object.assign(rounded, start.rounded);
      continue;
    }
    const kinds = KINDS[kind];
    const values = parameters(text, kind === 'a');
    const first = out === '';
    write(first && kind === 'm' ? 'M' : command);
    for (let segment = 0; segment + kinds.length <= values.length; segment += kinds.length) {
      if (first && command === 'm' && segment === kinds.length) write('l');
      const raw = values.slice(segment, segment + kinds.length);
      const end = { exact: { ...exact }, rounded: { ...rounded } };
      const numbers = [...kinds].map((type, index) => {
        if (type === 'f') return raw[index];
        if (type === 'n') return shortNumber(Number(raw[index]));
        const axis = type as 'x' | 'y';
        const absolute = (relative ? exact[axis] : 0) + Number(raw[index]);
        end.exact[axis] = absolute;
        end.rounded[axis] = round(absolute);
        return shortNumber(relative ? round(absolute) - rounded[axis] : absolute);
      });
      const vanished = relative && [...kinds].every((type, index) => !'xy'.includes(type) || numbers[index] === '0');
      if (vanished && raw.some((value, index) => 'xy'.includes(kinds[index]) && Number(value) !== 0)) {
        [...kinds].forEach((type, index) => {
          if (!'xy'.includes(type)) return;
          numbers[index] = shortText(Number(raw[index]));
          end.rounded[type as 'x' | 'y'] = rounded[type as 'x' | 'y'] + Number(raw[index]);
        });
      }
      for (const number of numbers) write(number);
      Object.assign(exact, end.exact);
      Object.assign(rounded, end.rounded);
      if (kind === 'm' && segment === 0) start = { exact: { ...exact }, rounded: { ...rounded } };
    }
  }
  return out;
}
