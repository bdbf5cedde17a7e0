// Notification e-mails: short, with a link to the post, in the language of the recipient's last sign-in
// (English when unknown).
import { mailLink, type OutgoingMail } from '../../platform/mail.ts';
import type { Locale } from '../accounts/account-mail.ts';
import { excerptOf } from '../posts/posts.service.ts';

/** The web client's post page; posts are addressed by their Relay global id. */
export function postLink(postId: string): string {
  return mailLink(`/post/${encodeURIComponent(Buffer.from(`Post:${postId}`).toString('base64'))}`);
}

const FOOTER: Record<Locale, (settings: string) => string> = {
  en: (s) => `You get this e-mail because e-mail notifications are on. Change them in My Page: ${s}`,
  ko: (s) => `이메일 알림을 켜 두셔서 보내 드린 메일이에요. 마이페이지에서 바꿀 수 있어요: ${s}`,
  ja: (s) => `メール通知がオンになっているため、このメールをお送りしています。設定はマイページで変更できます: ${s}`,
  'zh-Hant': (s) => `由於你開啟了電子郵件通知，因此收到這封郵件。可在「我的頁面」中變更：${s}`,
  'zh-Hans': (s) => `由于你开启了邮件通知，因此收到这封邮件。可在“我的页面”中更改：${s}`,
  es: (s) => `Recibes este correo porque tienes activadas las notificaciones por correo. Cámbialas en Mi página: ${s}`,
};

const footer = (locale: Locale) => `\n\n${FOOTER[locale](mailLink('/mypage/notification'))}`;

type MailPost = { id: string; title: string; content: unknown; isNotice: boolean; isSubscriberOnly: boolean; club: { name: string } };

const NEW_POST: Record<Locale, { post: string; notice: string; inClub: (what: string, club: string) => string; read: string }> = {
  en: { post: 'New post', notice: 'New notice', inClub: (w, c) => `${w} in ${c}`, read: 'Read it on Oshi' },
  ko: { post: '새 글', notice: '새 공지', inClub: (w, c) => `${c}의 ${w}`, read: 'Oshi에서 읽기' },
  ja: { post: '新しい投稿', notice: '新しいお知らせ', inClub: (w, c) => `${c}の${w}`, read: 'Oshiで読む' },
  'zh-Hant': { post: '新貼文', notice: '新公告', inClub: (w, c) => `${c} 的${w}`, read: '在 Oshi 上閱讀' },
  'zh-Hans': { post: '新帖子', notice: '新公告', inClub: (w, c) => `${c} 的${w}`, read: '在 Oshi 上阅读' },
  es: { post: 'Nueva publicación', notice: 'Nuevo aviso', inClub: (w, c) => `${w} en ${c}`, read: 'Léelo en Oshi' },
};

/** A new owner post or notice. Subscriber-only posts are announced by title only. */
export function postMail(to: string, locale: Locale, post: MailPost): OutgoingMail {
  const t = NEW_POST[locale];
  const excerpt = excerptOf(post.content, post.isSubscriberOnly, 200);
  const headline = t.inClub(post.isNotice ? t.notice : t.post, post.club.name);
  return {
    to,
    subject: `${headline}: ${post.title}`,
    text: `${headline}:\n\n${post.title}\n${excerpt ? `${excerpt}\n` : ''}\n${t.read}: ${postLink(post.id)}` + footer(locale),
  };
}

type Reply = { actorName: string; postId: string; postTitle: string; clubName: string; body: string };

