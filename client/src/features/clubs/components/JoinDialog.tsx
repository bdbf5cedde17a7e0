import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { TextField } from '../../../components/TextField';
import { showToast } from '../../../app/toasts';
import { useSession } from '../../../app/session';
import type { JoinDialog_club$key } from '../../../__generated__/JoinDialog_club.graphql';
import { errorMessageId, resultError } from '../../account/errors';
import { NICKNAME_MAX, validateNickname } from '../../account/validation';
import { CLUB_ERROR_MESSAGES } from '../errors';
import { useJoinClub } from '../hooks/useJoinClub';
import { Dialog, DialogActions } from '../../../components/Dialog';
import { Alert, Check, Muted } from '../../../components/FormBits';

/** Joining: keep the main profile or pick a nickname for this club (2–20 characters). */
export function JoinDialog({ club: clubKey, open, onClose }: { club: JoinDialog_club$key; open: boolean; onClose: () => void }) {
  const club = useFragment(
    graphql`
      fragment JoinDialog_club on Club {
        id
        name
        fandomName
      }
    `,
    clubKey,
  );
  const intl = useIntl();
  const { viewer } = useSession();
  const { joinClub, isInFlight } = useJoinClub();
  const [mode, setMode] = useState<'main' | 'club'>('main');
  const [nickname, setNickname] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const message = (code: string | null | undefined) => intl.formatMessage({ id: errorMessageId(code, CLUB_ERROR_MESSAGES) });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFieldError(null);
    setFormError(null);
    if (mode === 'club') {
      const code = validateNickname(nickname);
      if (code) return setFieldError(message(code));
    }
    try {
      const { joinClub: result } = await joinClub({ input: { clubId: club.id, nickname: mode === 'club' ? nickname.trim() : null } });
      const error = resultError(result);
      if (error) {
        if (error.field === 'nickname') return setFieldError(message(error.code));
        return setFormError(message(error.code));
      }
      showToast({ kind: 'success', message: intl.formatMessage({ id: 'club.notice.joined' }, { club: club.name }) });
      onClose();
    } catch {
      setFormError(message(null));
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title={<FormattedMessage id="club.join.title" values={{ club: club.name }} />}>
      <form onSubmit={submit} noValidate style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        <Muted>
          <FormattedMessage id="club.join.lead" />
        </Muted>
        {formError ? (
          <Alert role="alert">
            <Icon name="alert" size={18} />
            <div>{formError}</div>
          </Alert>
        ) : null}
        <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 12 }}>
          <legend className="sr-only" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
            {intl.formatMessage({ id: 'club.join.profileLegend' })}
          </legend>
          <Check
            type="radio"
            name="profile"
            checked={mode === 'main'}
            onChange={() => setMode('main')}
            label={<FormattedMessage id="club.join.useMain" />}
            description={viewer ? <FormattedMessage id="club.join.useMainHint" values={{ nickname: viewer.nickname }} /> : null}
          />
          <Check
            type="radio"
            name="profile"
            checked={mode === 'club'}
            onChange={() => setMode('club')}
            label={<FormattedMessage id="club.join.useClub" />}
            description={club.fandomName ? <FormattedMessage id="club.join.useClubHint" values={{ fandom: club.fandomName }} /> : null}
          />
        </fieldset>
        {mode === 'club' ? (
          <TextField
            label={intl.formatMessage({ id: 'club.join.nickname' })}
            hint={intl.formatMessage({ id: 'club.join.nicknameHint' })}
            error={fieldError ?? undefined}
            value={nickname}
            maxLength={NICKNAME_MAX + 10}
            autoComplete="off"
            onChange={(event) => setNickname(event.target.value)}
          />
        ) : null}
        <DialogActions>
          <Button variant="ghost" onClick={onClose}>
            <FormattedMessage id="club.action.cancel" />
          </Button>
          <Button type="submit" loading={isInFlight}>
            <FormattedMessage id="club.join.submit" />
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
