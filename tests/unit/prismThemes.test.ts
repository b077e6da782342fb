/** @jest-environment node */
import {themes, type PrismTheme} from 'prism-react-renderer';
import config from '../../docusaurus.config';
import {contrastFixes, entryKey} from '../../src/prismThemes';
import {contrast} from '../shared/colour';

/** Every text colour of a theme that falls below AA (4.5:1) on its code background. */
function belowAA(theme: PrismTheme): string[] {
  const background = theme.plain.backgroundColor as string;
  const colours: [string, string, number][] = [['plain', theme.plain.color as string, 1]];
  for (const entry of theme.styles) {
    if (entry.style.color === undefined) continue;
    colours.push([entryKey(entry), entry.style.color, Number(entry.style.opacity ?? 1)]);
  }
  return colours
    .map(([key, colour, opacity]) => [key, colour, contrast(colour, background, opacity)] as const)
    .filter(([, , ratio]) => ratio < 4.5)
    .map(([key, colour, ratio]) => `${key} ${colour} on ${background}: ${ratio.toFixed(2)}:1`);
}

const prism = config.themeConfig.prism;

describe('code block colours', () => {
  it('computes WCAG contrast as the standard defines it', () => {
    expect(contrast('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrast('hsl(0, 0%, 0%)', 'rgb(255, 255, 255)')).toBeCloseTo(21, 5);
    expect(contrast('rgba(0, 0, 0, 0.5)', '#fff')).toBeCloseTo(contrast('#808080', '#fff'), 1);
  });

  it.each([
    ['light', prism.theme, themes.vsLight, contrastFixes.light],
    ['dark', prism.darkTheme, themes.vsDark, contrastFixes.dark],
  ] as const)(
    'reach AA for every token in the %s theme, by fixes the base needs',
    (_, theme, base, fixes) => {
      expect(belowAA(theme)).toEqual([]);
      // The unmodified Visual Studio theme fails, and every fix is of an entry it still has.
      expect(belowAA(base)).not.toEqual([]);
      const keys = base.styles.map(entryKey);
      expect(Object.keys(fixes).filter((key) => !keys.includes(key))).toEqual([]);
    },
  );
});
