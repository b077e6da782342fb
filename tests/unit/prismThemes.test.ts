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
    ['light', prism.theme],
    ['dark', prism.darkTheme],
  ])('reach AA contrast for every token in the %s theme', (_mode, theme) => {
    expect(belowAA(theme)).toEqual([]);
  });

  it('would fail with the unmodified Visual Studio themes (the fixes are needed)', () => {
    expect(belowAA(themes.vsLight)).not.toEqual([]);
    expect(belowAA(themes.vsDark)).not.toEqual([]);
  });

  it.each([
    ['light', themes.vsLight, contrastFixes.light],
    ['dark', themes.vsDark, contrastFixes.dark],
  ] as const)('fix only entries the %s base theme still has', (_mode, base, fixes) => {
    const keys = base.styles.map(entryKey);
    expect(Object.keys(fixes).filter((key) => !keys.includes(key))).toEqual([]);
  });
});
