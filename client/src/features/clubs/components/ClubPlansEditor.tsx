// Plan management on the settings page: create, edit, reorder (up/down) and archive monthly plans.
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { TextField } from '../../../components/TextField';
import { styled } from '../../../theme/stitches.config';
import { showToast } from '../../../app/toasts';
import type { ClubPlansEditor_club$key } from '../../../__generated__/ClubPlansEditor_club.graphql';
import { errorMessageId, resultError } from '../../account/errors';
import { CLUB_ERROR_MESSAGES } from '../errors';
import { useArchivePlan } from '../hooks/useArchivePlan';
import { useCreatePlan } from '../hooks/useCreatePlan';
import { useReorderPlans } from '../hooks/useReorderPlans';
import { useUpdatePlan } from '../hooks/useUpdatePlan';
import { Dialog, DialogActions } from '../../../components/Dialog';
import { Alert, FormPanel, Muted, PanelTitle, TextAreaField } from '../../../components/FormBits';
import { useFormatWon } from './PlanCard';

export const PLAN_PRICE_MIN = 1000;
export const PLAN_PRICE_MAX = 1_000_000;
export const PLAN_LEVEL_MAX = 10;
const PLAN_NAME_MAX = 40;

export interface PlanFormValues {
  name: string;
  monthlyPrice: string;
  level: string;
  benefits: string;
}

type PlanField = 'name' | 'monthlyPrice' | 'level' | 'benefits';

/** Digits, optionally grouped by thousands with commas or spaces (4900, 4,900, 1 000 000). */
const WHOLE_WON = /^(\d+|\d{1,3}([,\s]\d{3})+)$/;

/** Error codes per field, as the server checks them. */
export function validatePlan(values: PlanFormValues): Partial<Record<PlanField, string>> {
  const errors: Partial<Record<PlanField, string>> = {};
  const name = values.name.trim();
  if (!name) errors.name = 'REQUIRED';
  else if (Array.from(name).length > PLAN_NAME_MAX) errors.name = 'INVALID_INPUT';
  const price = Number(values.monthlyPrice.replace(/[,\s]/g, ''));
  if (!values.monthlyPrice.trim()) errors.monthlyPrice = 'REQUIRED';
  // Whole won only: "4900.5" or "-5000" is refused, never read as 49005 or 5000.
  else if (!WHOLE_WON.test(values.monthlyPrice.trim())) errors.monthlyPrice = 'PRICE_WHOLE_WON';
  else if (!Number.isInteger(price) || price < PLAN_PRICE_MIN || price > PLAN_PRICE_MAX) errors.monthlyPrice = 'PRICE_RANGE';
  const level = Number(values.level);
  if (!Number.isInteger(level) || level < 1 || level > PLAN_LEVEL_MAX) errors.level = 'LEVEL_RANGE';
  return errors;
}

function planInput(values: PlanFormValues) {
  return {
    name: values.name.trim(),
    monthlyPrice: Number(values.monthlyPrice.replace(/[,\s]/g, '')),
    level: Number(values.level),
    benefits: values.benefits
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  };
}

const List = styled('ol', { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '$3' });
const Item = styled('li', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  padding: '$4',
  borderRadius: '$md',
  border: '1px solid $border',
  backgroundColor: '$surfaceRaised',
  variants: { archived: { true: { opacity: 0.55 } } },
});
const ItemHead = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: '$3',
  '@sm': { flexDirection: 'row', alignItems: 'flex-start', justifyContent: 'space-between' },
  '& h3': { fontSize: '$md', fontWeight: '$bold', wordBreak: 'break-word' },
  '& p': { fontSize: '$sm', color: '$textMuted', marginTop: 2 },
});
const Tools = styled('div', { display: 'flex', gap: '$1', flexWrap: 'wrap', flexShrink: 0, '@sm': { justifyContent: 'flex-end' } });
const Benefits = styled('ul', { margin: 0, paddingLeft: '$5', fontSize: '$sm', color: '$textMuted', display: 'flex', flexDirection: 'column', gap: 2 });
const Row2 = styled('div', { display: 'grid', gap: '$3', gridTemplateColumns: 'minmax(0, 1fr)', '@sm': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } });

