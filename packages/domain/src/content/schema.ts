import { z } from 'zod/mini';

/** One block of provider content: a title and HTML the portal sanitises before showing it. */
export const ContentBlock = z.strictObject({
  /** Stable content key; shown instead of the text in content edit mode (spec §1). */
  key: z.string(),
  title: z.string(),
  /** Provider HTML: may hold `a.routerlink` in-app links (spec §2.3); never trusted as is. */
  html: z.string(),
});
export type ContentBlock = z.infer<typeof ContentBlock>;

/** GET /api/content/cms: the content blocks of the /cms page (behind the CMS feature flag). */
export const CmsContent = z.strictObject({ blocks: z.array(ContentBlock) });
export type CmsContent = z.infer<typeof CmsContent>;

export const contentSchemas = {
  reads: { cmsContent: CmsContent },
  writes: {},
};