const REPLY: Record<Locale, { subject: (r: Reply) => string; lead: (r: Reply) => string; see: string }> = {
  en: { subject: (r) => `${r.actorName} replied to your comment`, lead: (r) => `${r.actorName} replied to your comment on "${r.postTitle}" in ${r.clubName}:`, see: 'See the conversation' },
  ko: { subject: (r) => `${r.actorName}님이 내 댓글에 답글을 남겼어요`, lead: (r) => `${r.actorName}님이 ${r.clubName}의 「${r.postTitle}」에 남긴 내 댓글에 답글을 달았어요:`, see: '대화 보기' },
  ja: { subject: (r) => `${r.actorName}さんがあなたのコメントに返信しました`, lead: (r) => `${r.actorName}さんが${r.clubName}の「${r.postTitle}」でのあなたのコメントに返信しました:`, see: '会話を見る' },
  'zh-Hant': { subject: (r) => `${r.actorName} 回覆了你的留言`, lead: (r) => `${r.actorName} 回覆了你在 ${r.clubName} 的「${r.postTitle}」下的留言：`, see: '查看對話' },
  'zh-Hans': { subject: (r) => `${r.actorName} 回复了你的评论`, lead: (r) => `${r.actorName} 回复了你在 ${r.clubName} 的“${r.postTitle}”下的评论：`, see: '查看对话' },
  es: { subject: (r) => `${r.actorName} respondió a tu comentario`, lead: (r) => `${r.actorName} respondió a tu comentario en «${r.postTitle}» de ${r.clubName}:`, see: 'Ver la conversación' },
};

/** Someone replied to the recipient's comment. */
export function commentReplyMail(to: string, locale: Locale, reply: Reply): OutgoingMail {
  const t = REPLY[locale];
  const body = reply.body.length > 300 ? `${reply.body.slice(0, 299)}…` : reply.body;
  return {
    to,
    subject: t.subject(reply),
    text: `${t.lead(reply)}\n\n${body}\n\n${t.see}: ${postLink(reply.postId)}` + footer(locale),
  };
}

type TicketQr = { productName: string; clubName: string; eventStartsAt: Date; ticketId: string };

const TICKET_QR: Record<Locale, { subject: (t: TicketQr) => string; lead: (t: TicketQr, when: string) => string; open: string; tz: string }> = {
  en: { subject: (t) => `Your ticket QR code is ready: ${t.productName}`, lead: (t, w) => `The QR code of your ticket to ${t.productName} (${t.clubName}) is ready. The event starts ${w}. Show it at the entrance.`, open: 'Open your ticket', tz: 'en-US' },
  ko: { subject: (t) => `티켓 QR 코드가 발급됐어요: ${t.productName}`, lead: (t, w) => `${t.clubName}의 ${t.productName} 티켓 QR 코드가 발급됐어요. 공연은 ${w}에 시작해요. 입장할 때 보여 주세요.`, open: '티켓 보기', tz: 'ko-KR' },
  ja: { subject: (t) => `チケットのQRコードが表示できるようになりました：${t.productName}`, lead: (t, w) => `${t.clubName}「${t.productName}」のチケットのQRコードが表示できるようになりました。開始は${w}です。入場時にご提示ください。`, open: 'チケットを開く', tz: 'ja-JP' },
  'zh-Hant': { subject: (t) => `你的票券 QR 碼已發放：${t.productName}`, lead: (t, w) => `${t.clubName}「${t.productName}」的票券 QR 碼已發放，活動將於 ${w} 開始。入場時請出示。`, open: '開啟票券', tz: 'zh-TW' },
  'zh-Hans': { subject: (t) => `你的门票二维码已发放：${t.productName}`, lead: (t, w) => `${t.clubName}“${t.productName}”的门票二维码已发放，活动将于 ${w} 开始。入场时请出示。`, open: '打开门票', tz: 'zh-CN' },
  es: { subject: (t) => `El código QR de tu entrada ya está disponible: ${t.productName}`, lead: (t, w) => `El código QR de tu entrada para ${t.productName} (${t.clubName}) ya está disponible. El evento empieza el ${w}. Muéstralo en la entrada.`, open: 'Abrir tu entrada', tz: 'es-ES' },
};

