import { spin } from '../theme/animations';
import { styled } from '../theme/stitches.config';

const Ring = styled('span', {
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: '$round',
  borderStyle: 'solid',
  borderColor: 'currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
  variants: {
    size: {
      small: { size: 16, borderWidth: 2 },
      medium: { size: 24, borderWidth: 2.5 },
      large: { size: 40, borderWidth: 3 },
    },
  },
  defaultVariants: { size: 'medium' },
});

export interface SpinnerProps {
  size?: 'small' | 'medium' | 'large';
  /** Accessible label; omit when the spinner sits inside a labelled control. */
  label?: string;
}

export function Spinner({ size = 'medium', label }: SpinnerProps) {
  return label ? (
    <Ring size={size} role="status" aria-label={label} />
  ) : (
    <Ring size={size} aria-hidden />
  );
}

const Center = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: '$primary',
  py: '$10',
  flex: 1,
});

/** A centred spinner for a page or section that is loading. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <Center>
      <Spinner size="large" label={label} />
    </Center>
  );
}
