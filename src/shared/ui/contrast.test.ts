/**
 * The UI kit's text and control colours meet WCAG 2.1 AA against the surfaces they sit on
 * (4.5:1 for text, 3:1 for control borders and focus rings), computed from the tokens.
 */
import { theme } from '../theme/tokens';

const { colors } = theme;

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** The surfaces a colour falls short on, with the ratio it reaches there. */
function failing(colour: string, surfaces: readonly (keyof typeof colors)[], minimum: number): string[] {
  return surfaces.map((surface) => [surface, contrast(colour, colors[surface])] as const).filter(([, ratio]) => ratio < minimum).map(([surface, ratio]) => `${surface}: ${ratio.toFixed(2)}:1`);
}

describe('token contrast', () => {
  it.each([
    ['text', colors.text, ['page', 'surface', 'subtle', 'rangeSurface']],
    ['textMuted', colors.textMuted, ['page', 'surface', 'subtle']],
    ['heading', colors.heading, ['page', 'surface']],
    ['link', colors.link, ['page', 'surface', 'subtle']],
    ['brand', colors.brand, ['page', 'surface', 'subtle']],
    ['onBrand', colors.onBrand, ['brand', 'brandStrong']],
    ['danger', colors.danger, ['page', 'surface', 'dangerSurface']],
    ['success', colors.success, ['surface', 'successSurface']],
    ['onTooltip', colors.onTooltip, ['tooltip']],
    ['onSelected', colors.onSelected, ['selected']],
  ] as const)('%s is at least 4.5:1 as text on its surfaces', (_name, foreground, surfaces) => {
    expect(failing(foreground, surfaces, 4.5)).toEqual([]);
  });

  it.each([
    ['controlBorder', colors.controlBorder, ['page', 'surface']],
    ['focusRing', colors.focusRing, ['brandStrong', 'focusInner']],
    ['focusInner', colors.focusInner, ['page', 'surface']],
  ] as const)('%s is at least 3:1 next to what surrounds it', (_name, colour, surfaces) => {
    expect(failing(colour, surfaces, 3)).toEqual([]);
  });
});
