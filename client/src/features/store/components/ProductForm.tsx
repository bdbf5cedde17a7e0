// The owner's form for a new product, or to edit one (its kind fixed): goods (options with their stock, shipping), digital packs (files
// and a preview) and tickets (event, venue, validity window, seating, limit), with up to ten pictures
// (the first is the cover) and lower prices for subscribers by plan level. Prices are whole won,
// checked here with the server's messages before anything is sent.
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, buttonStyles } from '../../../components/Button';
import { Check, FormPanel, PanelTitle, TextAreaField } from '../../../components/FormBits';
import { TextField } from '../../../components/TextField';
import { styled } from '../../../theme/stitches.config';
import { ImageUploadField } from '../../files/ImageUploadField';
import { useFileUpload, type UploadedFileJson } from '../../files/useFileUpload';
import { errorMessageId } from '../../account/errors';
import { STORE_ERROR_MESSAGES } from '../errors';
import { isoOfKstInput, useFormatWon } from '../format';

export type ProductKind = 'GOODS' | 'DIGITAL' | 'TICKET';

export interface ProductFormValues {
  kind: ProductKind;
  name: string;
  description: string;
  price: string;
  stock: string;
  shippingFee: string;
  perBuyerLimit: string;
  memberOnly: boolean;
  salesOpenAt: string;
  salesCloseAt: string;
  /** `id` and `stockSeen` for options the product already has: their stock edits apply to what is left now. */
  options: { id?: string; stockSeen?: number | null; name: string; stock: string }[];
  /** The stock the edit form loaded (the change from it is applied to the stock as it is now). */
  stockSeen?: number | null;
  /** A lower price per plan level ('' = none). */
  memberPrices: Record<number, string>;
  ticketFormat: 'ONLINE' | 'OFFLINE';
  eventStartsAt: string;
  venueName: string;
  venueAddress: string;
  venueMapUrl: string;
  onlineAccessUrl: string;
  validFrom: string;
  validUntil: string;
  seating: 'GENERAL' | 'RESERVED';
}

export const EMPTY_PRODUCT: ProductFormValues = {
  kind: 'GOODS',
  name: '',
  description: '',
  price: '',
  stock: '',
  shippingFee: '',
  perBuyerLimit: '',
  memberOnly: false,
  salesOpenAt: '',
  salesCloseAt: '',
  options: [],
  memberPrices: {},
  ticketFormat: 'OFFLINE',
  eventStartsAt: '',
  venueName: '',
  venueAddress: '',
  venueMapUrl: '',
  onlineAccessUrl: '',
  validFrom: '',
  validUntil: '',
  seating: 'GENERAL',
};

/** Digits, optionally grouped by thousands (15000, 15,000). */
const WHOLE_WON = /^(\d+|\d{1,3}([,\s]\d{3})+)$/;
const won = (value: string) => Number(value.replace(/[,\s]/g, ''));
/** The server's bounds (store.service): a price and a member price, and a shipping fee. */
const PRODUCT_PRICE_MIN = 100;
const PRODUCT_PRICE_MAX = 10_000_000;
const SHIPPING_FEE_MAX = 100_000;
const COUNT = /^\d+$/;

export type ProductFieldErrors = Partial<Record<string, string>>;

