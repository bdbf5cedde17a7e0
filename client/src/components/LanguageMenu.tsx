import { useIntl } from 'react-intl';
import { styled } from '../theme/stitches.config';
import { LOCALE_NAMES, SUPPORTED_LOCALES, isSupportedLocale } from '../i18n/locales';
import { useLocale } from '../i18n/I18nProvider';
import { Icon } from './Icon';

const Wrap = styled('label', {
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  height: 36,
  pl: '$3',
  pr: '$2',
  borderRadius: '$pill',
  border: '1px solid $border',
  color: '$textMuted',
  fontSize: '$sm',
  cursor: 'pointer',
  transition: 'border-color $fast, color $fast',
  '@hover': { '&:hover': { borderColor: '$borderStrong', color: '$text' } },
  '&:focus-within': { borderColor: '$primary', color: '$text' },
  variants: { compact: { true: { '& .language-name': { '@mobile': { display: 'none' } } } } },
});

const Select = styled('select', {
  position: 'absolute',
  inset: 0,
  width: '100%',
  opacity: 0,
  cursor: 'pointer',
  appearance: 'none',
  backgroundColor: '$surface',
  color: '$text',
});

/** The language switcher (header and footer). A native select keeps it accessible on phones. */
export function LanguageMenu({ compact = false }: { compact?: boolean }) {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  return (
    <Wrap compact={compact} title={intl.formatMessage({ id: 'app.language.label' })}>
      <Icon name="globe" size={18} />
      <span className="language-name">{LOCALE_NAMES[locale]}</span>
      <Icon name="chevronDown" size={14} />
      <Select
        aria-label={intl.formatMessage({ id: 'app.language.label' })}
        value={locale}
        onChange={(event) => {
          const next = event.target.value;
          if (isSupportedLocale(next)) setLocale(next);
        }}
      >
        {SUPPORTED_LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </Select>
    </Wrap>
  );
}
