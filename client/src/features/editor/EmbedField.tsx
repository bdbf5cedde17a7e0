// An embed block: a YouTube, Twitch or X link, recognised as it is typed; the preview card can load the
// player (YouTube, Twitch) or links out (X, which has no iframe player).
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { TextField } from '../../components/TextField';
import { styled } from '../../theme/stitches.config';
import { recognizeEmbed, type EmbedProvider } from './embeds';

const Card = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  padding: '$3 $4',
  borderRadius: '$md',
  border: '1px solid $border',
  backgroundColor: '$surfaceRaised',
  '& > div': { flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 },
  '& strong': { fontWeight: '$semibold' },
  '& span': { fontSize: '$xs', color: '$textSubtle', truncate: 1 },
});
const Badge = styled('span', {
  size: 40,
  flexShrink: 0,
  borderRadius: '$md',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontWeight: '$black',
  fontSize: '$sm',
  color: '$white !important',
  variants: { provider: { YOUTUBE: { backgroundColor: '#e62117' }, TWITCH: { backgroundColor: '#9146ff' }, X: { backgroundColor: '#000', border: '1px solid #333' } } },
});
const Frame = styled('iframe', { width: '100%', aspectRatio: '16 / 9', border: 0, borderRadius: '$md', backgroundColor: '#000' });

const PROVIDER_LABEL: Record<EmbedProvider, string> = { YOUTUBE: 'YouTube', TWITCH: 'Twitch', X: 'X' };
const PROVIDER_MARK: Record<EmbedProvider, string> = { YOUTUBE: '▶', TWITCH: 'tv', X: '𝕏' };

export function EmbedField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string }) {
  const intl = useIntl();
  const [playing, setPlaying] = useState(false);
  const info = value.trim() ? recognizeEmbed(value) : null;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 10 }}>
      <TextField
        label={intl.formatMessage({ id: 'editor.embed.url' })}
        hint={intl.formatMessage({ id: 'editor.embed.hint' })}
        error={error}
        value={value}
        type="url"
        inputMode="url"
        placeholder="https://www.youtube.com/watch?v=…"
        onChange={(event) => {
          setPlaying(false);
          onChange(event.target.value);
        }}
      />
      {info ? (
        <>
          <Card data-testid="embed-preview">
            <Badge provider={info.provider} aria-hidden>
              {PROVIDER_MARK[info.provider]}
            </Badge>
            <div>
              <strong>{PROVIDER_LABEL[info.provider]}</strong>
              <span>{info.label}</span>
            </div>
            {info.embedUrl ? (
              <Button size="small" variant="ghost" onClick={() => setPlaying((p) => !p)} aria-expanded={playing}>
                <FormattedMessage id={playing ? 'editor.embed.hidePlayer' : 'editor.embed.showPlayer'} />
              </Button>
            ) : (
              <a href={value.trim()} target="_blank" rel="noopener noreferrer" aria-label={intl.formatMessage({ id: 'editor.embed.open' })}>
                <Icon name="chevronRight" size={18} />
              </a>
            )}
          </Card>
          {playing && info.embedUrl ? (
            <Frame src={info.embedUrl} title={PROVIDER_LABEL[info.provider]} allow="encrypted-media; picture-in-picture; fullscreen" loading="lazy" />
          ) : null}
        </>
      ) : null}
    </div>
  );
}