/** The QR code of a ticket became available (one day before the event). */
export function ticketQrMail(to: string, locale: Locale, ticket: TicketQr): OutgoingMail {
  const t = TICKET_QR[locale];
  const when = new Intl.DateTimeFormat(t.tz, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Seoul' }).format(ticket.eventStartsAt) + ' (KST)';
  const link = mailLink(`/ticket/${encodeURIComponent(Buffer.from(`Ticket:${ticket.ticketId}`).toString('base64'))}`);
  return { to, subject: t.subject(ticket), text: `${t.lead(ticket, when)}\n\n${t.open}: ${link}` + footer(locale) };
}

type OrderFacts = { orderTitle: string; orderId: string; carrierName?: string | null; trackingNumber?: string | null; amount?: number | null; reason?: string | null };

/** The buyer's order detail page; orders are addressed by their StoreOrder global id. */
export function orderLink(orderId: string): string {
  return mailLink(`/mypage/pay/order/${encodeURIComponent(Buffer.from(`StoreOrder:${orderId}`).toString('base64'))}`);
}

const won = (locale: Locale, amount: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'KRW' }).format(amount);

const ORDER: Record<Locale, { shipped: (o: OrderFacts) => string; shippedBody: (o: OrderFacts) => string; refunded: (o: OrderFacts) => string; refundedBody: (o: OrderFacts, amount: string) => string; see: string }> = {
  en: {
    shipped: (o) => `Your order has shipped: ${o.orderTitle}`,
    shippedBody: (o) => `Your order "${o.orderTitle}" is on its way with ${o.carrierName}. Tracking number: ${o.trackingNumber}`,
    refunded: (o) => `Your order was refunded: ${o.orderTitle}`,
    refundedBody: (o, a) => `Your order "${o.orderTitle}" was refunded (${a}).${o.reason ? ` Reason: ${o.reason}` : ''}`,
    see: 'See your order',
  },
  ko: {
    shipped: (o) => `주문하신 상품이 발송됐어요: ${o.orderTitle}`,
    shippedBody: (o) => `「${o.orderTitle}」 주문이 ${o.carrierName}(으)로 발송됐어요. 송장 번호: ${o.trackingNumber}`,
    refunded: (o) => `주문이 환불됐어요: ${o.orderTitle}`,
    refundedBody: (o, a) => `「${o.orderTitle}」 주문이 환불됐어요(${a}).${o.reason ? ` 사유: ${o.reason}` : ''}`,
    see: '주문 보기',
  },
  ja: {
    shipped: (o) => `ご注文の商品を発送しました: ${o.orderTitle}`,
    shippedBody: (o) => `ご注文「${o.orderTitle}」を${o.carrierName}で発送しました。送り状番号: ${o.trackingNumber}`,
    refunded: (o) => `ご注文が返金されました: ${o.orderTitle}`,
    refundedBody: (o, a) => `ご注文「${o.orderTitle}」が返金されました（${a}）。${o.reason ? `理由: ${o.reason}` : ''}`,
    see: '注文を見る',
  },
  'zh-Hant': {
    shipped: (o) => `你的訂單已出貨：${o.orderTitle}`,
    shippedBody: (o) => `你的訂單「${o.orderTitle}」已由 ${o.carrierName} 寄出。追蹤號碼：${o.trackingNumber}`,
    refunded: (o) => `你的訂單已退款：${o.orderTitle}`,
    refundedBody: (o, a) => `你的訂單「${o.orderTitle}」已退款（${a}）。${o.reason ? `原因：${o.reason}` : ''}`,
    see: '查看訂單',
  },
  'zh-Hans': {
    shipped: (o) => `你的订单已发货：${o.orderTitle}`,
    shippedBody: (o) => `你的订单“${o.orderTitle}”已由 ${o.carrierName} 发出。运单号：${o.trackingNumber}`,
    refunded: (o) => `你的订单已退款：${o.orderTitle}`,
    refundedBody: (o, a) => `你的订单“${o.orderTitle}”已退款（${a}）。${o.reason ? `原因：${o.reason}` : ''}`,
    see: '查看订单',
  },
  es: {
    shipped: (o) => `Tu pedido ya está en camino: ${o.orderTitle}`,
    shippedBody: (o) => `Tu pedido «${o.orderTitle}» se envió con ${o.carrierName}. Número de seguimiento: ${o.trackingNumber}`,
    refunded: (o) => `Tu pedido fue reembolsado: ${o.orderTitle}`,
    refundedBody: (o, a) => `Tu pedido «${o.orderTitle}» fue reembolsado (${a}).${o.reason ? ` Motivo: ${o.reason}` : ''}`,
    see: 'Ver tu pedido',
  },
};

