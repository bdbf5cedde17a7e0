import { useState } from 'react';
import { styled } from '../theme/stitches.config';

const Frame = styled('span', {
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  color: '$white',
  fontWeight: '$bold',
  backgroundColor: '$surfaceRaised',
  userSelect: 'none',
  variants: {
    shape: { circle: { borderRadius: '$round' }, rounded: { borderRadius: '28%' } },
  },
  defaultVariants: { shape: 'circle' },
});

const Img = styled('img', { width: '100%', height: '100%', objectFit: 'cover' });

export interface AvatarProps {
  name: string;
  src?: string | null;
  size?: number;
  /** #RRGGBB tint used behind the initial when there is no image. */
  color?: string | null;
  shape?: 'circle' | 'rounded';
}

/** The first grapheme of a name, upper-cased where that means something. */
export function initialOf(name: string): string {
  const first = Array.from(name.trim())[0] ?? '?';
  return first.toLocaleUpperCase();
}

export function Avatar({ name, src, size = 40, color, shape }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const tint = color ?? '#8b5cf6';
  return (
    <Frame
      shape={shape}
      css={{
        size,
        fontSize: Math.round(size * 0.42),
        background: src && !failed ? '$surfaceRaised' : `linear-gradient(135deg, ${tint} 0%, ${tint}99 100%)`,
      }}
    >
      {src && !failed ? (
        <Img src={src} alt="" loading="lazy" onError={() => setFailed(true)} />
      ) : (
        <span aria-hidden>{initialOf(name)}</span>
      )}
    </Frame>
  );
}
