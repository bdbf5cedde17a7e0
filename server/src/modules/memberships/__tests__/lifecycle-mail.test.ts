// The wording of the subscription e-mails (no database): in zh-Hans a card is 卡/卡片, never 银行卡
// ("bank card", a debit card in mainland usage), as the payments pages say.
import { describe, expect, it } from 'vitest';
import { renewalFailedMail, renewedMail } from '../lifecycle-mail.ts';

const names = { clubName: 'Starlight', planName: 'Nova' };

describe('subscription e-mails in Simplified Chinese', () => {
  it('call the card a card, not a bank card', () => {
    const renewed = renewedMail('fan@example.com', 'zh-Hans', { ...names, amount: 4900, method: 'CARD', periodEnd: new Date('2025-03-01T00:00:00Z') });
    const failed = renewalFailedMail('fan@example.com', 'zh-Hans', { ...names, amount: 4900, reason: '余额不足', nextAttemptAt: new Date('2025-03-02T00:00:00Z') });
    expect(renewed.text).toContain('我们已从你的卡中扣款 ₩4,900');
    expect(failed.text).toContain('如需改用其他卡片');
    for (const mail of [renewed, failed]) expect(`${mail.subject}\n${mail.text}`).not.toContain('银行卡');
  });
});
