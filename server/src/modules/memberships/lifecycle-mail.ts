// Subscription lifecycle e-mails (DESIGN 5.4: the fan hears of each renewal attempt, the expiry, and a
// deposit term's coming end), in the language the fan last signed in with (English when unknown). Dates
// are shown in Korean time, amounts in won, both formatted for that language.
import { mailLink, type OutgoingMail } from '../../platform/mail.ts';
import type { Locale } from '../accounts/account-mail.ts';

/** The club's subscription page (plans, renewal of a deposit term). */
export const clubSubscriptionLink = (clubUri: string) => mailLink(`/club/${encodeURIComponent(clubUri)}/subscription`);
/** My Page's subscriptions (cards, cancel, resubscribe). */
export const mySubscriptionsLink = () => mailLink('/mypage/pay/subscription');

type Names = { clubName: string; planName: string };
type Format = { won: (amount: number) => string; when: (date: Date) => string; day: (date: Date) => string };

const TIME_ZONE = 'Asia/Seoul';
const KST: Record<Locale, string> = { en: 'KST', ko: '한국 시간', ja: '韓国時間', 'zh-Hant': '韓國時間', 'zh-Hans': '韩国时间', es: 'hora de Corea' };

function formatFor(locale: Locale): Format {
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'KRW' });
  const long = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: TIME_ZONE });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: TIME_ZONE });
  return { won: (a) => money.format(a), when: (d) => `${long.format(d)} (${KST[locale]})`, day: (d) => date.format(d) };
}

type Mail = { subject: string; text: string };
type Renewed = Names & { amount: number; method: 'CARD' | 'VIRTUAL_ACCOUNT'; periodEnd: Date };
type RenewalFailed = Names & { amount: number; reason: string; nextAttemptAt: Date };
type Expired = Names & { cause: 'RENEWAL_FAILED' | 'ENDED'; clubUri: string; reason: string | null };
type Reminder = Names & { endsAt: Date; clubUri: string };

const renewed: Record<Locale, (v: Renewed, f: Format) => Mail> = {
  en: (v, f) => ({
    subject: `Your ${v.planName} membership in ${v.clubName} was renewed`,
    text:
      v.method === 'CARD'
        ? `We charged ${f.won(v.amount)} to your card for another month of ${v.planName} in ${v.clubName}.\nYour next payment is on ${f.when(v.periodEnd)}.`
        : `We received your deposit of ${f.won(v.amount)}: ${v.planName} in ${v.clubName} now runs until ${f.when(v.periodEnd)}.`,
  }),
  ko: (v, f) => ({
    subject: `${v.clubName}의 ${v.planName} 구독이 갱신됐어요`,
    text:
      v.method === 'CARD'
        ? `${v.clubName}의 ${v.planName} 한 달 이용료 ${f.won(v.amount)}을(를) 카드로 결제했어요.\n다음 결제일은 ${f.when(v.periodEnd)}이에요.`
        : `입금하신 ${f.won(v.amount)}이(가) 확인됐어요. ${v.clubName}의 ${v.planName}을(를) ${f.when(v.periodEnd)}까지 이용할 수 있어요.`,
  }),
  ja: (v, f) => ({
    subject: `${v.clubName}の${v.planName}のサブスクが更新されました`,
    text:
      v.method === 'CARD'
        ? `${v.clubName}の${v.planName}、1か月分の${f.won(v.amount)}をカードで決済しました。\n次回のお支払いは${f.when(v.periodEnd)}です。`
        : `${f.won(v.amount)}のご入金を確認しました。${v.clubName}の${v.planName}は${f.when(v.periodEnd)}までご利用いただけます。`,
  }),
  'zh-Hant': (v, f) => ({
    subject: `你在 ${v.clubName} 的 ${v.planName} 訂閱已續訂`,
    text:
      v.method === 'CARD'
        ? `我們已從你的卡片扣款 ${f.won(v.amount)}，續訂 ${v.clubName} 的 ${v.planName} 一個月。\n下次付款日為 ${f.when(v.periodEnd)}。`
        : `已收到你的轉帳 ${f.won(v.amount)}：${v.clubName} 的 ${v.planName} 有效期延長至 ${f.when(v.periodEnd)}。`,
  }),
  'zh-Hans': (v, f) => ({
    subject: `你在 ${v.clubName} 的 ${v.planName} 订阅已续费`,
    text:
      v.method === 'CARD'
        ? `我们已从你的卡中扣款 ${f.won(v.amount)}，为 ${v.clubName} 的 ${v.planName} 续费一个月。\n下次扣款时间为 ${f.when(v.periodEnd)}。`
        : `已收到你的转账 ${f.won(v.amount)}：${v.clubName} 的 ${v.planName} 有效期延长至 ${f.when(v.periodEnd)}。`,
  }),
  es: (v, f) => ({
    subject: `Tu membresía ${v.planName} de ${v.clubName} se ha renovado`,
    text:
      v.method === 'CARD'
        ? `Hemos cobrado ${f.won(v.amount)} a tu tarjeta por otro mes de ${v.planName} en ${v.clubName}.\nTu próximo pago será el ${f.when(v.periodEnd)}.`
        : `Hemos recibido tu transferencia de ${f.won(v.amount)}: ${v.planName} en ${v.clubName} dura ahora hasta el ${f.when(v.periodEnd)}.`,
  }),
};

