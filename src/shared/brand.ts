import { z } from 'zod';

// A company's brand as candidates see it: its colour on buttons, links and accents, in the light and the dark theme
// (decision 089).

/** The colour a company without its own wears: the careers pages' and the app's indigo. */
export const DEFAULT_BRAND_COLOR = '#4338ca';

/** WCAG 2.2 AA for body text (1.4.3). */
const MIN_TEXT_CONTRAST = 4.5;

/** The page and card backgrounds of each theme, as the web app and the careers pages draw them (slate-50/white, slate-950/900). */
const BACKGROUNDS = { light: ['#f8fafc', '#ffffff'], dark: ['#020617', '#0f172a'] } as const;
const WHITE = '#ffffff';

/**
 * How far the dark theme lifts the colour toward white for its links and accents. A fixed lift keeps the shade
 * recognisably the company's; a colour so dark that even lifted it stays unreadable on a dark page is refused.
 */
const DARK_LIFT = 0.4;

export const BRAND_MESSAGES = {
  colorFormat: 'Enter the brand colour as # and six hexadecimal digits, like #4338ca.',
  tooLightForButtons: (ratio: string) =>
    `This colour is too light: white button text on it has a contrast of ${ratio}:1, and needs at least 4.5:1. Choose a darker shade.`,
  tooLightForLinks: (ratio: string) =>
    `This colour is too light: as link text on the light page it has a contrast of ${ratio}:1, and needs at least 4.5:1. Choose a darker shade.`,
  tooDarkForDarkTheme: (ratio: string) =>
    `This colour is too dark for the dark theme: its links there have a contrast of ${ratio}:1 on the dark page, and need at least 4.5:1. Choose a brighter or more saturated shade.`,
} as const;

const HEX = /^#[0-9a-f]{6}$/;

function channels(hex: string): [number, number, number] {
  return [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16)) as [number, number, number];
}

const toHex = (rgb: readonly number[]) =>
  `#${rgb.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;

/** Relative luminance, WCAG 2.2's definition. */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two `#rrggbb` colours, from 1 to 21. */
function contrastRatio(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/** The brand colour as the dark theme's links and accents show it: lifted toward white by `DARK_LIFT`. */
export function darkThemeAccent(color: string): string {
  return mix(color, 255, DARK_LIFT);
}

/** One text-on-background pair the rule checks, with its contrast. */
interface BrandContrastCheck {
  theme: 'light' | 'dark';
  use: 'button' | 'link';
  text: string;
  background: string;
  ratio: number;
}

/**
 * Every pair a brand colour must keep at 4.5:1: in both themes, white text on the colour (buttons keep the brand's
 * own shade in the dark theme too); in the light theme, the colour as link text on the page and card backgrounds; in
 * the dark theme, its lifted shade (`darkThemeAccent`) as link text on the dark page and card backgrounds.
 */
function brandContrastChecks(color: string): BrandContrastCheck[] {
  const accent = darkThemeAccent(color);
  const pair = (theme: 'light' | 'dark', use: 'button' | 'link', text: string, background: string) => ({
    theme,
    use,
    text,
    background,
    ratio: contrastRatio(text, background),
  });
  return [
    pair('light', 'button', WHITE, color),
    pair('dark', 'button', WHITE, color),
    ...BACKGROUNDS.light.map((background) => pair('light', 'link', color, background)),
    ...BACKGROUNDS.dark.map((background) => pair('dark', 'link', accent, background)),
  ];
}

/** Rounded down, so that a ratio shown as 4.5 always passes. */
const shown = (ratio: number) => (Math.floor(ratio * 10) / 10).toFixed(1);

/** What is wrong with a well-formed brand colour, or undefined when every pair keeps AA contrast. */
export function brandColorProblem(color: string): string | undefined {
  const failed = brandContrastChecks(color)
    .filter((check) => check.ratio < MIN_TEXT_CONTRAST)
    .sort((a, b) => a.ratio - b.ratio)[0];
  if (!failed) return undefined;
  const ratio = shown(failed.ratio);
  if (failed.use === 'button') return BRAND_MESSAGES.tooLightForButtons(ratio);
  return failed.theme === 'light' ? BRAND_MESSAGES.tooLightForLinks(ratio) : BRAND_MESSAGES.tooDarkForDarkTheme(ratio);
}

/**
 * A company's brand colour as it is sent and stored: `#rrggbb` (any case, kept lower-case), refused unless every pair
 * of `brandContrastChecks` keeps 4.5:1; '' goes back to the default.
 */
export const BrandColorSchema = z
  .string({ error: BRAND_MESSAGES.colorFormat })
  .trim()
  .max(7, BRAND_MESSAGES.colorFormat)
  .toLowerCase()
  .refine((value) => value === '' || HEX.test(value), { error: BRAND_MESSAGES.colorFormat, abort: true })
  .superRefine((value, context) => {
    const problem = value === '' ? undefined : brandColorProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

/**
 * A company's brand as the web app reads it, beside what a page about that company shows (a job, an application):
 * its colour is always a `#rrggbb` that passed the rule, the default's when it chose none.
 */
export const CompanyBrandSchema = z.object({
  name: z.string(),
  color: z.string(),
  /** The company's logo (its profile picture) on our origin, or null. */
  logo_url: z.string().nullable(),
  /** Whether the page carries the small "powered by Openhire" line. */
  shows_powered_by: z.boolean(),
});
export type CompanyBrandView = z.infer<typeof CompanyBrandSchema>;

const mix = (color: string, toward: number, share: number) =>
  toHex(channels(color).map((value) => value + (toward - value) * share));

/**
 * The web app's eleven brand shades made from one colour: 600 is the colour itself (buttons, light-theme links), 300
 * its dark-theme accent (`darkThemeAccent`, dark-theme links), lighter shades toward white, darker toward black, so
 * that every pair the app draws keeps the contrast the rule checked, or more.
 */
export function brandShades(color: string): Record<string, string> {
  return {
    50: mix(color, 255, 0.92),
    100: mix(color, 255, 0.85),
    200: mix(color, 255, 0.6),
    300: darkThemeAccent(color),
    400: mix(color, 255, 0.25),
    500: mix(color, 255, 0.1),
    600: color,
    700: mix(color, 0, 0.15),
    800: mix(color, 0, 0.3),
    900: mix(color, 0, 0.45),
    950: mix(color, 0, 0.65),
  };
}

/** The colours a page or an e-mail paints with a brand colour; null is the default's. */
export function brandPalette(color: string | null) {
  const brand = color ?? DEFAULT_BRAND_COLOR;
  return { color: brand, onColor: WHITE, darkAccent: darkThemeAccent(brand) };
}
