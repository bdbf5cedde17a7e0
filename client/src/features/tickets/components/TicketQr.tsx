// The QR code of a ticket drawn from its signed token (the `qrcode` library, in the browser), with a
// button that saves it as a PNG. Drawn at a fixed size with a quiet zone so phone cameras read it.
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import QRCode from 'qrcode';
import { Button } from '../../../components/Button';
import { styled } from '../../../theme/stitches.config';

const Frame = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '$3',
  '& img': { width: 'min(72vw, 280px)', height: 'auto', aspectRatio: '1 / 1', borderRadius: '$md', backgroundColor: '#fff', display: 'block' },
});

export function TicketQr({ token, ticketNumber }: { token: string; ticketNumber: string }) {
  const intl = useIntl();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(token, { errorCorrectionLevel: 'M', margin: 4, width: 560, color: { dark: '#000000', light: '#ffffff' } })
      .then((data) => live && setUrl(data))
      .catch(() => live && setUrl(null));
    return () => {
      live = false;
    };
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
