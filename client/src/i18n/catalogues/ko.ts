// One locale's namespace files, bundled as one chunk that loads only when this locale is used.
export default import.meta.glob<Record<string, string>>('../locales/ko/*.json', { eager: true, import: 'default' });
