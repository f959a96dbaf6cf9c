import { describe, expect, it } from 'vitest';
import { darkTheme, lightTheme, type PortalTheme } from '../themes';

/** WCAG 2.1 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const c = parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/** `color` at `share` over `background`, as the badges' `color-mix(… 12%, transparent)` renders. */
const tint = (color: string, background: string, share: number) =>
  '#' +
  [1, 3, 5]
    .map((at) =>
      Math.round(
        parseInt(color.slice(at, at + 2), 16) * share + parseInt(background.slice(at, at + 2), 16) * (1 - share),
      )
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');

describe.each([
  ['light', lightTheme],
  ['dark', darkTheme],
] as [string, PortalTheme][])('colour contrast of the %s theme (WCAG AA, 4.5:1)', (_name, theme) => {
  const { colors } = theme;
  const surfaces = [colors.background, colors.surface, colors.surfaceRaised, colors.surfaceHover];
  const badgeColours = {
    warning: colors.warning,
    danger: colors.danger,
    success: colors.success,
    info: colors.info,
    ...colors.status,
  };

  it.each(Object.entries(badgeColours))('a %s badge: its text on its own 12%% tint, on every surface', (_, colour) => {
    for (const surface of surfaces) {
      expect(contrast(colour, tint(colour, surface, 0.12))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('text on the solid fills: primary buttons and the unread-count badge', () => {
    expect(contrast(colors.onPrimary, colors.primary)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colors.onDanger, colors.danger)).toBeGreaterThanOrEqual(4.5);
  });
});
