// A language's messages for one audience, built by scripts/vite-i18n.ts: the landing page's as keys and messages; the
// portal's per namespace, as a list in the order of English's keys.
declare module 'virtual:i18n-catalog/*' {
  const messages: import('@lingui/core').Messages | Record<string, unknown[]>;
  export default messages;
}
