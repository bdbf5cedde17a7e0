// The QR code of a ticket drawn from its signed token (encoded by `uqr`, painted on a canvas in the
// browser), with a button that saves it as a PNG. Drawn at about 560 px with a four-module quiet zone so
// phone cameras read it.
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { encode } from 'uqr';
import { Button } from '../../../components/Button';
import { styled } from '../../../theme/stitches.config';

const Frame = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '$3',
  '& img': { width: 'min(72vw, 280px)', height: 'auto', aspectRatio: '1 / 1', borderRadius: '$md', backgroundColor: '#fff', display: 'block' },
});

/** A PNG data URL of `token`'s QR code, black on white, whole pixels per module; null without a canvas. */
function qrPng(token: string): string | null {
  const { size, data } = encode(token, { ecc: 'M', border: 4 });
  const scale = Math.max(1, Math.floor(560 / size));
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = size * scale;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#000000';
  data.forEach((row, y) => row.forEach((dark, x) => dark && context.fillRect(x * scale, y * scale, scale, scale)));
  return canvas.toDataURL('image/png');
}

export function TicketQr({ token, ticketNumber }: { token: string; ticketNumber: string }) {
  const intl = useIntl();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    setUrl(qrPng(token));
  }, [token]);

  function download() {
    if (!url) return;
    const link = document.createElement('a');
    link.href = url;
    link.download = `${ticketNumber}.png`;
    document.body.appendChild(link);
    link.click();
    link.remove();
  }

  return (
    <Frame>
      {url ? <img src={url} alt={intl.formatMessage({ id: 'tickets.qr.alt' }, { number: ticketNumber })} data-testid="ticket-qr" /> : <div style={{ height: 280 }} />}
      <Button variant="secondary" onClick={download} disabled={!url}>
        <FormattedMessage id="tickets.qr.download" />
      </Button>
    </Frame>
  );
}
