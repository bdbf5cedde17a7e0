// English namespaces the first screens need (the shell, home, clubs, posts, sign-in), in the first load.
// The others are in en-features.ts, loaded with the first page that needs them (router.tsx). The two
// lists are one split of locales/en: locales.test.ts checks that together they hold every namespace once.
export default import.meta.glob<Record<string, string>>(['../locales/en/*.json', '!../locales/en/{store,cart,payments,mypage,commerce,manage,creator,admin,sample,files,editor,tickets,orders,revenue,blocklist,chat}.json'], { eager: true, import: 'default' });
