// Account e-mails (verification code, password reset) in the reader's language: short and native.
import { type OutgoingMail } from '../../platform/mail.ts';

export const LOCALES = ['en', 'ko', 'ja', 'zh-Hant', 'zh-Hans', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

/** The best supported language for accept-language tags (best first); English by default. */
export function pickLocale(tags: readonly string[]): Locale {
  for (const raw of tags) {
    const tag = raw.toLowerCase();
    const [language, ...rest] = tag.split('-');
    if (language === 'zh') {
      // Script wins; else the region: Taiwan, Hong Kong and Macao write Traditional Chinese.
      if (rest.includes('hant')) return 'zh-Hant';
      if (rest.includes('hans')) return 'zh-Hans';
      return rest.some((r) => ['tw', 'hk', 'mo'].includes(r)) ? 'zh-Hant' : 'zh-Hans';
    }
    const found = LOCALES.find((l) => l === language);
    if (found) return found;
  }
  return 'en';
}

/** A stored language (User.locale) as a supported one; English when unknown. */
export function storedLocale(value: string | null | undefined): Locale {
  return LOCALES.find((l) => l === value) ?? 'en';
}

type Template = (v: { code: string; minutes: number; link?: string }) => { subject: string; text: string };

const verification: Record<Locale, Template> = {
  en: ({ code, minutes }) => ({
    subject: `Your Oshi verification code: ${code}`,
    text: `Your verification code is ${code}.\nIt expires in ${minutes} minutes.\n\nIf you did not sign up for Oshi, you can ignore this e-mail.`,
  }),
  ko: ({ code, minutes }) => ({
    subject: `Oshi 인증 코드: ${code}`,
    text: `인증 코드는 ${code}입니다.\n${minutes}분 후에 만료됩니다.\n\nOshi에 가입하지 않으셨다면 이 메일을 무시하셔도 됩니다.`,
  }),
  ja: ({ code, minutes }) => ({
    subject: `Oshi 認証コード: ${code}`,
    text: `認証コードは ${code} です。\n有効期限は${minutes}分です。\n\nOshi に登録した覚えがない場合は、このメールを破棄してください。`,
  }),
  'zh-Hant': ({ code, minutes }) => ({
    subject: `Oshi 驗證碼：${code}`,
    text: `您的驗證碼是 ${code}。\n${minutes} 分鐘內有效。\n\n如果您沒有註冊 Oshi，請忽略此郵件。`,
  }),
  'zh-Hans': ({ code, minutes }) => ({
    subject: `Oshi 验证码：${code}`,
    text: `您的验证码是 ${code}。\n${minutes} 分钟内有效。\n\n如果您没有注册 Oshi，请忽略此邮件。`,
  }),
  es: ({ code, minutes }) => ({
    subject: `Tu código de verificación de Oshi: ${code}`,
    text: `Tu código de verificación es ${code}.\nCaduca en ${minutes} minutos.\n\nSi no te registraste en Oshi, ignora este correo.`,
  }),
};

const passwordReset: Record<Locale, Template> = {
  en: ({ code, minutes, link }) => ({
    subject: 'Reset your Oshi password',
    text: `Your code to reset your password is ${code}.\nOr open this link:\n${link}\n\nThe code and the link expire in ${minutes} minutes. If you did not ask for this, ignore this e-mail: your password stays the same.`,
  }),
  ko: ({ code, minutes, link }) => ({
    subject: 'Oshi 비밀번호 재설정',
    text: `비밀번호 재설정 코드는 ${code}입니다.\n아래 링크를 열어도 됩니다:\n${link}\n\n코드와 링크는 ${minutes}분 후에 만료됩니다. 요청하지 않으셨다면 이 메일을 무시하세요. 비밀번호는 바뀌지 않습니다.`,
  }),
  ja: ({ code, minutes, link }) => ({
    subject: 'Oshi パスワードの再設定',
    text: `パスワード再設定コードは ${code} です。\n次のリンクからも再設定できます:\n${link}\n\nコードとリンクの有効期限は${minutes}分です。お心当たりがない場合は、このメールを破棄してください。パスワードは変更されません。`,
  }),
  'zh-Hant': ({ code, minutes, link }) => ({
    subject: '重設 Oshi 密碼',
    text: `您的密碼重設驗證碼是 ${code}。\n也可以開啟以下連結：\n${link}\n\n驗證碼與連結 ${minutes} 分鐘內有效。如果這不是您本人的操作，請忽略此郵件，您的密碼不會變更。`,
  }),
  'zh-Hans': ({ code, minutes, link }) => ({
    subject: '重置 Oshi 密码',
    text: `您的密码重置验证码是 ${code}。\n也可以打开以下链接：\n${link}\n\n验证码和链接 ${minutes} 分钟内有效。如果这不是您本人的操作，请忽略此邮件，您的密码不会更改。`,
  }),
  es: ({ code, minutes, link }) => ({
    subject: 'Restablece tu contraseña de Oshi',
    text: `Tu código para restablecer la contraseña es ${code}.\nTambién puedes abrir este enlace:\n${link}\n\nEl código y el enlace caducan en ${minutes} minutos. Si no lo solicitaste, ignora este correo: tu contraseña no cambiará.`,
  }),
};

export function verificationMail(to: string, locale: Locale, code: string, minutes: number): OutgoingMail {
  return { to, ...verification[locale]({ code, minutes }) };
}

export function passwordResetMail(to: string, locale: Locale, code: string, link: string, minutes: number): OutgoingMail {
  return { to, ...passwordReset[locale]({ code, minutes, link }) };
}

/** The neutral name a deleted account shows under its remaining posts and comments. */
export const DELETED_USER_NAME: Record<Locale, string> = {
  en: 'Deleted user',
  ko: '탈퇴한 사용자',
  ja: '退会したユーザー',
  'zh-Hant': '已刪除的使用者',
  'zh-Hans': '已注销的用户',
  es: 'Usuario eliminado',
};
