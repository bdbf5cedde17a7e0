/** The club page path for a uri (the uri is a plain slug, encoded anyway). */
export function clubPath(uri: string): string {
  return `/club/${encodeURIComponent(uri)}`;
}

const DARK_TEXT = '#0b0b0e';
/** The raised surface club text sits on (theme surfaceRaised): accent text must read on it. */
const TEXT_BACKGROUND = '#1c1c22';
/** WCAG AA for body text, with a little room for the accent-tinted badges under it. */
const MIN_TEXT_CONTRAST = 4.8;

function rgb(color: string): [number, number, number] | null {
  const value = /^#([0-9a-f]{6})$/i.exec(color)?.[1];
  return value ? [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16)) as [number, number, number] : null;
}

function luminance([r, g, b]: [number, number, number]): number {
  const [lr, lg, lb] = [r, g, b].map((c) => c / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

/** WCAG contrast ratio of two #RRGGBB colours. */
export function contrast(a: string, b: string): number {
  const [la, lb] = [rgb(a), rgb(b)].map((c) => (c ? luminance(c) : 0));
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Near-black or white, whichever has more contrast on the club's theme colour (#RRGGBB). */
export function textOn(color: string): string {
  if (!rgb(color)) return '#ffffff';
  return contrast(DARK_TEXT, color) > contrast('#ffffff', color) ? DARK_TEXT : '#ffffff';
}

/** The club's colour for text on the dark theme: itself if it reads (4.8:1), else mixed with white until it does. */
export function readableAccent(color: string): string {
  const base = rgb(color);
  if (!base) return color;
  for (let white = 0; white <= 1; white += 0.05) {
    const mixed = `#${base.map((c) => Math.round(c + (255 - c) * white).toString(16).padStart(2, '0')).join('')}`;
    if (contrast(mixed, TEXT_BACKGROUND) >= MIN_TEXT_CONTRAST) return mixed;
  }
  return '#ffffff';
}

/** Inline style setting --club-accent (fills, borders) and --club-accent-text (text) for a subtree. */
export function accentVars(color: string) {
  return { ['--club-accent' as string]: color, ['--club-accent-text' as string]: readableAccent(color) };
}

/** Inline style for a button filled with the club's accent. */
export function accentButton(color: string) {
  return { backgroundColor: color, borderColor: color, color: textOn(color) };
}
