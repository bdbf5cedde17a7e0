import type { Locale } from './locales';

/**
 * Page metadata (title and description) covers more languages than the UI (spec section 1):
 * the six UI locales plus vi, id, th and ru. A visitor whose browser prefers one of those four
 * reads an English UI but a native title and description.
 */
export const PAGE_METADATA = {
  en: { title: 'Virtual Fandom, Oshi', description: 'A fan community to play with your favourite virtual streamer.' },
  ko: { title: '버추얼 팬덤, 오시', description: '좋아하는 버추얼 스트리머와 함께 노는 팬 커뮤니티.' },
  ja: { title: 'バーチャルファンダム、Oshi', description: '推しのバーチャル配信者と一緒に楽しむファンコミュニティ。' },
  'zh-Hant': { title: '虛擬粉絲圈，Oshi', description: '和你最愛的虛擬實況主一起玩的粉絲社群。' },
  'zh-Hans': { title: '虚拟粉丝圈，Oshi', description: '和你最爱的虚拟主播一起玩的粉丝社区。' },
  es: { title: 'Fandom virtual, Oshi', description: 'Una comunidad de fans para divertirte con tu streamer virtual favorito.' },
  vi: { title: 'Fandom ảo, Oshi', description: 'Cộng đồng người hâm mộ để vui chơi cùng streamer ảo bạn yêu thích.' },
  id: { title: 'Fandom Virtual, Oshi', description: 'Komunitas penggemar untuk bersenang-senang bersama streamer virtual favoritmu.' },
  th: { title: 'แฟนด้อมเสมือน, Oshi', description: 'คอมมูนิตี้แฟนคลับสำหรับสนุกไปกับสตรีมเมอร์เสมือนคนโปรดของคุณ' },
  ru: { title: 'Виртуальный фандом, Oshi', description: 'Фан-сообщество, где можно проводить время с любимым виртуальным стримером.' },
} as const;

export type MetadataLanguage = keyof typeof PAGE_METADATA;

/** Picks metadata for the UI locale, or for a metadata-only browser language when the UI is English. */
export function metadataFor(locale: Locale, languages: readonly string[] = []): { title: string; description: string } {
  if (locale === 'en') {
    for (const tag of languages) {
      const base = tag.toLowerCase().split('-')[0];
      if (base === 'en') break;
      if (base === 'vi' || base === 'id' || base === 'th' || base === 'ru') return PAGE_METADATA[base];
    }
  }
  return PAGE_METADATA[locale];
}
