// Small form pieces the club, editor and manage screens share (textarea, checkbox, radio, colour).
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { styled } from '../theme/stitches.config';

const Field = styled('div', { display: 'flex', flexDirection: 'column', gap: '$2', width: '100%' });
export const FieldLabel = styled('label', { fontSize: '$sm', fontWeight: '$semibold', color: '$textMuted' });
export const Help = styled('p', {
  fontSize: '$xs',
  color: '$textSubtle',
  lineHeight: '$normal',
  variants: { error: { true: { color: '$error' } } },
});

export const textAreaStyles = {
  width: '100%',
  minHeight: 120,
  padding: '$3 $4',
  borderRadius: '$md',
  border: '1px solid $border',
  backgroundColor: '$surface',
  color: '$text',
  fontSize: '$md',
  lineHeight: '$normal',
  fontFamily: '$body',
  resize: 'vertical',
  outline: 'none',
  transition: 'border-color $fast, box-shadow $fast',
  '&::placeholder': { color: '$textSubtle' },
  '&:focus': { borderColor: '$primary', boxShadow: '$focus' },
  '&[aria-invalid="true"]': { borderColor: '$error' },
} as const;

const Area = styled('textarea', textAreaStyles);

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField({ label, hint, error, id, ...rest }, ref) {
  const generated = useId();
  const inputId = id ?? generated;
  const help = error ?? hint;
  return (
    <Field>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <Area ref={ref} id={inputId} aria-invalid={error ? true : undefined} aria-describedby={help ? `${inputId}-help` : undefined} {...rest} />
      {help ? (
        <Help id={`${inputId}-help`} error={Boolean(error)} role={error ? 'alert' : undefined}>
          {help}
        </Help>
      ) : null}
    </Field>
  );
});

const CheckRow = styled('div', {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$3',
  fontSize: '$md',
  lineHeight: '$snug',
  '& input': { marginTop: 2, size: 18, accentColor: '$colors$primary', flexShrink: 0, cursor: 'pointer' },
  '& label': { cursor: 'pointer' },
  '& small': { display: 'block', color: '$textMuted', fontSize: '$sm', marginTop: 2 },
  '&[data-disabled="true"]': { opacity: 0.5, '& label, & input': { cursor: 'not-allowed' } },
});

export interface CheckProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  description?: ReactNode;
  type?: 'checkbox' | 'radio';
}

/** A checkbox or radio with its label and an optional second line (its description). */
export function Check({ label, description, type = 'checkbox', disabled, id, ...rest }: CheckProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <CheckRow data-disabled={disabled || undefined}>
      <input id={inputId} type={type} disabled={disabled} aria-describedby={description ? `${inputId}-desc` : undefined} {...rest} />
      <span>
        <label htmlFor={inputId}>{label}</label>
        {description ? <small id={`${inputId}-desc`}>{description}</small> : null}
      </span>
    </CheckRow>
  );
}

export const FormPanel = styled('section', {
  backgroundColor: '$surface',
  border: '1px solid $border',
  borderRadius: '$lg',
  padding: '$5',
  display: 'flex',
  flexDirection: 'column',
  gap: '$4',
  '@sm': { padding: '$6' },
  variants: { danger: { true: { borderColor: 'rgba(240, 68, 82, 0.4)' } } },
});
export const PanelTitle = styled('h2', { fontSize: '$lg', fontWeight: '$bold', display: 'flex', alignItems: 'center', gap: '$2' });
export const Muted = styled('p', { color: '$textMuted', fontSize: '$sm', lineHeight: '$normal' });

export const Alert = styled('div', {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$3',
  padding: '$4',
  borderRadius: '$md',
  fontSize: '$sm',
  lineHeight: '$normal',
  '& > svg': { flexShrink: 0, marginTop: 1 },
  '& > div': { flex: 1, display: 'flex', flexDirection: 'column', gap: '$2' },
  variants: {
    tone: {
      error: { backgroundColor: '$errorSoft', '& > svg': { color: '$error' } },
      info: { backgroundColor: '$primarySoft', '& > svg': { color: '$primaryText' } },
      warning: { backgroundColor: 'rgba(245, 165, 36, 0.14)', '& > svg': { color: '$warning' } },
    },
  },
  defaultVariants: { tone: 'error' },
});
