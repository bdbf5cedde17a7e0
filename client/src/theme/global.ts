import { globalCss } from './stitches.config';

export const globalStyles = globalCss({
  '*, *::before, *::after': { boxSizing: 'border-box' },
  html: {
    backgroundColor: '$background',
    colorScheme: 'dark',
    WebkitTextSizeAdjust: '100%',
    textSizeAdjust: '100%',
  },
  body: {
    margin: 0,
    minHeight: '100vh',
    backgroundColor: '$background',
    color: '$text',
    fontFamily: '$body',
    fontSize: '$md',
    lineHeight: '$normal',
    WebkitFontSmoothing: 'antialiased',
    MozOsxFontSmoothing: 'grayscale',
    // Ripple/tap highlights are disabled product-wide.
    WebkitTapHighlightColor: 'transparent',
    overflowX: 'hidden',
  },
  '#root': { minHeight: '100vh', display: 'flex', flexDirection: 'column' },
  'h1, h2, h3, h4, p, figure, blockquote, dl, dd': { margin: 0 },
  'ul, ol': { margin: 0, padding: 0, listStyle: 'none' },
  a: { color: 'inherit', textDecoration: 'none' },
  'img, svg': { display: 'block', maxWidth: '100%' },
  'button, input, select, textarea': { font: 'inherit', color: 'inherit' },
  button: { cursor: 'pointer' },
  ':focus-visible': { outline: '2px solid $primary', outlineOffset: '2px' },
  '::selection': { backgroundColor: '$primaryFill', color: '$white' },
  '@reducedMotion': {
    '*, *::before, *::after': { animationDuration: '1ms !important', transitionDuration: '1ms !important' },
  },
});
