import { forwardRef, useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { styled } from '../theme/stitches.config';

const Field = styled('div', { display: 'flex', flexDirection: 'column', gap: '$2', width: '100%' });
const Label = styled('label', { fontSize: '$sm', fontWeight: '$semibold', color: '$textMuted' });
const Area = styled('textarea', {
  minHeight: 120,
  width: '100%',
  padding: '12px 16px',
  borderRadius: '$md',
  border: '1px solid $border',
  backgroundColor: '$surface',
  color: '$text',
  fontSize: '$md',
  fontFamily: 'inherit',
  lineHeight: '$normal',
  resize: 'vertical',
  outline: 'none',
  transition: 'border-color $fast, box-shadow $fast',
  '&::placeholder': { color: '$textSubtle' },
  '&:focus': { borderColor: '$primary', boxShadow: '$focus' },
  '&[aria-invalid="true"]': { borderColor: '$error' },
});
const Help = styled('p', { fontSize: '$xs', color: '$textSubtle', variants: { error: { true: { color: '$error' } } } });

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

/** A multi-line TextField. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea({ label, hint, error, id, ...rest }, ref) {
  const generated = useId();
  const inputId = id ?? generated;
  const help = error ?? hint;
  return (
    <Field>
      <Label htmlFor={inputId}>{label}</Label>
      <Area ref={ref} id={inputId} aria-invalid={error ? true : undefined} aria-describedby={help ? `${inputId}-help` : undefined} {...rest} />
      {help ? (
        <Help id={`${inputId}-help`} error={Boolean(error)} role={error ? 'alert' : undefined}>
          {help}
        </Help>
      ) : null}
    </Field>
  );
});
