// The club's profile fields, shared by "create a club" (/mypage/manage) and the settings page:
// name, introduction, fandom name, theme colour, icon, banner and up to five links.
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { TextField } from '../../../components/TextField';
import { styled } from '../../../theme/stitches.config';
import { ImageUploadField } from '../../files/ImageUploadField';
import { validateUrl } from '../../account/validation';
import { FieldLabel, Help, TextAreaField } from '../../../components/FormBits';

export const CLUB_NAME_MAX = 40;
export const CLUB_INTRODUCTION_MAX = 1000;
export const FANDOM_NAME_MAX = 30;
export const CLUB_LINKS_MAX = 5;
export const DEFAULT_THEME_COLOR = '#8b5cf6';
const COLOR = /^#[0-9a-fA-F]{6}$/;
export const THEME_SWATCHES = ['#8b5cf6', '#ec4899', '#f43f5e', '#f97316', '#eab308', '#22c55e', '#14b8a6', '#3b82f6', '#6366f1'];

export interface ImageValue {
  /** What to preview: the current URL or the fresh upload's. */
  url: string | null;
  /** Set after a new upload. */
  fileId: string | null;
  /** The existing image was removed. */
  removed: boolean;
}

export interface ClubProfileValues {
  name: string;
  introduction: string;
  fandomName: string;
  themeColor: string;
  icon: ImageValue;
  banner: ImageValue;
  links: { label: string; url: string }[];
}

export type ClubProfileField = 'name' | 'introduction' | 'fandomName' | 'themeColor' | 'links' | 'iconFileId' | 'bannerFileId';
export type ClubProfileErrors = Partial<Record<ClubProfileField | `link${number}.label` | `link${number}.url`, string>>;

const length = (value: string) => Array.from(value.trim()).length;

/** Error codes per field (the server's rules, checked before sending). */
export function validateClubProfile(values: ClubProfileValues): ClubProfileErrors {
  const errors: ClubProfileErrors = {};
  if (!values.name.trim()) errors.name = 'REQUIRED';
  else if (length(values.name) > CLUB_NAME_MAX) errors.name = 'INVALID_INPUT';
  if (!values.introduction.trim()) errors.introduction = 'REQUIRED';
  else if (length(values.introduction) > CLUB_INTRODUCTION_MAX) errors.introduction = 'INVALID_INPUT';
  if (length(values.fandomName) > FANDOM_NAME_MAX) errors.fandomName = 'INVALID_INPUT';
  if (!COLOR.test(values.themeColor.trim())) errors.themeColor = 'COLOR_INVALID';
  if (values.links.length > CLUB_LINKS_MAX) errors.links = 'LINK_LIMIT';
  values.links.forEach((link, index) => {
    if (!link.label.trim()) errors[`link${index}.label`] = 'REQUIRED';
    const url = validateUrl(link.url);
    if (url) errors[`link${index}.url`] = url;
  });
  return errors;
}

export function linksInput(values: ClubProfileValues) {
  return values.links.map((link) => ({ label: link.label.trim(), url: link.url.trim() }));
}

const Grid = styled('div', { display: 'flex', flexDirection: 'column', gap: '$5' });
const ColorRow = styled('div', { display: 'flex', alignItems: 'center', gap: '$2', flexWrap: 'wrap' });
const Swatch = styled('button', {
  size: 32,
  borderRadius: '$round',
  border: '2px solid transparent',
  boxShadow: '0 0 0 1px rgba(255,255,255,0.12) inset',
  '&[aria-pressed="true"]': { borderColor: '$white' },
});
const ColorInput = styled('input', {
  size: 32,
  padding: 0,
  border: '1px solid $border',
  borderRadius: '$sm',
  backgroundColor: 'transparent',
  cursor: 'pointer',
});
const LinkRow = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: '$2',
  alignItems: 'end',
  padding: '$3',
  borderRadius: '$md',
  border: '1px solid $border',
  backgroundColor: '$surfaceRaised',
  '& > div': { display: 'grid', gap: '$2', gridTemplateColumns: 'minmax(0, 1fr)', '@sm': { gridTemplateColumns: '160px minmax(0, 1fr)' } },
});

export interface ClubProfileFieldsProps {
  values: ClubProfileValues;
  onChange: (values: ClubProfileValues) => void;
  /** Localized messages per field. */
  errors: ClubProfileErrors;
  onUploadingChange?: (uploading: boolean) => void;
}

