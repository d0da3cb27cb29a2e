// Every message reaches intl-messageformat precompiled to an ICU AST
// (scripts/compile-messages.mjs), so its message parser is dead weight (7.5 kB gzip): formatjs's
// no-parser build keeps the AST types and throws should an uncompiled message ever reach it. The portal's build, its tests and
// Storybook all resolve it this way, so tests and stories run what ships (ADR 031).
export const noMessageParser = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
};
