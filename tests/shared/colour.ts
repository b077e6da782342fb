import {contrastRatio} from './design.mjs';

/** Red, green, blue (0–255) and alpha (0–1). */
export type Rgba = [number, number, number, number];

/** Reads #hex, rgb(a) and hsl(a): the notations of Prism themes and of computed styles. */
export function parseColour(text: string): Rgba {
  const value = text.replace('!important', '').trim();
  const hex = /^#([0-9a-f]{3,8})$/i.exec(value)?.[1];
  if (hex !== undefined && [3, 4, 6, 8].includes(hex.length)) {
    const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex;
    const byte = (index: number) => parseInt(full.slice(index * 2, index * 2 + 2), 16);
    return [byte(0), byte(1), byte(2), full.length === 8 ? byte(3) / 255 : 1];
  }
  const fn = /^(rgb|hsl)a?\(([^)]*)\)$/.exec(value);
  if (fn) {
    const parts = (fn[2] as string)
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(parseFloat);
    const [a = 0, b = 0, c = 0, alpha = 1] = parts;
    if (fn[1] === 'rgb') return [a, b, c, alpha];
    const [s, l] = [b / 100, c / 100];
    const k = (n: number) => (n + a / 30) % 12;
    const chroma = s * Math.min(l, 1 - l);
    const channel = (n: number) =>
      255 * (l - chroma * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1)));
    return [channel(0), channel(8), channel(4), alpha];
  }
  throw new Error(`Unknown colour notation: ${text}`);
}

/** WCAG 2 contrast of a (possibly translucent) text colour over an opaque background. */
export function contrast(foreground: string, background: string, opacity = 1): number {
  const bg = parseColour(background);
  const fg = parseColour(foreground);
  const alpha = fg[3] * opacity;
  const seen = [0, 1, 2].map((i) => (fg[i] as number) * alpha + (bg[i] as number) * (1 - alpha));
  return contrastRatio(seen, bg);
}
