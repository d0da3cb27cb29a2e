import { registerPageMessages } from '../i18n/messages.ts';

type PagePart = Parameters<typeof registerPageMessages>[0];

// Pages register their own texts when their module loads (ADR 031). Unit tests and stories that
// render one section of a page without its page module get every page's texts from here.
const parts = import.meta.glob<PagePart>('../i18n/compiled/pages/*.json', {
  eager: true,
  import: 'default',
});
for (const part of Object.values(parts)) registerPageMessages(part);
