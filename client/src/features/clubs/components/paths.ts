/** The club page path for a uri (the uri is a plain slug, encoded anyway). */
export function clubPath(uri: string): string {
  return `/club/${encodeURIComponent(uri)}`;
}

/** Black or white, whichever reads better on the club's theme colour (#RRGGBB). */
export function textOn(color: string): string {
  const value = /^#([0-9a-f]{6})$/i.exec(color)?.[1];
  if (!value) return '#ffffff';
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.4 ? '#0b0b0e' : '#ffffff';
}

/** Inline style for a button filled with the club's accent. */
export function accentButton(color: string) {
  return { backgroundColor: color, borderColor: color, color: textOn(color) };
}
