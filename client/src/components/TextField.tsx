import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { styled } from '../theme/stitches.config';

const Field = styled('div', { display: 'flex', flexDirection: 'column', gap: '$2', width: '100%' });

const Label = styled('label', { fontSize: '$sm', fontWeight: '$semibold', color: '$textMuted' });

const Input = styled('input', {
  height: '$buttonMedium',
  width: '100%',
  px: '$4',
  borderRadius: '$md',
  border: '1px solid $border',
  backgroundColor: '$surface',
  color: '$text',
  fontSize: '$md',
  outline: 'none',
  transition: 'border-color $fast, box-shadow $fast',
  '&::placeholder': { color: '$textSubtle' },
  '&:focus': { borderColor: '$primary', boxShadow: '$focus' },
  '&[disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  '&[aria-invalid="true"]': { borderColor: '$error' },
});

const Help = styled('p', {
  fontSize: '$xs',
  color: '$textSubtle',
  variants: { error: { true: { color: '$error' } } },
});

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, id, ...rest },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const helpId = `${inputId}-help`;
  const help = error ?? hint;
  return (
    <Field>
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={help ? helpId : undefined}
        {...rest}
      />
      {help ? (
        <Help id={helpId} error={Boolean(error)} role={error ? 'alert' : undefined}>
          {help}
        </Help>
      ) : null}
    </Field>
  );
});