/** Error codes per field, as the server checks them. */
export function validateProduct(values: ProductFormValues): ProductFieldErrors {
  const errors: ProductFieldErrors = {};
  if (!values.name.trim()) errors.name = 'REQUIRED';
  const price = values.price.trim();
  if (!price) errors.price = 'REQUIRED';
  else if (!WHOLE_WON.test(price)) errors.price = 'PRICE_WHOLE_WON';
  else if (won(price) < PRODUCT_PRICE_MIN || won(price) > PRODUCT_PRICE_MAX) errors.price = 'PRICE_INVALID';
  if (values.stock.trim() && !COUNT.test(values.stock.trim())) errors.stock = 'INVALID_INPUT';
  if (values.perBuyerLimit.trim() && !COUNT.test(values.perBuyerLimit.trim())) errors.perBuyerLimit = 'INVALID_INPUT';
  for (const [level, value] of Object.entries(values.memberPrices)) {
    const memberPrice = value.trim();
    if (!memberPrice) continue;
    if (!WHOLE_WON.test(memberPrice)) errors[`memberPrices.${level}`] = 'PRICE_WHOLE_WON';
    else if (won(memberPrice) < PRODUCT_PRICE_MIN || (!errors.price && won(memberPrice) > won(price))) errors[`memberPrices.${level}`] = 'MEMBER_PRICE_INVALID';
  }
  if (values.kind === 'GOODS') {
    const fee = values.shippingFee.trim();
    if (fee && !WHOLE_WON.test(fee)) errors.shippingFee = 'PRICE_WHOLE_WON';
    if (!values.options.length && !values.stock.trim()) errors.stock = 'REQUIRED';
    values.options.forEach((option, i) => {
      if (!option.name.trim()) errors[`options.${i}.name`] = 'REQUIRED';
      if (!COUNT.test(option.stock.trim())) errors[`options.${i}.stock`] = 'INVALID_INPUT';
    });
  }
  if (values.kind === 'TICKET') {
    if (!values.stock.trim()) errors.stock = 'REQUIRED';
    if (!values.eventStartsAt) errors['ticket.eventStartsAt'] = 'REQUIRED';
    if (values.ticketFormat === 'OFFLINE') {
      if (!values.venueName.trim()) errors['ticket.venueName'] = 'REQUIRED';
      if (!values.venueAddress.trim()) errors['ticket.venueAddress'] = 'REQUIRED';
    }
  }
  return errors;
}

const num = (value: string) => (value.trim() ? won(value.trim()) : null);

/** At most this many pictures per product (the server's limit). */
export const PRODUCT_IMAGES_MAX = 10;

/** The createProduct input for valid values (file ids are the form's uploads). */
export function productInput(values: ProductFormValues, files: { imageIds: string[]; digitalIds: string[]; previewId: string | null }) {
  return {
    kind: values.kind,
    name: values.name.trim(),
    description: values.description.trim(),
    imageFileIds: files.imageIds,
    memberPrices: Object.entries(values.memberPrices)
      .filter(([, value]) => value.trim())
      .map(([level, value]) => ({ planLevel: Number(level), price: won(value.trim()) })),
    price: won(values.price.trim()),
    stock: num(values.stock),
    perBuyerLimit: num(values.perBuyerLimit),
    memberOnly: values.memberOnly,
    // Times are typed as Korean time, as every page shows them.
    salesOpenAt: isoOfKstInput(values.salesOpenAt),
    salesCloseAt: isoOfKstInput(values.salesCloseAt),
    shippingFee: values.kind === 'GOODS' ? (num(values.shippingFee) ?? 0) : null,
    stockSeen: values.stockSeen ?? null,
    options:
      values.kind === 'GOODS'
        ? values.options.map((o) => ({ name: o.name.trim(), stock: Number(o.stock.trim()), ...(o.id ? { id: o.id, stockSeen: o.stockSeen ?? null } : {}) }))
        : null,
    digitalFileIds: values.kind === 'DIGITAL' ? files.digitalIds : null,
    previewFileId: values.kind === 'DIGITAL' ? files.previewId : null,
    ticket:
      values.kind === 'TICKET'
        ? {
            format: values.ticketFormat,
            // Required by validateProduct for tickets.
            eventStartsAt: isoOfKstInput(values.eventStartsAt) ?? '',
            venueName: values.venueName.trim() || null,
            venueAddress: values.venueAddress.trim() || null,
            venueMapUrl: values.venueMapUrl.trim() || null,
            onlineAccessUrl: values.ticketFormat === 'ONLINE' ? values.onlineAccessUrl.trim() || null : null,
            validFrom: values.validFrom || null,
            validUntil: values.validUntil || null,
            seating: values.seating,
          }
        : null,
  };
}