const MANAGE: Record<Locale, string> = {
  en: 'Manage your subscriptions',
  ko: '구독 관리',
  ja: 'サブスクの管理',
  'zh-Hant': '管理訂閱',
  'zh-Hans': '管理订阅',
  es: 'Gestiona tus suscripciones',
};

const renewalFailed: Record<Locale, (v: RenewalFailed, f: Format) => Mail> = {
  en: (v, f) => ({
    subject: `We could not renew your ${v.planName} membership in ${v.clubName}`,
    text:
      `The payment of ${f.won(v.amount)} for ${v.planName} in ${v.clubName} failed: ${v.reason}\n\n` +
      `Your benefits continue while we try again on ${f.when(v.nextAttemptAt)}.\n` +
      `To pay with another card, change the subscription's card in My Page; we retry at once:`,
  }),
  ko: (v, f) => ({
    subject: `${v.clubName}의 ${v.planName} 구독을 갱신하지 못했어요`,
    text:
      `${v.clubName}의 ${v.planName} 결제(${f.won(v.amount)})에 실패했어요: ${v.reason}\n\n` +
      `${f.when(v.nextAttemptAt)}에 다시 결제를 시도하며, 그동안 혜택은 계속 유지돼요.\n` +
      `다른 카드로 결제하려면 마이페이지에서 구독의 결제 카드를 바꿔 주세요. 바로 다시 결제해요:`,
  }),
  ja: (v, f) => ({
    subject: `${v.clubName}の${v.planName}のサブスクを更新できませんでした`,
    text:
      `${v.clubName}の${v.planName}のお支払い（${f.won(v.amount)}）に失敗しました: ${v.reason}\n\n` +
      `${f.when(v.nextAttemptAt)}に再度お支払いを試みます。それまで特典は引き続きご利用いただけます。\n` +
      `別のカードでお支払いいただく場合は、マイページでサブスクのカードを変更してください。すぐに再決済します:`,
  }),
  'zh-Hant': (v, f) => ({
    subject: `你在 ${v.clubName} 的 ${v.planName} 訂閱續訂失敗`,
    text:
      `${v.clubName} 的 ${v.planName} 付款（${f.won(v.amount)}）失敗：${v.reason}\n\n` +
      `我們會在 ${f.when(v.nextAttemptAt)} 再試一次，在此期間權益不受影響。\n` +
      `若要改用其他卡片，請到「我的頁面」更換此訂閱的付款卡片，我們會立即重新付款：`,
  }),
  'zh-Hans': (v, f) => ({
    subject: `你在 ${v.clubName} 的 ${v.planName} 订阅续费失败`,
    text:
      `${v.clubName} 的 ${v.planName} 扣款（${f.won(v.amount)}）失败：${v.reason}\n\n` +
      `我们将于 ${f.when(v.nextAttemptAt)} 重试，在此期间权益照常保留。\n` +
      `如需改用其他卡片，请在“我的页面”中更换此订阅的付款卡，我们会立即重新扣款：`,
  }),
  es: (v, f) => ({
    subject: `No pudimos renovar tu membresía ${v.planName} de ${v.clubName}`,
    text:
      `El pago de ${f.won(v.amount)} por ${v.planName} en ${v.clubName} falló: ${v.reason}\n\n` +
      `Conservas tus beneficios mientras lo intentamos de nuevo el ${f.when(v.nextAttemptAt)}.\n` +
      `Para pagar con otra tarjeta, cámbiala en tu suscripción desde Mi página; lo reintentaremos al momento:`,
  }),
};

