// Change (or, for a social-only account, set) the password. The server ends the user's other sessions;
// this one goes on.
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ChangePasswordForm_viewer$key } from '../../../__generated__/ChangePasswordForm_viewer.graphql';
import { showToast } from '../../../app/toasts';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { FormAlert } from '../../account/components/AccountFrame';
import { RecentSignInPrompt } from '../../account/components/RecentSignInPrompt';
import { ACCOUNT_ERROR_MESSAGES, resultError } from '../../account/errors';
import { useFieldErrors } from '../../account/useFieldErrors';
import { PASSWORD_MAX, collectErrors, hasErrors, validatePassword, validatePasswordConfirmation, validateRequired } from '../../account/validation';
import { useChangePassword } from '../hooks/useChangePassword';
import { Muted, Panel, PanelTitle } from '../pages/shared';

const FIELDS = ['currentPassword', 'password', 'passwordConfirmation'] as const;

// Here a wrong password can only be the current one: say so instead of "e-mail or password".
const CHANGE_PASSWORD_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  ...ACCOUNT_ERROR_MESSAGES,
  INVALID_CREDENTIALS: 'mypage.password.wrongCurrent',
};

const EMPTY = { currentPassword: '', password: '', passwordConfirmation: '' };

export function ChangePasswordForm({ viewer: viewerKey }: { viewer: ChangePasswordForm_viewer$key }) {
  const intl = useIntl();
  const viewer = useFragment(
    graphql`
      fragment ChangePasswordForm_viewer on User {
        id
        email
        hasPassword
      }
    `,
    viewerKey,
  );
  const { changePassword, isInFlight } = useChangePassword();
  const [form, setForm] = useState(EMPTY);
  const { setErrors, formError, setFormError, fieldMessage, showServerError, clear } = useFieldErrors(FIELDS, CHANGE_PASSWORD_ERROR_MESSAGES);
  const hasPassword = viewer.hasPassword;
  const [needsSignIn, setNeedsSignIn] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors = collectErrors({
      currentPassword: hasPassword ? validateRequired(form.currentPassword) : null,
      password: validatePassword(form.password),
      passwordConfirmation: validatePasswordConfirmation(form.password, form.passwordConfirmation),
    });
    if (hasErrors(errors)) return setErrors(errors);
    clear();
    setNeedsSignIn(false);
    try {
      const { changePassword: result } = await changePassword({
        input: {
          currentPassword: hasPassword ? form.currentPassword : null,
          password: form.password,
          passwordConfirmation: form.passwordConfirmation,
        },
      });
      const error = resultError(result);
      if (error?.code === 'RECENT_SIGN_IN_REQUIRED') return setNeedsSignIn(true);
      if (error) return showServerError(error);
      setForm(EMPTY);
      showToast({ kind: 'success', message: intl.formatMessage({ id: hasPassword ? 'mypage.notice.passwordChanged' : 'mypage.notice.passwordSet' }) });
    } catch {
      setFormError(intl.formatMessage({ id: 'account.error.generic' }));
    }
  }

  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: event.target.value }));
  return (
    <form onSubmit={submit} noValidate aria-labelledby="change-password-title">
      <Panel>
        <div>
          <PanelTitle id="change-password-title">
            <FormattedMessage id={hasPassword ? 'mypage.password.title' : 'mypage.password.setTitle'} />
          </PanelTitle>
          <Muted css={{ marginTop: '$1' }}>
            <FormattedMessage id={hasPassword ? 'mypage.password.lead' : 'mypage.password.setLead'} />
          </Muted>
        </div>
        {needsSignIn ? <RecentSignInPrompt /> : null}
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        {/* Lets password managers tie the new password to the account. */}
        <input type="text" name="username" autoComplete="username" hidden readOnly value={viewer.email ?? ''} />
        {hasPassword ? (
          <TextField
            label={intl.formatMessage({ id: 'mypage.password.current' })}
            error={fieldMessage('currentPassword')}
            type="password"
            name="currentPassword"
            autoComplete="current-password"
            maxLength={PASSWORD_MAX + 10}
            value={form.currentPassword}
            onChange={set('currentPassword')}
          />
        ) : null}
        <TextField
          label={intl.formatMessage({ id: 'account.field.newPassword' })}
          hint={intl.formatMessage({ id: 'account.field.passwordHint' })}
          error={fieldMessage('password')}
          type="password"
          name="newPassword"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX + 10}
          value={form.password}
          onChange={set('password')}
        />
        <TextField
          label={intl.formatMessage({ id: 'account.field.passwordConfirm' })}
          error={fieldMessage('passwordConfirmation')}
          type="password"
          name="passwordConfirmation"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX + 10}
          value={form.passwordConfirmation}
          onChange={set('passwordConfirmation')}
        />
        <Button type="submit" fullWidth loading={isInFlight}>
          <FormattedMessage id={hasPassword ? 'mypage.password.submit' : 'mypage.password.setSubmit'} />
        </Button>
      </Panel>
    </form>
  );
}
