import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import type { MyPageAccountQuery } from '../../../__generated__/MyPageAccountQuery.graphql';
import { showToast } from '../../../app/toasts';
import { Button } from '../../../components/Button';
import { Screen, Stack } from '../../../components/Page';
import { TextField } from '../../../components/TextField';
import { FormAlert } from '../../account/components/AccountFrame';
import { resultError } from '../../account/errors';
import { useFieldErrors } from '../../account/useFieldErrors';
import { NAME_MAX, digitsOnly, hasErrors, validateAccount } from '../../account/validation';
import { QueryBoundary } from '../../shared/QueryBoundary';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { useUpdateAccount } from '../hooks/useUpdateAccount';
import { Back, FormSkeleton, Panel, ReadOnly } from './shared';

export const myPageAccountQuery = graphql`
  query MyPageAccountQuery @preloadable {
    viewer {
      id
      email
      name
      phone
      birthDate
      ...ChangePasswordForm_viewer
    }
  }
`;

const FIELDS = ['name', 'phone', 'birthDate'] as const;

function AccountForm({ queryRef }: { queryRef: PreloadedQuery<MyPageAccountQuery> }) {
  const intl = useIntl();
  const { viewer } = usePreloadedQuery<MyPageAccountQuery>(myPageAccountQuery, queryRef);
  const { updateAccount, isInFlight } = useUpdateAccount();
  const [form, setForm] = useState({ name: viewer?.name ?? '', phone: viewer?.phone ?? '', birthDate: viewer?.birthDate ?? '' });
  const { setErrors, formError, setFormError, fieldMessage, showServerError, clear } = useFieldErrors(FIELDS);
  if (!viewer) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors = validateAccount(form);
    if (hasErrors(errors)) return setErrors(errors);
    clear();
    try {
      const { updateAccount: result } = await updateAccount({ input: { name: form.name.trim(), phone: form.phone.trim(), birthDate: form.birthDate.trim() } });
      const error = resultError(result);
      if (error) return showServerError(error);
      showToast({ kind: 'success', message: intl.formatMessage({ id: 'mypage.notice.accountSaved' }) });
    } catch {
      setFormError(intl.formatMessage({ id: 'account.error.generic' }));
    }
  }

  return (
    <Stack gap={5}>
    <form onSubmit={submit} noValidate>
      <Panel>
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <ReadOnly>
          <span>
            <FormattedMessage id="account.field.email" />
          </span>
          <strong>{viewer.email ?? '—'}</strong>
        </ReadOnly>
        <TextField
          label={intl.formatMessage({ id: 'mypage.field.name' })}
          error={fieldMessage('name')}
          name="name"
          autoComplete="name"
          maxLength={NAME_MAX}
          value={form.name}
          onChange={(event) => setForm((f) => ({ ...f, name: event.target.value }))}
        />
        <TextField
          label={intl.formatMessage({ id: 'mypage.field.phone' })}
          hint={intl.formatMessage({ id: 'mypage.field.phoneHint' })}
          error={fieldMessage('phone')}
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          value={form.phone}
          onChange={(event) => setForm((f) => ({ ...f, phone: event.target.value }))}
        />
        <TextField
          label={intl.formatMessage({ id: 'mypage.field.birthDate' })}
          hint={intl.formatMessage({ id: 'mypage.field.birthDateHint' })}
          error={fieldMessage('birthDate')}
          name="birthDate"
          inputMode="numeric"
          autoComplete="bday"
          placeholder="YYYYMMDD"
          maxLength={8}
          value={form.birthDate}
          onChange={(event) => setForm((f) => ({ ...f, birthDate: digitsOnly(event.target.value).slice(0, 8) }))}
        />
        <Button type="submit" fullWidth loading={isInFlight}>
          <FormattedMessage id="mypage.save" />
        </Button>
      </Panel>
    </form>
    <ChangePasswordForm viewer={viewer} />
    </Stack>
  );
}

export function MyPageAccount() {
  const intl = useIntl();
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<MyPageAccountQuery> };
  return (
    <Screen title={intl.formatMessage({ id: 'mypage.account.title' })} description={intl.formatMessage({ id: 'mypage.account.lead' })} width="form" actions={<Back />}>
      <QueryBoundary loading={<FormSkeleton rows={4} />} resetKey={queryRef}>
        <AccountForm queryRef={queryRef} />
      </QueryBoundary>
    </Screen>
  );
}
