// English namespaces of the feature pages (store, payments, My Page, owner tools, editor…): a chunk of its
// own, loaded by the first route that needs it (router.tsx) and early while the browser is idle.
export default import.meta.glob<Record<string, string>>('../locales/en/{store,cart,payments,mypage,commerce,manage,creator,admin,sample,files,editor,tickets,orders,revenue,blocklist,chat}.json', { eager: true, import: 'default' });
