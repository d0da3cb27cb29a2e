import { Hono } from 'hono';
import { CmsContent } from '@vonk/domain/contract';
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

/**
 * The /cms content served right now: the fixture above, or what a test put there through
 * PUT /__sandbox/content/cms (the content-HTML stories' inputs through the production server,
 * ADR 082). POST /__sandbox/reset restores the fixture.
 */
export class CmsContentStore {
  current: CmsContent = cmsContent;

  reset(): void {
    this.current = cmsContent;
  }
}

/** /api/content: provider content blocks per page. */
export function contentRoutes(store: CmsContentStore = new CmsContentStore()) {
  return new Hono<ApiEnv>().get('/cms', (c) => c.json(store.current satisfies CmsContent));
}

/** /__sandbox/content/cms: PUT replaces the /cms content blocks (a CmsContent body) until reset. */
export function contentControlRoutes(store: CmsContentStore) {
  return new Hono().put('/cms', async (c) => {
    const parsed = CmsContent.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) {
      return c.json(
        { message: 'Body must be CmsContent: { "blocks": [{ key, title, html }] }.' },
        400,
      );
    }
    store.current = parsed.data;
    return c.body(null, 204);
  });
}
