import { Hono } from 'hono';
import type { CmsContent } from '@vonk/domain/contract';
import type { ApiEnv } from '../types.ts';

/**
 * Provider content as the content service delivers it: the old brand name still in the text
 * (spec §1), an in-app `routerlink` with query parameters (spec §2.3), and markup that must never
 * run (a script and an event handler), so the portal's sanitising is exercised for real.
 */
export const cmsContent: CmsContent = {
  blocks: [
    {
      key: 'cms.welcome',
      title: 'Welkom bij Ziggo',
      html: '<p>Bij Ziggo regel je alles online. <a class="routerlink" href="/rekeningen?jaar=2025&amp;bron=cms">Bekijk je rekeningen</a></p><script>window.__cmsScriptRan = true;</script>',
    },
    {
      key: 'cms.service',
      title: 'Service',
      html: '<p>Vragen? <a href="https://www.vonk.example/service">Naar de klantenservice van Ziggo</a></p><img src="/cms-missing.png" alt="" onerror="window.__cmsHandlerRan = true">',
    },
  ],
};

/** /api/content: provider content blocks per page. */
export function contentRoutes() {
  return new Hono<ApiEnv>().get('/cms', (c) => c.json(cmsContent satisfies CmsContent));
}
