// The files of a digital purchase, each a download button on its short-lived signed link.
import { FormattedMessage, useIntl } from 'react-intl';
import { Icon } from '../../../components/Icon';
import { styled } from '../../../theme/stitches.config';

const List = styled('ul', {
  listStyle: 'none',
  padding: 0,
  margin: '$2 0 0',
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  '& > li > small': { color: '$textMuted', fontSize: '$xs' },
});
const Item = styled('a', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  minHeight: 48,
  padding: '$2 $3',
  borderRadius: '$md',
  border: '1px solid $border',
  backgroundColor: '$surfaceRaised',
  color: '$text',
  fontSize: '$sm',
  '& span': { flex: 1, minWidth: 0, overflowWrap: 'anywhere' },
  '& small': { color: '$textMuted', whiteSpace: 'nowrap' },
  '@hover': { '&:hover': { borderColor: '$primary' } },
});

type Download = { readonly fileName: string; readonly size: number; readonly url: string };

export function DownloadList({ downloads }: { downloads: readonly Download[] }) {
  const intl = useIntl();
  const size = (bytes: number) =>
    bytes >= 1024 * 1024
      ? intl.formatNumber(bytes / (1024 * 1024), { maximumFractionDigits: 1, style: 'unit', unit: 'megabyte' })
      : intl.formatNumber(Math.max(1, Math.round(bytes / 1024)), { style: 'unit', unit: 'kilobyte' });
  return (
    <List>
      {downloads.map((d) => (
        <li key={d.url}>
          <Item href={d.url} download={d.fileName} data-testid="download" aria-label={intl.formatMessage({ id: 'orders.download.label' }, { name: d.fileName })}>
            <Icon name="download" size={18} />
            <span>{d.fileName}</span>
            <small>{size(d.size)}</small>
          </Item>
        </li>
      ))}
      <li>
        <small>
          <FormattedMessage id="orders.download.expires" />
        </small>
      </li>
    </List>
  );
}