function PlanForm({
  initial,
  subscriberCount = 0,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: {
  initial: PlanFormValues;
  /** Current subscribers of the plan being edited: they keep their price when it changes. */
  subscriberCount?: number;
  submitLabel: string;
  busy: boolean;
  onSubmit: (values: PlanFormValues) => Promise<{ field?: string | null; code?: string | null } | null>;
  onCancel?: () => void;
}) {
  const intl = useIntl();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<PlanField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const won = useFormatWon();
  // The price bounds as currency in the viewer's locale ("₩1,000", "1000 KRW"), never written into a message.
  const priceRange = { min: won(PLAN_PRICE_MIN), max: won(PLAN_PRICE_MAX) };
  const message = (code: string | null | undefined) => intl.formatMessage({ id: errorMessageId(code, CLUB_ERROR_MESSAGES) }, { ...priceRange, levelMax: PLAN_LEVEL_MAX });
  const set = (key: PlanField, value: string) => setValues((v) => ({ ...v, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    setFormError(null);
    const codes = validatePlan(values);
    if (Object.keys(codes).length) {
      setErrors(Object.fromEntries(Object.entries(codes).map(([k, code]) => [k, message(code)])));
      return;
    }
    setErrors({});
    try {
      const error = await onSubmit(values);
      if (!error) return;
      if (error.field && ['name', 'monthlyPrice', 'level', 'benefits'].includes(error.field)) {
        setErrors({ [error.field]: message(error.field === 'monthlyPrice' && error.code === 'INVALID_INPUT' ? 'PRICE_RANGE' : error.code) });
      } else setFormError(message(error.code));
    } catch {
      setFormError(message(null));
    }
  }

  return (
    <form onSubmit={submit} noValidate style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      {formError ? (
        <Alert role="alert">
          <Icon name="alert" size={18} />
          <div>{formError}</div>
        </Alert>
      ) : null}
      <Row2>
        <TextField label={intl.formatMessage({ id: 'club.plan.name' })} value={values.name} error={errors.name} maxLength={PLAN_NAME_MAX + 10} onChange={(e) => set('name', e.target.value)} />
        <TextField
          label={intl.formatMessage({ id: 'club.plan.level.label' })}
          hint={intl.formatMessage({ id: 'club.plan.level.hint' }, { max: PLAN_LEVEL_MAX })}
          value={values.level}
          error={errors.level}
          inputMode="numeric"
          onChange={(e) => set('level', e.target.value.replace(/\D/g, ''))}
        />
      </Row2>
      <TextField
        label={intl.formatMessage({ id: 'club.plan.price' })}
        hint={intl.formatMessage({ id: 'club.plan.priceHint' }, priceRange)}
        value={values.monthlyPrice}
        error={errors.monthlyPrice}
        inputMode="numeric"
        onChange={(e) => set('monthlyPrice', e.target.value)}
      />
      {subscriberCount > 0 && values.monthlyPrice.trim() !== initial.monthlyPrice.trim() ? (
        <Alert role="status" data-testid="price-change-notice">
          <Icon name="alert" size={18} />
          <div>
            <FormattedMessage id="club.plan.priceChangeNotice" values={{ count: subscriberCount }} />
          </div>
        </Alert>
      ) : null}
      <TextAreaField
        label={intl.formatMessage({ id: 'club.plan.benefits' })}
        hint={intl.formatMessage({ id: 'club.plan.benefitsHint' })}
        value={values.benefits}
        rows={4}
        onChange={(e) => set('benefits', e.target.value)}
      />
      <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        {onCancel ? (
          <Button variant="ghost" size="small" onClick={onCancel}>
            <FormattedMessage id="club.action.cancel" />
          </Button>
        ) : null}
        <Button type="submit" size="small" loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

const EMPTY_PLAN: PlanFormValues = { name: '', monthlyPrice: '', level: '1', benefits: '' };

export function ClubPlansEditor({ club: clubKey }: { club: ClubPlansEditor_club$key }) {
  const club = useFragment(
    graphql`
      fragment ClubPlansEditor_club on Club {
        id
        allPlans: plans(includeArchived: true) {
          id
          name
          monthlyPrice
          benefits
          level
          position
          isArchived
          subscriberCount
        }
      }
    `,
    clubKey,
  );
  const intl = useIntl();
  const won = useFormatWon();
  const { createPlan, isInFlight: creating } = useCreatePlan();
  const { updatePlan, isInFlight: updating } = useUpdatePlan();
  const { reorderPlans, isInFlight: reordering } = useReorderPlans();
  const { archivePlan, isInFlight: archiving } = useArchivePlan();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const [archiveTarget, setArchiveTarget] = useState<{ id: string; name: string } | null>(null);
  const active = [...club.allPlans].filter((plan) => !plan.isArchived).sort((a, b) => a.position - b.position);
  const archived = club.allPlans.filter((plan) => plan.isArchived);
  const fail = (code?: string | null) => showToast({ kind: 'error', message: intl.formatMessage({ id: errorMessageId(code, CLUB_ERROR_MESSAGES) }) });

  async function moveplan(index: number, delta: -1 | 1) {
    const ids = active.map((plan) => plan.id);
    const target = index + delta;
    if (target < 0 || target >= ids.length) return;
    [ids[index], ids[target]] = [ids[target], ids[index]];
    try {
      const { reorderPlans: result } = await reorderPlans({ input: { clubId: club.id, planIds: ids } });
      const error = resultError(result);
      if (error) fail(error.code);
    } catch {
      fail(null);
    }
  }

  async function archive() {
    if (!archiveTarget) return;
    try {
      const { archivePlan: result } = await archivePlan({ input: { planId: archiveTarget.id } });
      const error = resultError(result);
      if (error) return fail(error.code);
      showToast({ kind: 'success', message: intl.formatMessage({ id: 'club.notice.planArchived' }) });
      setArchiveTarget(null);
    } catch {
      fail(null);
    }
  }

  return (
    <FormPanel id="plans">
      <PanelTitle>
        <Icon name="heart" size={18} />
        <FormattedMessage id="club.settings.plans" />
      </PanelTitle>
      <Muted>
        <FormattedMessage id="club.settings.plansLead" />
      </Muted>
      {active.length ? (
        <List>
          {active.map((plan, index) => (
            <Item key={plan.id} data-testid="plan-row">
              {editing === plan.id ? (
                <PlanForm
                  initial={{ name: plan.name, monthlyPrice: String(plan.monthlyPrice), level: String(plan.level), benefits: plan.benefits.join('\n') }}
                  subscriberCount={plan.subscriberCount ?? 0}
                  submitLabel={intl.formatMessage({ id: 'club.plan.save' })}
                  busy={updating}
                  onCancel={() => setEditing(null)}
                  onSubmit={async (values) => {
                    const { updatePlan: result } = await updatePlan({ input: { planId: plan.id, ...planInput(values) } });
                    const error = resultError(result);
                    if (error) return error;
                    showToast({ kind: 'success', message: intl.formatMessage({ id: 'club.notice.planSaved' }) });
                    setEditing(null);
                    return null;
                  }}
                />
              ) : (
                <>
                  <ItemHead>
                    <div>
                      <h3>{plan.name}</h3>
                      <p>
                        <FormattedMessage id="club.plan.summary" values={{ level: plan.level, price: won(plan.monthlyPrice), subscribers: plan.subscriberCount ?? 0 }} />
                      </p>
                    </div>
                    <Tools>
                      <Button size="small" variant="ghost" aria-label={intl.formatMessage({ id: 'club.plan.moveUp' }, { name: plan.name })} disabled={index === 0 || reordering} onClick={() => moveplan(index, -1)}>
                        <Icon name="chevronDown" size={16} style={{ transform: 'rotate(180deg)' }} />
                      </Button>
                      <Button
                        size="small"
                        variant="ghost"
                        aria-label={intl.formatMessage({ id: 'club.plan.moveDown' }, { name: plan.name })}
                        disabled={index === active.length - 1 || reordering}
                        onClick={() => moveplan(index, 1)}
                      >
                        <Icon name="chevronDown" size={16} />
                      </Button>
                      <Button size="small" variant="secondary" onClick={() => setEditing(plan.id)} aria-label={intl.formatMessage({ id: 'club.plan.editNamed' }, { name: plan.name })}>
                        <FormattedMessage id="club.plan.edit" />
                      </Button>
                      <Button size="small" variant="danger" onClick={() => setArchiveTarget({ id: plan.id, name: plan.name })} aria-label={intl.formatMessage({ id: 'club.plan.archiveNamed' }, { name: plan.name })}>
                        <FormattedMessage id="club.plan.archive" />
                      </Button>
                    </Tools>
                  </ItemHead>
                  {plan.benefits.length ? (
                    <Benefits>
                      {plan.benefits.map((benefit, i) => (
                        <li key={i}>{benefit}</li>
                      ))}
                    </Benefits>
                  ) : null}
                </>
              )}
            </Item>
          ))}
        </List>
      ) : (
        <Muted>
          <FormattedMessage id="club.settings.noPlans" />
        </Muted>
      )}
      {adding ? (
        <Item>
          <PlanForm
            initial={{ ...EMPTY_PLAN, level: String(Math.min(PLAN_LEVEL_MAX, Math.max(0, ...active.map((plan) => plan.level)) + 1)) }}
            submitLabel={intl.formatMessage({ id: 'club.plan.create' })}
            busy={creating}
            onCancel={() => setAdding(false)}
            onSubmit={async (values) => {
              const { createPlan: result } = await createPlan({ input: { clubId: club.id, ...planInput(values) } });
              const error = resultError(result);
              if (error) return error;
              showToast({ kind: 'success', message: intl.formatMessage({ id: 'club.notice.planCreated' }) });
              setAdding(false);
              return null;
            }}
          />
        </Item>
      ) : (
        <div>
          <Button size="small" variant="secondary" icon={<Icon name="plus" size={16} />} onClick={() => setAdding(true)}>
            <FormattedMessage id="club.plan.add" />
          </Button>
        </div>
      )}
      {archived.length ? (
        <details>
          <summary style={{ cursor: 'pointer', fontSize: 13 }}>
            <FormattedMessage id="club.settings.archivedPlans" values={{ count: archived.length }} />
          </summary>
          <List style={{ marginTop: 12 }}>
            {archived.map((plan) => (
              <Item key={plan.id} archived>
                <ItemHead>
                  <div>
                    <h3>{plan.name}</h3>
                    <p>
                      <FormattedMessage id="club.plan.summary" values={{ level: plan.level, price: won(plan.monthlyPrice), subscribers: plan.subscriberCount ?? 0 }} />
                    </p>
                  </div>
                </ItemHead>
              </Item>
            ))}
          </List>
        </details>
      ) : null}
      <Dialog open={archiveTarget !== null} onClose={() => setArchiveTarget(null)} role="alertdialog" title={<FormattedMessage id="club.plan.archiveTitle" values={{ name: archiveTarget?.name ?? '' }} />}>
        <Muted>
          <FormattedMessage id="club.plan.archiveBody" />
        </Muted>
        <DialogActions>
          <Button variant="ghost" onClick={() => setArchiveTarget(null)}>
            <FormattedMessage id="club.action.cancel" />
          </Button>
          <Button variant="danger" loading={archiving} onClick={archive}>
            <FormattedMessage id="club.plan.archive" />
          </Button>
        </DialogActions>
      </Dialog>
    </FormPanel>
  );
}