export function ClubProfileFields({ values, onChange, errors, onUploadingChange }: ClubProfileFieldsProps) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const set = <K extends keyof ClubProfileValues>(key: K, value: ClubProfileValues[K]) => onChange({ ...values, [key]: value });
  const setLink = (index: number, patch: Partial<{ label: string; url: string }>) =>
    set(
      'links',
      values.links.map((link, i) => (i === index ? { ...link, ...patch } : link)),
    );

  return (
    <Grid>
      <TextField
        label={t('club.field.name')}
        hint={t('club.field.nameHint', { max: CLUB_NAME_MAX })}
        error={errors.name}
        value={values.name}
        maxLength={CLUB_NAME_MAX + 10}
        onChange={(event) => set('name', event.target.value)}
      />
      <TextAreaField
        label={t('club.field.introduction')}
        hint={t('club.field.introductionHint', { count: length(values.introduction), max: CLUB_INTRODUCTION_MAX })}
        error={errors.introduction}
        value={values.introduction}
        rows={5}
        onChange={(event) => set('introduction', event.target.value)}
      />
      <TextField
        label={t('club.field.fandomName')}
        hint={t('club.field.fandomNameHint')}
        error={errors.fandomName}
        value={values.fandomName}
        maxLength={FANDOM_NAME_MAX + 10}
        onChange={(event) => set('fandomName', event.target.value)}
      />
      <div role="group" aria-labelledby="club-theme-label" style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        <FieldLabel as="span" id="club-theme-label">
          {t('club.field.themeColor')}
        </FieldLabel>
        <ColorRow>
          {THEME_SWATCHES.map((color) => (
            <Swatch
              key={color}
              type="button"
              style={{ backgroundColor: color }}
              aria-label={color}
              aria-pressed={values.themeColor.toLowerCase() === color}
              onClick={() => set('themeColor', color)}
            />
          ))}
          <ColorInput
            type="color"
            aria-label={t('club.field.themeColorCustom')}
            value={COLOR.test(values.themeColor) ? values.themeColor : DEFAULT_THEME_COLOR}
            onChange={(event) => set('themeColor', event.target.value)}
          />
          <TextField
            label={<span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{t('club.field.themeColorHex')}</span>}
            value={values.themeColor}
            maxLength={7}
            style={{ width: 120, height: 36, fontFamily: 'monospace' }}
            error={errors.themeColor}
            onChange={(event) => set('themeColor', event.target.value)}
          />
        </ColorRow>
      </div>
      <ImageUploadField
        label={t('club.field.icon')}
        hint={errors.iconFileId ?? t('club.field.iconHint')}
        shape="square"
        value={values.icon.url}
        onUploaded={(file) => set('icon', { url: file.url, fileId: file.id, removed: false })}
        onRemove={() => set('icon', { url: null, fileId: null, removed: true })}
        onUploadingChange={onUploadingChange}
      />
      <ImageUploadField
        label={t('club.field.banner')}
        hint={errors.bannerFileId ?? t('club.field.bannerHint')}
        shape="banner"
        value={values.banner.url}
        onUploaded={(file) => set('banner', { url: file.url, fileId: file.id, removed: false })}
        onRemove={() => set('banner', { url: null, fileId: null, removed: true })}
        onUploadingChange={onUploadingChange}
      />
      <div role="group" aria-labelledby="club-links-label" style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        <FieldLabel as="span" id="club-links-label">
          {t('club.field.links')}
        </FieldLabel>
        <Help>{t('club.field.linksHint', { max: CLUB_LINKS_MAX })}</Help>
        {values.links.map((link, index) => (
          <LinkRow key={index}>
            <div>
              <TextField
                label={t('club.field.linkLabel', { n: index + 1 })}
                value={link.label}
                maxLength={40}
                error={errors[`link${index}.label`]}
                onChange={(event) => setLink(index, { label: event.target.value })}
              />
              <TextField
                label={t('club.field.linkUrl', { n: index + 1 })}
                value={link.url}
                type="url"
                inputMode="url"
                placeholder="https://"
                error={errors[`link${index}.url`]}
                onChange={(event) => setLink(index, { url: event.target.value })}
              />
            </div>
            <Button
              variant="ghost"
              size="small"
              aria-label={t('club.field.linkRemove', { n: index + 1 })}
              onClick={() =>
                set(
                  'links',
                  values.links.filter((_, i) => i !== index),
                )
              }
            >
              <Icon name="close" size={16} />
            </Button>
          </LinkRow>
        ))}
        {errors.links ? (
          <Help error role="alert">
            {errors.links}
          </Help>
        ) : null}
        {values.links.length < CLUB_LINKS_MAX ? (
          <div>
            <Button size="small" variant="secondary" icon={<Icon name="plus" size={16} />} onClick={() => set('links', [...values.links, { label: '', url: '' }])}>
              <FormattedMessage id="club.field.linkAdd" />
            </Button>
          </div>
        ) : null}
      </div>
    </Grid>
  );
}
