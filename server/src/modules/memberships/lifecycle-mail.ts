// Subscription lifecycle e-mails (DESIGN 5.4: the fan hears of each renewal attempt, the expiry, and a
// deposit term's coming end). Users have no stored language yet, so these are English, like the
// notification e-mails; dates are shown in Korean time, amounts in won.
import { mailLink, type OutgoingMail } from '../../platform/mail.ts';

const won = (amount: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'KRW' }).format(amount);
const when = (date: Date) =>
  `${new Intl.DateTimeFormat('en', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Seoul' }).format(date)} (KST)`;
const day = (date: Date) => new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'Asia/Seoul' }).format(date);

/** The club's subscription page (plans, renewal of a deposit term). */
export const clubSubscriptionLink = (clubUri: string) => mailLink(`/club/${encodeURIComponent(clubUri)}/subscription`);
/** My Page's subscriptions (cards, cancel, resubscribe). */
export const mySubscriptionsLink = () => mailLink('/mypage/pay/subscription');

type Names = { clubName: string; planName: string };

export function renewedMail(to: string, v: Names & { amount: number; method: 'CARD' | 'VIRTUAL_ACCOUNT'; periodEnd: Date }): OutgoingMail {
  const text =
    v.method === 'CARD'
      ? `We charged ${won(v.amount)} to your card for another month of ${v.planName} in ${v.clubName}.\n` +
        `Your next payment is on ${when(v.periodEnd)}.`
      : `We received your deposit of ${won(v.amount)}: ${v.planName} in ${v.clubName} now runs until ${when(v.periodEnd)}.`;
  return {
    to,
    subject: `Your ${v.planName} membership in ${v.clubName} was renewed`,
    text: `${text}\n\nManage your subscriptions: ${mySubscriptionsLink()}`,
  };
}

export function renewalFailedMail(to: string, v: Names & { amount: number; reason: string; nextAttemptAt: Date }): OutgoingMail {
  return {
    to,
    subject: `We could not renew your ${v.planName} membership in ${v.clubName}`,
    text:
      `The payment of ${won(v.amount)} for ${v.planName} in ${v.clubName} failed: ${v.reason}\n\n` +
      `Your benefits continue while we try again on ${when(v.nextAttemptAt)}.\n` +
      `To pay with another card, change the subscription's card in My Page; we retry at once: ${mySubscriptionsLink()}`,
  };
}

export function expiredMail(to: string, v: Names & { cause: 'RENEWAL_FAILED' | 'ENDED'; clubUri: string; reason: string | null }): OutgoingMail {
  const why =
    v.cause === 'RENEWAL_FAILED'
      ? `Your ${v.planName} membership in ${v.clubName} has ended because the renewal payment could not be completed${v.reason ? ` (${v.reason})` : ''}.`
      : `Your ${v.planName} membership in ${v.clubName} has ended.`;
  return {
    to,
    subject: `Your ${v.planName} membership in ${v.clubName} has ended`,
    text: `${why}\n\nYou can subscribe again at any time: ${clubSubscriptionLink(v.clubUri)}`,
  };
}

export function depositReminderMail(to: string, v: Names & { endsAt: Date; clubUri: string }): OutgoingMail {
  return {
    to,
    subject: `Your ${v.planName} membership in ${v.clubName} ends on ${day(v.endsAt)}`,
    text:
      `Your prepaid term of ${v.planName} in ${v.clubName} ends on ${when(v.endsAt)}.\n\n` +
      `Renew it in one click: we issue a new account for your deposit, and the new term starts when this one ends.\n` +
      clubSubscriptionLink(v.clubUri),
  };
}
