import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { ACCOUNT_ERROR_MESSAGES, errorMessageId, type ResultError } from './errors';
import type { FieldErrors } from './validation';

/**
 * Field and form errors for a form: codes in, localized messages out. Server errors with a `field`
 * that the form shows go under that field; the rest become the form's alert.
 */
export function useFieldErrors<F extends string>(fields: readonly F[], messages: Readonly<Record<string, string>> = ACCOUNT_ERROR_MESSAGES) {
  const intl = useIntl();
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const messageOf = useCallback((code: string | null | undefined) => intl.formatMessage({ id: errorMessageId(code, messages) }), [intl, messages]);

  const fieldMessage = (field: F): string | undefined => {
    const code = errors[field];
    return code ? messageOf(code) : undefined;
  };

  /** Shows a typed server error where it belongs. */
  const showServerError = useCallback(
    (error: ResultError) => {
      const field = error.field && (fields as readonly string[]).includes(error.field) ? (error.field as F) : null;
      if (field) {
        setErrors({ [field]: error.code } as FieldErrors<F>);
        setFormError(null);
      } else {
        setErrors({});
        setFormError(messageOf(error.code));
      }
    },
    [fields, messageOf],
  );

  const clear = useCallback(() => {
    setErrors({});
    setFormError(null);
  }, []);

  return { errors, setErrors, formError, setFormError, fieldMessage, showServerError, messageOf, clear };
}
