import type { ReactNode } from 'react';
import { styled } from '../theme/stitches.config';

const Row = styled('label', {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$3',
  cursor: 'pointer',
  fontSize: '$sm',
  lineHeight: '$snug',
  color: '$text',
  minHeight: 24,
  variants: { strong: { true: { fontWeight: '$bold', fontSize: '$md' } } },
});
const Box = styled('input', {
  appearance: 'none',
  flexShrink: 0,
  size: 22,
  margin: 0,
  borderRadius: '$sm',
  border: '1.5px solid $borderStrong',
  backgroundColor: '$surface',
  display: 'grid',
  placeContent: 'center',
  cursor: 'pointer',
  transition: 'background-color $fast, border-color $fast',
  '&::after': {
    content: '""',
    width: 11,
    height: 6,
    border: '2px solid white',
    borderTop: 0,
    borderRight: 0,
    transform: 'rotate(-45deg) translate(1px, -1px)',
    opacity: 0,
  },
  '&:checked': { backgroundColor: '$primary', borderColor: '$primary', '&::after': { opacity: 1 } },
  '&:focus-visible': { boxShadow: '$focus', outline: 'none' },
  '&[aria-invalid="true"]': { borderColor: '$error' },
});
const Text = styled('span', { flex: 1, paddingTop: 2 });

export function Checkbox({
  checked,
  onChange,
  children,
  strong,
  invalid,
  name,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  strong?: boolean;
  invalid?: boolean;
  name?: string;
}) {
  return (
    <Row strong={strong}>
      <Box type="checkbox" name={name} checked={checked} aria-invalid={invalid || undefined} onChange={(event) => onChange(event.target.checked)} />
      <Text>{children}</Text>
    </Row>
  );
}

const Track = styled('button', {
  position: 'relative',
  flexShrink: 0,
  width: 48,
  height: 28,
  borderRadius: '$pill',
  border: '1px solid $borderStrong',
  backgroundColor: '$surfaceRaised',
  cursor: 'pointer',
  transition: 'background-color $fast, border-color $fast',
  '&::after': {
    content: '""',
    position: 'absolute',
    top: 3,
    left: 3,
    size: 20,
    borderRadius: '$round',
    backgroundColor: '$textMuted',
    transition: 'transform $fast, background-color $fast',
  },
  '&[aria-checked="true"]': {
    backgroundColor: '$primary',
    borderColor: '$primary',
    '&::after': { transform: 'translateX(20px)', backgroundColor: '$white' },
  },
  '&:focus-visible': { boxShadow: '$focus', outline: 'none' },
  '&[disabled]': { opacity: 0.5, cursor: 'progress' },
});

/** An on/off switch (role="switch"). */
export function Switch({ checked, onChange, label, disabled }: { checked: boolean; onChange: (next: boolean) => void; label: string; disabled?: boolean }) {
  return <Track type="button" role="switch" aria-checked={checked} aria-label={label} disabled={disabled} onClick={() => onChange(!checked)} />;
}
