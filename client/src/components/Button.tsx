import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { css, type VariantProps } from '../theme/stitches.config';
import { Spinner } from './Spinner';

export const buttonStyles = css({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$2',
  border: '1px solid transparent',
  borderRadius: '$md',
  fontWeight: '$semibold',
  lineHeight: 1,
  whiteSpace: 'nowrap',
  userSelect: 'none',
  textDecoration: 'none',
  transition: 'background-color $fast, border-color $fast, color $fast, opacity $fast, transform $fast',
  '&:active:not([disabled]):not([aria-disabled="true"])': { transform: 'scale(0.98)' },
  '&[disabled], &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.4 },
  '&[aria-busy="true"]': { cursor: 'progress', opacity: 1 },
  variants: {
    size: {
      small: { height: '$buttonSmall', px: '$3', fontSize: '$sm', borderRadius: '$sm' },
      medium: { height: '$buttonMedium', px: '$5', fontSize: '$md' },
      large: { height: '$buttonLarge', px: '$7', fontSize: '$lg', borderRadius: '$lg' },
    },
    variant: {
      primary: {
        backgroundColor: '$primaryFill',
        color: '$white',
        '@hover': { '&:hover:not([disabled])': { backgroundColor: '$primaryFillHover' } },
        '&:active:not([disabled])': { backgroundColor: '$primaryFillActive' },
      },
      secondary: {
        backgroundColor: '$surfaceRaised',
        color: '$text',
        borderColor: '$border',
        '@hover': { '&:hover:not([disabled])': { backgroundColor: '$surfaceHover' } },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: '$text',
        '@hover': { '&:hover:not([disabled])': { backgroundColor: '$surfaceRaised' } },
      },
      danger: {
        backgroundColor: '$errorSoft',
        color: '$error',
        '@hover': { '&:hover:not([disabled])': { backgroundColor: 'rgba(240, 68, 82, 0.22)' } },
      },
      outline: {
        backgroundColor: 'transparent',
        color: '$primaryText',
        borderColor: '$primary',
        '@hover': { '&:hover:not([disabled])': { backgroundColor: '$primarySoft' } },
      },
    },
    fullWidth: { true: { width: '100%' } },
    active: { true: {} },
  },
  compoundVariants: [
    { variant: 'ghost', active: true, css: { backgroundColor: '$surfaceRaised', color: '$primaryText' } },
    { variant: 'secondary', active: true, css: { borderColor: '$primary', color: '$primaryText' } },
  ],
  defaultVariants: { size: 'medium', variant: 'primary' },
});

type ButtonVariants = VariantProps<typeof buttonStyles>;

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> {
  size?: 'small' | 'medium' | 'large';
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger' | 'outline';
  fullWidth?: boolean;
  /** The "active" UI state (a selected toggle or the current tab). */
  active?: boolean;
  /** The "loading" UI state: shows a spinner, keeps the width and blocks clicks. */
  loading?: boolean;
  icon?: ReactNode;
  className?: string;
}

const hidden = css({ visibility: 'hidden', display: 'inline-flex', alignItems: 'center', gap: '$2' });
const overlay = css({ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' });

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { size, variant, fullWidth, active, loading = false, icon, disabled, children, className, type = 'button', onClick, ...rest },
  ref,
) {
  const variants: ButtonVariants = { size, variant, fullWidth, active };
  return (
    <button
      ref={ref}
      type={type}
      className={`${buttonStyles(variants)}${className ? ` ${className}` : ''}`}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-pressed={active === undefined ? undefined : active}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {loading ? (
        <>
          <span className={hidden()}>
            {icon}
            {children}
          </span>
          <span className={overlay()}>
            <Spinner size="small" />
          </span>
        </>
      ) : (
        <>
          {icon}
          {children}
        </>
      )}
    </button>
  );
});

export interface ButtonLinkProps extends Omit<LinkProps, 'className'> {
  size?: 'small' | 'medium' | 'large';
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger' | 'outline';
  fullWidth?: boolean;
  active?: boolean;
  icon?: ReactNode;
  className?: string;
}

/** A router link that looks like a Button. */
export function ButtonLink({ size, variant, fullWidth, active, icon, children, className, ...rest }: ButtonLinkProps) {
  return (
    <Link
      className={`${buttonStyles({ size, variant, fullWidth, active })}${className ? ` ${className}` : ''}`}
      aria-current={active ? 'page' : undefined}
      {...rest}
    >
      {icon}
      {children}
    </Link>
  );
}