/** A store order shipped (carrier and tracking number) or was refunded (amount, reason). */
export function orderMail(to: string, locale: Locale, kind: 'ORDER_SHIPPED' | 'ORDER_REFUNDED', order: OrderFacts): OutgoingMail {
  const t = ORDER[locale];
  const subject = kind === 'ORDER_SHIPPED' ? t.shipped(order) : t.refunded(order);
  const body = kind === 'ORDER_SHIPPED' ? t.shippedBody(order) : t.refundedBody(order, won(locale, order.amount ?? 0));
  return { to, subject, text: `${body}\n\n${t.see}: ${orderLink(order.orderId)}` + footer(locale) };
}

// ------------------------------------------------------------------ to club owners

export type CreatorMailKind = 'CLUB_MEMBER_JOINED' | 'CLUB_SUBSCRIBER_STARTED' | 'CLUB_SUBSCRIBER_CANCELLED' | 'CLUB_PAYMENT_RECEIVED' | 'CLUB_ORDER_TO_SHIP' | 'POST_COMMENTED';
export type CreatorFacts = { clubName: string; actorName?: string | null; planName?: string | null; amount?: number | null; orderTitle?: string | null; postTitle?: string | null };

type CreatorTexts = Record<CreatorMailKind, (f: CreatorFacts, amount: string) => string> & { see: string };

const CREATOR: Record<Locale, CreatorTexts> = {
  en: {
    CLUB_MEMBER_JOINED: (f) => `${f.actorName} joined ${f.clubName}`,
    CLUB_SUBSCRIBER_STARTED: (f) => `${f.actorName} subscribed to ${f.planName} in ${f.clubName}`,
    CLUB_SUBSCRIBER_CANCELLED: (f) => `${f.actorName} cancelled ${f.planName} in ${f.clubName}`,
    CLUB_PAYMENT_RECEIVED: (f, a) => `Payment received in ${f.clubName}: ${a} for ${f.orderTitle}`,
    CLUB_ORDER_TO_SHIP: (f) => `An order to ship in ${f.clubName}: ${f.orderTitle}`,
    POST_COMMENTED: (f) => `${f.actorName} commented on your post "${f.postTitle}"`,
    see: 'Open your dashboard',
  },
  ko: {
    CLUB_MEMBER_JOINED: (f) => `${f.actorName}님이 ${f.clubName}에 가입했어요`,
    CLUB_SUBSCRIBER_STARTED: (f) => `${f.actorName}님이 ${f.clubName}의 ${f.planName}을(를) 구독했어요`,
    CLUB_SUBSCRIBER_CANCELLED: (f) => `${f.actorName}님이 ${f.clubName}의 ${f.planName} 구독을 해지했어요`,
    CLUB_PAYMENT_RECEIVED: (f, a) => `${f.clubName}에 결제가 들어왔어요: ${f.orderTitle} ${a}`,
    CLUB_ORDER_TO_SHIP: (f) => `${f.clubName}에 발송할 주문이 있어요: ${f.orderTitle}`,
    POST_COMMENTED: (f) => `${f.actorName}님이 「${f.postTitle}」에 댓글을 남겼어요`,
    see: '대시보드 열기',
  },
  ja: {
    CLUB_MEMBER_JOINED: (f) => `${f.actorName}さんが${f.clubName}に参加しました`,
    CLUB_SUBSCRIBER_STARTED: (f) => `${f.actorName}さんが${f.clubName}の${f.planName}に加入しました`,
    CLUB_SUBSCRIBER_CANCELLED: (f) => `${f.actorName}さんが${f.clubName}の${f.planName}を解約しました`,
    CLUB_PAYMENT_RECEIVED: (f, a) => `${f.clubName}で決済がありました: ${f.orderTitle}（${a}）`,
    CLUB_ORDER_TO_SHIP: (f) => `${f.clubName}に発送待ちの注文があります: ${f.orderTitle}`,
    POST_COMMENTED: (f) => `${f.actorName}さんが投稿「${f.postTitle}」にコメントしました`,
    see: 'ダッシュボードを開く',
  },
  'zh-Hant': {
    CLUB_MEMBER_JOINED: (f) => `${f.actorName} 加入了 ${f.clubName}`,
    CLUB_SUBSCRIBER_STARTED: (f) => `${f.actorName} 訂閱了 ${f.clubName} 的 ${f.planName}`,
    CLUB_SUBSCRIBER_CANCELLED: (f) => `${f.actorName} 取消了 ${f.clubName} 的 ${f.planName}`,
    CLUB_PAYMENT_RECEIVED: (f, a) => `${f.clubName} 收到一筆付款：${f.orderTitle}（${a}）`,
    CLUB_ORDER_TO_SHIP: (f) => `${f.clubName} 有一筆待出貨的訂單：${f.orderTitle}`,
    POST_COMMENTED: (f) => `${f.actorName} 在你的貼文「${f.postTitle}」留言了`,
    see: '開啟主控台',
  },
  'zh-Hans': {
    CLUB_MEMBER_JOINED: (f) => `${f.actorName} 加入了 ${f.clubName}`,
    CLUB_SUBSCRIBER_STARTED: (f) => `${f.actorName} 订阅了 ${f.clubName} 的 ${f.planName}`,
    CLUB_SUBSCRIBER_CANCELLED: (f) => `${f.actorName} 取消了 ${f.clubName} 的 ${f.planName}`,
    CLUB_PAYMENT_RECEIVED: (f, a) => `${f.clubName} 收到一笔付款：${f.orderTitle}（${a}）`,
    CLUB_ORDER_TO_SHIP: (f) => `${f.clubName} 有一笔待发货的订单：${f.orderTitle}`,
    POST_COMMENTED: (f) => `${f.actorName} 评论了你的帖子“${f.postTitle}”`,
    see: '打开控制台',
  },
  es: {
    CLUB_MEMBER_JOINED: (f) => `${f.actorName} se unió a ${f.clubName}`,
    CLUB_SUBSCRIBER_STARTED: (f) => `${f.actorName} se suscribió a ${f.planName} en ${f.clubName}`,
    CLUB_SUBSCRIBER_CANCELLED: (f) => `${f.actorName} canceló ${f.planName} en ${f.clubName}`,
    CLUB_PAYMENT_RECEIVED: (f, a) => `Pago recibido en ${f.clubName}: ${f.orderTitle} (${a})`,
    CLUB_ORDER_TO_SHIP: (f) => `Hay un pedido por enviar en ${f.clubName}: ${f.orderTitle}`,
    POST_COMMENTED: (f) => `${f.actorName} comentó tu publicación «${f.postTitle}»`,
    see: 'Abrir tu panel',
  },
};

