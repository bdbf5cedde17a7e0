// The only module that imports @stitches/react (see DESIGN.md section 3 and design-card.md).
// Everything else imports `styled`, `css`, `keyframes`, `globalCss` and the tokens from this folder's modules.
import { createStitches } from '@stitches/react';
import type * as Stitches from '@stitches/react';

/** Spec section 9: xs 0, sm 601, md 960, lg 1024, xl 1440. Mobile is everything below sm. */
export const breakpoints = { xs: 0, sm: 601, md: 960, lg: 1024, xl: 1440 } as const;

/** Spec section 9: primary button heights. */
export const buttonHeights = { small: 32, medium: 50, large: 65 } as const;

/** Spec section 9: the top loading bar. */
export const loadingBarConfig = { throttleMs: 200, durationMs: 2000, heightPx: 3 } as const;

/** Material-style ripples are disabled product-wide (spec section 9). */
export const ripple = false;

export const {
  styled,
  css,
  keyframes,
  globalCss,
  theme,
  createTheme,
  getCssText,
  config,
} = createStitches({
  theme: {
    colors: {
      black: '#000000',
      white: '#ffffff',
      background: '#000000',
      surface: '#141418',
      surfaceRaised: '#1c1c22',
      surfaceHover: '#24242c',
      border: '#2a2a33',
      borderStrong: '#3a3a46',
      text: '#f4f4f6',
      textMuted: '#a3a3b0',
      // Text colours meet WCAG AA (4.5:1) on every surface above.
      textSubtle: '#8c8c99',
      // The brand violet, for borders, focus, marks and gradients. White text sits on the deeper fills.
      primary: '#8b5cf6',
      primaryFill: '#7c3aed',
      primaryFillHover: '#6d28d9',
      primaryFillActive: '#5b21b6',
      primarySoft: 'rgba(139, 92, 246, 0.16)',
      primaryText: '#c4b1ff',
      accent: '#d946ef',
      error: '#f45b67',
      errorSoft: 'rgba(240, 68, 82, 0.14)',
      success: '#5b9bf8',
      successSoft: 'rgba(59, 130, 246, 0.16)',
      warning: '#f5a524',
      overlay: 'rgba(0, 0, 0, 0.72)',
    },
    gradients: {
      primary: 'linear-gradient(90deg, #6d28d9 0%, #8b5cf6 45%, #d946ef 100%)',
      hero: 'radial-gradient(120% 80% at 50% 0%, rgba(139, 92, 246, 0.35) 0%, rgba(0, 0, 0, 0) 60%)',
    },
    space: {
      0: '0px',
      1: '4px',
      2: '8px',
      3: '12px',
      4: '16px',
      5: '20px',
      6: '24px',
      7: '32px',
      8: '40px',
      9: '56px',
      10: '72px',
    },
    sizes: {
      content: '1080px',
      narrow: '640px',
      form: '420px',
      header: '60px',
      buttonSmall: `${buttonHeights.small}px`,
      buttonMedium: `${buttonHeights.medium}px`,
      buttonLarge: `${buttonHeights.large}px`,
    },
    fonts: {
      body: "'Pretendard', -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Noto Sans KR', 'Noto Sans JP', 'Noto Sans CJK KR', 'Apple SD Gothic Neo', 'Hiragino Sans', 'PingFang TC', 'Microsoft JhengHei', sans-serif",
      mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
    },
    fontSizes: {
      xs: '12px',
      sm: '13px',
      md: '15px',
      lg: '17px',
      xl: '20px',
      '2xl': '24px',
      '3xl': '30px',
      '4xl': '40px',
      '5xl': '52px',
    },
    fontWeights: { regular: 400, medium: 500, semibold: 600, bold: 700, black: 800 },
    lineHeights: { tight: 1.2, snug: 1.35, normal: 1.55 },
    radii: { sm: '6px', md: '10px', lg: '14px', xl: '20px', pill: '999px', round: '50%' },
    shadows: {
      card: '0 1px 0 rgba(255, 255, 255, 0.04) inset, 0 8px 24px rgba(0, 0, 0, 0.4)',
      pop: '0 12px 32px rgba(0, 0, 0, 0.55)',
      focus: '0 0 0 3px rgba(139, 92, 246, 0.45)',
    },
    zIndices: { header: 100, banner: 200, badge: 900, toast: 1000, loadingBar: 1100 },
    transitions: { fast: '120ms ease', normal: '200ms ease' },
  },
  media: {
    sm: `(min-width: ${breakpoints.sm}px)`,
    md: `(min-width: ${breakpoints.md}px)`,
    lg: `(min-width: ${breakpoints.lg}px)`,
    xl: `(min-width: ${breakpoints.xl}px)`,
    mobile: `(max-width: ${breakpoints.sm - 1}px)`,
    hover: '(hover: hover)',
    reducedMotion: '(prefers-reduced-motion: reduce)',
  },
  utils: {
    px: (value: Stitches.PropertyValue<'paddingLeft'>) => ({ paddingLeft: value, paddingRight: value }),
    py: (value: Stitches.PropertyValue<'paddingTop'>) => ({ paddingTop: value, paddingBottom: value }),
    pt: (value: Stitches.PropertyValue<'paddingTop'>) => ({ paddingTop: value }),
    pb: (value: Stitches.PropertyValue<'paddingBottom'>) => ({ paddingBottom: value }),
    pl: (value: Stitches.PropertyValue<'paddingLeft'>) => ({ paddingLeft: value }),
    pr: (value: Stitches.PropertyValue<'paddingRight'>) => ({ paddingRight: value }),
    mx: (value: Stitches.PropertyValue<'marginLeft'>) => ({ marginLeft: value, marginRight: value }),
    my: (value: Stitches.PropertyValue<'marginTop'>) => ({ marginTop: value, marginBottom: value }),
    size: (value: Stitches.PropertyValue<'width'>) => ({ width: value, height: value }),
    truncate: (lines: number) =>
      lines <= 1
        ? { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }
        : {
            display: '-webkit-box',
            WebkitLineClamp: lines,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          },
  },
});

export type CSS = Stitches.CSS<typeof config>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type VariantProps<T extends { [key: string]: any; [key: symbol]: any }> = Stitches.VariantProps<T>;