const expired: Record<Locale, (v: Expired) => Mail> = {
  en: (v) => ({
    subject: `Your ${v.planName} membership in ${v.clubName} has ended`,
    text:
      (v.cause === 'RENEWAL_FAILED'
        ? `Your ${v.planName} membership in ${v.clubName} has ended because the renewal payment could not be completed${v.reason ? ` (${v.reason})` : ''}.`
        : `Your ${v.planName} membership in ${v.clubName} has ended.`) + `\n\nYou can subscribe again at any time:`,
  }),
  ko: (v) => ({
    subject: `${v.clubName}의 ${v.planName} 구독이 종료됐어요`,
    text:
      (v.cause === 'RENEWAL_FAILED'
        ? `갱신 결제가 완료되지 않아 ${v.clubName}의 ${v.planName} 구독이 종료됐어요${v.reason ? `(${v.reason})` : ''}.`
        : `${v.clubName}의 ${v.planName} 구독이 종료됐어요.`) + `\n\n언제든 다시 구독할 수 있어요:`,
  }),
  ja: (v) => ({
    subject: `${v.clubName}の${v.planName}のサブスクが終了しました`,
    text:
      (v.cause === 'RENEWAL_FAILED'
        ? `更新のお支払いが完了しなかったため、${v.clubName}の${v.planName}のサブスクが終了しました${v.reason ? `（${v.reason}）` : ''}。`
        : `${v.clubName}の${v.planName}のサブスクが終了しました。`) + `\n\nいつでも再度お申し込みいただけます:`,
  }),
  'zh-Hant': (v) => ({
    subject: `你在 ${v.clubName} 的 ${v.planName} 訂閱已結束`,
    text:
      (v.cause === 'RENEWAL_FAILED'
        ? `由於續訂付款未能完成，你在 ${v.clubName} 的 ${v.planName} 訂閱已結束${v.reason ? `（${v.reason}）` : ''}。`
        : `你在 ${v.clubName} 的 ${v.planName} 訂閱已結束。`) + `\n\n你隨時可以重新訂閱：`,
  }),
  'zh-Hans': (v) => ({
    subject: `你在 ${v.clubName} 的 ${v.planName} 订阅已结束`,
    text:
      (v.cause === 'RENEWAL_FAILED'
        ? `由于续费未能完成，你在 ${v.clubName} 的 ${v.planName} 订阅已结束${v.reason ? `（${v.reason}）` : ''}。`
        : `你在 ${v.clubName} 的 ${v.planName} 订阅已结束。`) + `\n\n你可以随时重新订阅：`,
  }),
  es: (v) => ({
    subject: `Tu membresía ${v.planName} de ${v.clubName} ha terminado`,
    text:
      (v.cause === 'RENEWAL_FAILED'
        ? `Tu membresía ${v.planName} de ${v.clubName} ha terminado porque no se pudo completar el pago de la renovación${v.reason ? ` (${v.reason})` : ''}.`
        : `Tu membresía ${v.planName} de ${v.clubName} ha terminado.`) + `\n\nPuedes volver a suscribirte cuando quieras:`,
  }),
};