/** News for a club owner about their club: one line, and a link to the dashboard (or the post). */
export function creatorMail(to: string, locale: Locale, kind: CreatorMailKind, facts: CreatorFacts & { postId?: string | null }): OutgoingMail {
  const t = CREATOR[locale];
  const subject = t[kind](facts, won(locale, facts.amount ?? 0));
  const link = kind === 'POST_COMMENTED' && facts.postId ? postLink(facts.postId) : mailLink('/mypage/manage');
  return { to, subject, text: `${subject}\n\n${t.see}: ${link}` + footer(locale) };
}

type WithdrawalStep = 'WITHDRAWAL_REQUESTED' | 'WITHDRAWAL_APPROVED' | 'WITHDRAWAL_PAID' | 'WITHDRAWAL_REJECTED' | 'WITHDRAWAL_CANCELLED';

const WITHDRAWAL: Record<Locale, Record<WithdrawalStep, (amount: string) => string> & { reason: string; see: string }> = {
  en: {
    WITHDRAWAL_REQUESTED: (a) => `We received your withdrawal request for ${a}`,
    WITHDRAWAL_APPROVED: (a) => `Your withdrawal of ${a} was approved and will be paid soon`,
    WITHDRAWAL_PAID: (a) => `${a} was paid to your bank account`,
    WITHDRAWAL_REJECTED: (a) => `Your withdrawal of ${a} was declined; the amount is withdrawable again`,
    WITHDRAWAL_CANCELLED: (a) => `You cancelled your withdrawal of ${a}; the amount is withdrawable again`,
    reason: 'Reason',
    see: 'See your revenue',
  },
  ko: {
    WITHDRAWAL_REQUESTED: (a) => `${a} 출금 신청을 접수했어요`,
    WITHDRAWAL_APPROVED: (a) => `${a} 출금이 승인됐어요. 곧 입금될 예정이에요`,
    WITHDRAWAL_PAID: (a) => `${a}이 계좌로 입금됐어요`,
    WITHDRAWAL_REJECTED: (a) => `${a} 출금 신청이 반려됐어요. 금액은 다시 출금할 수 있어요`,
    WITHDRAWAL_CANCELLED: (a) => `${a} 출금 신청을 취소했어요. 금액은 다시 출금할 수 있어요`,
    reason: '사유',
    see: '수익 내역 보기',
  },
  ja: {
    WITHDRAWAL_REQUESTED: (a) => `${a}の出金申請を受け付けました`,
    WITHDRAWAL_APPROVED: (a) => `${a}の出金が承認されました。まもなく振り込まれます`,
    WITHDRAWAL_PAID: (a) => `${a}を口座に振り込みました`,
    WITHDRAWAL_REJECTED: (a) => `${a}の出金申請は承認されませんでした。金額は再び出金できます`,
    WITHDRAWAL_CANCELLED: (a) => `${a}の出金申請を取り消しました。金額は再び出金できます`,
    reason: '理由',
    see: '収益を見る',
  },
  'zh-Hant': {
    WITHDRAWAL_REQUESTED: (a) => `已收到你 ${a} 的提領申請`,
    WITHDRAWAL_APPROVED: (a) => `你 ${a} 的提領已核准，近期將匯入`,
    WITHDRAWAL_PAID: (a) => `${a} 已匯入你的銀行帳戶`,
    WITHDRAWAL_REJECTED: (a) => `你 ${a} 的提領申請未獲核准，金額可再次提領`,
    WITHDRAWAL_CANCELLED: (a) => `你已取消 ${a} 的提領申請，金額可再次提領`,
    reason: '原因',
    see: '查看收益',
  },
  'zh-Hans': {
    WITHDRAWAL_REQUESTED: (a) => `已收到你 ${a} 的提现申请`,
    WITHDRAWAL_APPROVED: (a) => `你 ${a} 的提现已批准，近期将到账`,
    WITHDRAWAL_PAID: (a) => `${a} 已转入你的银行账户`,
    WITHDRAWAL_REJECTED: (a) => `你 ${a} 的提现申请未获批准，金额可再次提现`,
    WITHDRAWAL_CANCELLED: (a) => `你已取消 ${a} 的提现申请，金额可再次提现`,
    reason: '原因',
    see: '查看收益',
  },
  es: {
    WITHDRAWAL_REQUESTED: (a) => `Recibimos tu solicitud de retiro de ${a}`,
    WITHDRAWAL_APPROVED: (a) => `Tu retiro de ${a} fue aprobado y se pagará pronto`,
    WITHDRAWAL_PAID: (a) => `Pagamos ${a} en tu cuenta bancaria`,
    WITHDRAWAL_REJECTED: (a) => `Tu retiro de ${a} fue rechazado; el importe vuelve a estar disponible`,
    WITHDRAWAL_CANCELLED: (a) => `Cancelaste tu retiro de ${a}; el importe vuelve a estar disponible`,
    reason: 'Motivo',
    see: 'Ver tus ingresos',
  },
};

/** A step of the creator's withdrawal: requested, approved, paid (the net amount), rejected (with the reason) or cancelled. */
export function withdrawalMail(to: string, locale: Locale, kind: WithdrawalStep, facts: { amount: number; reason?: string | null }): OutgoingMail {
  const t = WITHDRAWAL[locale];
  const subject = t[kind](won(locale, facts.amount));
  const reason = facts.reason ? `\n${t.reason}: ${facts.reason}` : '';
  return { to, subject, text: `${subject}${reason}\n\n${t.see}: ${mailLink('/mypage/manage/revenue')}` + footer(locale) };
}
