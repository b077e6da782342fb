import {themes, type PrismTheme} from 'prism-react-renderer';

/**
 * Visual Studio's themes with the token colours below WCAG AA (4.5:1) made just legible, keyed
 * by an entry's token types (and languages, after `@`).
 */
export const contrastFixes = {
  light: {
    // Pure red on white: 4.0:1.
    'attr-name': '#e50000',
  },
  dark: {
    // Navy on near-black: 1.0:1. Declarations read as comments do.
    prolog: 'rgb(106, 153, 85)',
    // Greyish blue: 3.1:1.
    constant: '#4fc1ff',
    // Mid grey: 4.2:1.
    'punctuation@markup': '#8f8f8f',
  },
} as const;

export function entryKey(entry: PrismTheme['styles'][number]): string {
  const types = entry.types.join(',');
  return entry.languages ? `${types}@${entry.languages.join(',')}` : types;
}

function withColours(base: PrismTheme, colours: Readonly<Record<string, string>>): PrismTheme {
  return {
    ...base,
    styles: base.styles.map((entry) => {
      const color = colours[entryKey(entry)];
      return color === undefined ? entry : {...entry, style: {...entry.style, color}};
    }),
  };
}

export const lightCodeTheme = withColours(themes.vsLight, contrastFixes.light);
export const darkCodeTheme = withColours(themes.vsDark, contrastFixes.dark);