const reminder: Record<Locale, (v: Reminder, f: Format) => Mail> = {
  en: (v, f) => ({
    subject: `Your ${v.planName} membership in ${v.clubName} ends on ${f.day(v.endsAt)}`,
    text:
      `Your prepaid term of ${v.planName} in ${v.clubName} ends on ${f.when(v.endsAt)}.\n\n` +
      `Renew it in one click: we issue a new account for your deposit, and the new term starts when this one ends.`,
  }),
  ko: (v, f) => ({
    subject: `${v.clubName}의 ${v.planName} 이용 기간이 ${f.day(v.endsAt)}에 끝나요`,
    text:
      `${v.clubName}의 ${v.planName} 선불 이용 기간이 ${f.when(v.endsAt)}에 끝나요.\n\n` +
      `한 번에 연장할 수 있어요. 새 입금 계좌를 발급해 드리며, 새 기간은 지금 기간이 끝나는 때부터 시작돼요.`,
  }),
  ja: (v, f) => ({
    subject: `${v.clubName}の${v.planName}は${f.day(v.endsAt)}に終了します`,
    text:
      `${v.clubName}の${v.planName}の前払い期間は${f.when(v.endsAt)}に終了します。\n\n` +
      `ワンクリックで延長できます。新しい振込先を発行し、新しい期間は現在の期間の終了時から始まります。`,
  }),
  'zh-Hant': (v, f) => ({
    subject: `你在 ${v.clubName} 的 ${v.planName} 將於 ${f.day(v.endsAt)} 到期`,
    text:
      `你在 ${v.clubName} 的 ${v.planName} 預付期間將於 ${f.when(v.endsAt)} 結束。\n\n` +
      `一鍵即可延長：我們會發給你新的轉帳帳號，新的期間從目前期間結束時開始。`,
  }),
  'zh-Hans': (v, f) => ({
    subject: `你在 ${v.clubName} 的 ${v.planName} 将于 ${f.day(v.endsAt)} 到期`,
    text:
      `你在 ${v.clubName} 的 ${v.planName} 预付期将于 ${f.when(v.endsAt)} 结束。\n\n` +
      `一键即可续期：我们会为你生成新的转账账户，新的期间从当前期间结束时开始。`,
  }),
  es: (v, f) => ({
    subject: `Tu membresía ${v.planName} de ${v.clubName} termina el ${f.day(v.endsAt)}`,
    text:
      `Tu periodo prepagado de ${v.planName} en ${v.clubName} termina el ${f.when(v.endsAt)}.\n\n` +
      `Renuévalo con un clic: te damos una nueva cuenta para la transferencia y el nuevo periodo empieza cuando termine este.`,
  }),
};

export function renewedMail(to: string, locale: Locale, v: Renewed): OutgoingMail {
  const mail = renewed[locale](v, formatFor(locale));
  return { to, subject: mail.subject, text: `${mail.text}\n\n${MANAGE[locale]}: ${mySubscriptionsLink()}` };
}

export function renewalFailedMail(to: string, locale: Locale, v: RenewalFailed): OutgoingMail {
  const mail = renewalFailed[locale](v, formatFor(locale));
  return { to, subject: mail.subject, text: `${mail.text} ${mySubscriptionsLink()}` };
}

export function expiredMail(to: string, locale: Locale, v: Expired): OutgoingMail {
  const mail = expired[locale](v);
  return { to, subject: mail.subject, text: `${mail.text} ${clubSubscriptionLink(v.clubUri)}` };
}

export function depositReminderMail(to: string, locale: Locale, v: Reminder): OutgoingMail {
  const mail = reminder[locale](v, formatFor(locale));
  return { to, subject: mail.subject, text: `${mail.text}\n${clubSubscriptionLink(v.clubUri)}` };
}