const Grid = styled('div', { display: 'grid', gap: '$4', gridTemplateColumns: 'minmax(0, 1fr)', '@sm': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } });
const Kinds = styled('div', { display: 'flex', gap: '$4', flexWrap: 'wrap' });
const OptionRow = styled('div', { display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) auto', gap: '$2', alignItems: 'end' });
const Hint = styled('p', { fontSize: '$xs', color: '$textSubtle' });
const FileList = styled('ul', {
  listStyle: 'none',
  margin: '0 0 $2',
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  '& li': { display: 'flex', alignItems: 'center', gap: '$2', fontSize: '$sm', minWidth: 0 },
  '& span': { flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& button': { size: 28, border: 'none', borderRadius: '$pill', backgroundColor: '$surfaceRaised', color: '$text', cursor: 'pointer' },
});
const Actions = styled('div', { display: 'flex', gap: '$2', flexWrap: 'wrap' });
const Pictures = styled('ul', {
  listStyle: 'none',
  margin: '0 0 $3',
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(88px, 1fr))',
  gap: '$2',
  '& li': { position: 'relative', aspectRatio: '1 / 1', borderRadius: '$md', overflow: 'hidden', backgroundColor: '$surfaceRaised' },
  '& img': { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
});
const Cover = styled('span', {
  position: 'absolute',
  left: 4,
  bottom: 4,
  px: '$2',
  borderRadius: '$pill',
  backgroundColor: 'rgba(0, 0, 0, 0.7)',
  color: '$text',
  fontSize: '$xs',
  fontWeight: '$semibold',
});
const PictureButtons = styled('div', {
  position: 'absolute',
  top: 4,
  right: 4,
  display: 'flex',
  gap: 4,
  '& button': {
    size: 28,
    border: 'none',
    borderRadius: '$pill',
    backgroundColor: 'rgba(0, 0, 0, 0.7)',
    color: '$text',
    cursor: 'pointer',
    fontSize: '$sm',
  },
});

function FileButton({ label, kind, onUploaded }: { label: string; kind: 'media' | 'attachment'; onUploaded: (file: UploadedFileJson) => void }) {
  const { upload, isUploading, error } = useFileUpload(kind);
  const intl = useIntl();
  return (
    <div>
      <label>
        <span className={buttonStyles({ variant: 'secondary', size: 'small' })} role="button" tabIndex={0} aria-busy={isUploading || undefined}>
          {isUploading ? intl.formatMessage({ id: 'store.form.uploading' }) : label}
        </span>
        <input
          type="file"
          hidden
          onChange={async (event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            try {
              onUploaded(await upload(file));
            } catch {
              // the hook's error shows below
            }
          }}
        />
      </label>
      {error ? <Hint role="alert">{error}</Hint> : null}
    </div>
  );
}

/** The server names a member price by its place in the list sent ("memberPrices.0.price"); the form by level. */
function memberPriceErrorsByLevel(serverErrors: ProductFieldErrors, values: ProductFormValues): ProductFieldErrors {
  const levels = Object.entries(values.memberPrices)
    .filter(([, value]) => value.trim())
    .map(([level]) => level);
  const out: ProductFieldErrors = {};
  for (const [field, code] of Object.entries(serverErrors)) {
    const at = /^memberPrices\.(\d+)\./.exec(field);
    if (at && levels[Number(at[1])]) out[`memberPrices.${levels[Number(at[1])]}`] = code === 'PRICE_WHOLE_WON' ? code : 'MEMBER_PRICE_INVALID';
    else out[field] = code;
  }
  return out;
}

type PlanChoice = { readonly level: number; readonly name: string };

/** One line per plan level (the cheapest-named plan of a level stands for it), lowest level first. */
function levelsOf(plans: readonly PlanChoice[]) {
  const byLevel = new Map<number, string[]>();
  for (const plan of plans) byLevel.set(plan.level, [...(byLevel.get(plan.level) ?? []), plan.name]);
  return [...byLevel].sort(([a], [b]) => a - b).map(([level, names]) => ({ level, names: names.join(', ') }));
}

/** A product as the edit form starts from: its values and the files it keeps. */
export type ProductFormStart = { values: ProductFormValues; images: FormFile[]; digital: FormFile[]; preview: FormFile | null };
/** A file the form holds: just uploaded, or kept from the product being edited. */
type FormFile = Pick<UploadedFileJson, 'id' | 'name' | 'url'>;

type ProductFormProps = {
  onSubmit: (input: ReturnType<typeof productInput>) => Promise<boolean>;
  busy: boolean;
  serverErrors: ProductFieldErrors;
  /** The club's plans, for member prices by level. */
  plans?: readonly PlanChoice[];
  /** Editing an existing product: the form starts from it, keeps its kind and is not emptied on success. */
  editing?: ProductFormStart;
  onCancel?: () => void;
};

export function ProductForm({ onSubmit, busy, serverErrors, plans = [], editing, onCancel }: ProductFormProps) {
  const intl = useIntl();
  const [values, setValues] = useState<ProductFormValues>(editing?.values ?? EMPTY_PRODUCT);
  const [errors, setErrors] = useState<ProductFieldErrors>({});
  const [images, setImages] = useState<FormFile[]>(editing?.images ?? []);
  const [digital, setDigital] = useState<FormFile[]>(editing?.digital ?? []);
  const [preview, setPreview] = useState<FormFile | null>(editing?.preview ?? null);
  const [uploading, setUploading] = useState(false);
  const set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const shown = { ...memberPriceErrorsByLevel(serverErrors, values), ...errors };
  const formatWon = useFormatWon();
  // Price bounds as currency in the viewer's locale, for PRICE_INVALID and MEMBER_PRICE_INVALID.
  const bounds = { min: formatWon(PRODUCT_PRICE_MIN), max: formatWon(PRODUCT_PRICE_MAX), shippingMin: formatWon(0), shippingMax: formatWon(SHIPPING_FEE_MAX) };
  const message = (field: string) => (shown[field] ? intl.formatMessage({ id: errorMessageId(shown[field], STORE_ERROR_MESSAGES) }, bounds) : undefined);
  const t = (id: string) => intl.formatMessage({ id });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateProduct(values);
    if (values.kind === 'DIGITAL' && !digital.length) found.digitalFileIds = 'REQUIRED';
    setErrors(found);
    if (Object.keys(found).length) return;
    const ok = await onSubmit(productInput(values, { imageIds: images.map((f) => f.id), digitalIds: digital.map((f) => f.id), previewId: preview?.id ?? null }));
    if (ok && !editing) {
      setValues(EMPTY_PRODUCT);
      setImages([]);
      setDigital([]);
      setPreview(null);
    }
  }

  return (
    <FormPanel as="form" onSubmit={submit} noValidate aria-labelledby="product-form-title">
      <PanelTitle id="product-form-title">
        {editing ? editing.values.name : <FormattedMessage id="store.manage.new" />}
      </PanelTitle>
      {editing ? (
        <Hint>{intl.formatMessage({ id: 'store.form.kind.fixed' }, { kind: t(`store.kind.${values.kind}`) })}</Hint>
      ) : (
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend style={{ marginBottom: 8, fontWeight: 600 }}>{t('store.form.kind')}</legend>
          <Kinds>
            {(['GOODS', 'DIGITAL', 'TICKET'] as const).map((kind) => (
              <Check key={kind} type="radio" name="kind" label={t(`store.kind.${kind}`)} checked={values.kind === kind} onChange={() => set('kind', kind)} />
            ))}
          </Kinds>
        </fieldset>
      )}
      <TextField label={t('store.form.name')} value={values.name} maxLength={60} onChange={(e) => set('name', e.target.value)} error={message('name')} />
      <TextAreaField label={t('store.form.description')} value={values.description} maxLength={2000} onChange={(e) => set('description', e.target.value)} error={message('description')} />
      <div>
        {images.length ? (
          <Pictures aria-label={t('store.form.images')}>
            {images.map((file, index) => (
              <li key={file.id}>
                <img src={file.url} alt={intl.formatMessage({ id: 'store.form.image.alt' }, { index: index + 1 })} />
                {index === 0 ? <Cover>{t('store.form.image.cover')}</Cover> : null}
                <PictureButtons>
                  {index > 0 ? (
                    <button type="button" onClick={() => setImages([file, ...images.filter((f) => f !== file)])} aria-label={intl.formatMessage({ id: 'store.form.image.makeCover' }, { index: index + 1 })}>
                      ★
                    </button>
                  ) : null}
                  <button type="button" onClick={() => setImages(images.filter((f) => f !== file))} aria-label={intl.formatMessage({ id: 'store.form.image.remove' }, { index: index + 1 })}>
                    ×
                  </button>
                </PictureButtons>
              </li>
            ))}
          </Pictures>
        ) : null}
        {images.length < PRODUCT_IMAGES_MAX ? (
          <ImageUploadField
            key={images.length}
            label={images.length ? intl.formatMessage({ id: 'store.form.image.more' }, { count: images.length, max: PRODUCT_IMAGES_MAX }) : t('store.form.image')}
            shape="square"
            value={null}
            onUploaded={(file) => setImages((list) => [...list, file].slice(0, PRODUCT_IMAGES_MAX))}
            onRemove={() => undefined}
            onUploadingChange={setUploading}
            error={message('imageFileIds')}
          />
        ) : null}
      </div>
      <Grid>
        <TextField label={t('store.form.price')} inputMode="numeric" value={values.price} onChange={(e) => set('price', e.target.value)} hint={t('store.form.price.hint')} error={message('price')} />
        <TextField
          label={t('store.form.stock')}
          inputMode="numeric"
          value={values.stock}
          onChange={(e) => set('stock', e.target.value)}
          hint={values.kind === 'GOODS' ? t('store.form.stock.hint.goods') : values.kind === 'DIGITAL' ? t('store.form.stock.hint.digital') : undefined}
          error={message('stock')}
        />
        {values.kind === 'GOODS' ? (
          <TextField label={t('store.form.shippingFee')} inputMode="numeric" value={values.shippingFee} onChange={(e) => set('shippingFee', e.target.value)} error={message('shippingFee')} />
        ) : null}
        <TextField label={t('store.form.perBuyerLimit')} inputMode="numeric" value={values.perBuyerLimit} onChange={(e) => set('perBuyerLimit', e.target.value)} error={message('perBuyerLimit')} />
        <TextField label={t('store.form.salesOpenAt')} type="datetime-local" value={values.salesOpenAt} onChange={(e) => set('salesOpenAt', e.target.value)} error={message('salesOpenAt')} />
        <TextField label={t('store.form.salesCloseAt')} type="datetime-local" value={values.salesCloseAt} onChange={(e) => set('salesCloseAt', e.target.value)} error={message('salesCloseAt')} />
      </Grid>
      <Check label={t('store.form.memberOnly')} description={t('store.form.memberOnly.hint')} checked={values.memberOnly} onChange={(e) => set('memberOnly', e.target.checked)} />
      {plans.length ? (
        <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 12 }}>
          <legend style={{ fontWeight: 600 }}>{t('store.form.memberPrices')}</legend>
          <Hint>{t('store.form.memberPrices.hint')}</Hint>
          <Grid>
            {levelsOf(plans).map(({ level, names }) => (
              <TextField
                key={level}
                label={intl.formatMessage({ id: 'store.form.memberPrice' }, { level, plans: names })}
                inputMode="numeric"
                value={values.memberPrices[level] ?? ''}
                onChange={(e) => set('memberPrices', { ...values.memberPrices, [level]: e.target.value })}
                error={message(`memberPrices.${level}`)}
              />
            ))}
          </Grid>
        </fieldset>
      ) : null}

      {values.kind === 'GOODS' ? (
        <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 12 }}>
          <legend style={{ fontWeight: 600 }}>{t('store.form.options')}</legend>
          <Hint>{t('store.form.options.hint')}</Hint>
          {values.options.map((option, i) => (
            <OptionRow key={i}>
              <TextField
                label={t('store.form.option.name')}
                value={option.name}
                onChange={(e) => set('options', values.options.map((o, j) => (j === i ? { ...o, name: e.target.value } : o)))}
                error={message(`options.${i}.name`)}
              />
              <TextField
                label={t('store.form.option.stock')}
                inputMode="numeric"
                value={option.stock}
                onChange={(e) => set('options', values.options.map((o, j) => (j === i ? { ...o, stock: e.target.value } : o)))}
                error={message(`options.${i}.stock`)}
              />
              <Button type="button" variant="secondary" size="small" aria-label={intl.formatMessage({ id: 'store.form.option.remove' }, { index: i + 1 })} onClick={() => set('options', values.options.filter((_, j) => j !== i))}>
                ×
              </Button>
            </OptionRow>
          ))}
          <div>
            <Button type="button" variant="secondary" size="small" onClick={() => set('options', [...values.options, { name: '', stock: '' }])}>
              {t('store.form.option.add')}
            </Button>
          </div>
        </fieldset>
      ) : null}

      {values.kind === 'DIGITAL' ? (
        <Grid>
          <div>
            <p style={{ fontWeight: 600, marginBottom: 8 }}>{t('store.form.files')}</p>
            {digital.length ? (
              <FileList>
                {digital.map((file, index) => (
                  <li key={file.id}>
                    <span>{file.name}</span>
                    <button type="button" onClick={() => setDigital(digital.filter((f) => f !== file))} aria-label={intl.formatMessage({ id: 'store.form.files.remove' }, { name: file.name, index: index + 1 })}>
                      ×
                    </button>
                  </li>
                ))}
              </FileList>
            ) : null}
            <FileButton label={t('store.form.files.add')} kind="media" onUploaded={(file) => setDigital((files) => [...files, file])} />
            <Hint role={shown.digitalFileIds ? 'alert' : undefined}>
              {shown.digitalFileIds ? message('digitalFileIds') : intl.formatMessage({ id: 'store.form.files.count' }, { count: digital.length })}
            </Hint>
          </div>
          <div>
            <p style={{ fontWeight: 600, marginBottom: 8 }}>{t('store.form.preview')}</p>
            <FileButton label={t('store.form.files.add')} kind="media" onUploaded={setPreview} />
            {preview ? <Hint>{intl.formatMessage({ id: 'store.form.preview.file' }, { name: preview.name })}</Hint> : null}
          </div>
        </Grid>
      ) : null}

      {values.kind === 'TICKET' ? (
        <>
          <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
            <legend style={{ marginBottom: 8, fontWeight: 600 }}>{t('store.form.ticket.format')}</legend>
            <Kinds>
              {(['OFFLINE', 'ONLINE'] as const).map((format) => (
                <Check key={format} type="radio" name="format" label={t(`store.form.ticket.format.${format}`)} checked={values.ticketFormat === format} onChange={() => set('ticketFormat', format)} />
              ))}
            </Kinds>
          </fieldset>
          <Grid>
            <TextField label={t('store.form.ticket.eventStartsAt')} type="datetime-local" value={values.eventStartsAt} onChange={(e) => set('eventStartsAt', e.target.value)} error={message('ticket.eventStartsAt')} />
            <div>
              <p style={{ fontWeight: 600, marginBottom: 8 }}>{t('store.form.ticket.seating')}</p>
              <Kinds>
                {(['GENERAL', 'RESERVED'] as const).map((seating) => (
                  <Check key={seating} type="radio" name="seating" label={t(`store.ticket.seating.${seating}`)} checked={values.seating === seating} onChange={() => set('seating', seating)} />
                ))}
              </Kinds>
            </div>
            {values.ticketFormat === 'OFFLINE' ? (
              <>
                <TextField label={t('store.form.ticket.venueName')} value={values.venueName} onChange={(e) => set('venueName', e.target.value)} error={message('ticket.venueName')} />
                <TextField label={t('store.form.ticket.venueAddress')} value={values.venueAddress} onChange={(e) => set('venueAddress', e.target.value)} error={message('ticket.venueAddress')} />
                <TextField label={t('store.form.ticket.venueMapUrl')} type="url" value={values.venueMapUrl} onChange={(e) => set('venueMapUrl', e.target.value)} error={message('ticket.venueMapUrl')} />
              </>
            ) : (
              <TextField
                label={t('store.form.ticket.onlineAccessUrl')}
                hint={t('store.form.ticket.onlineAccessUrl.hint')}
                type="url"
                value={values.onlineAccessUrl}
                onChange={(e) => set('onlineAccessUrl', e.target.value)}
                error={message('ticket.onlineAccessUrl')}
              />
            )}
            <TextField label={t('store.form.ticket.validFrom')} type="time" value={values.validFrom} onChange={(e) => set('validFrom', e.target.value)} error={message('ticket.validFrom')} />
            <TextField label={t('store.form.ticket.validUntil')} type="time" value={values.validUntil} onChange={(e) => set('validUntil', e.target.value)} error={message('ticket.validUntil')} />
          </Grid>
        </>
      ) : null}
      <Actions>
        <Button type="submit" disabled={busy || uploading} aria-busy={busy || undefined}>
          <FormattedMessage id={editing ? 'store.form.save' : 'store.form.submit'} />
        </Button>
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            <FormattedMessage id="store.form.cancel" />
          </Button>
        ) : null}
      </Actions>
    </FormPanel>
  );
}
