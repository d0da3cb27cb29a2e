/** One block of provider content: a title and HTML the portal sanitises before showing it. */
export interface ContentBlock {
  /** Stable content key; shown instead of the text in content edit mode (spec §1). */
  key: string;
  title: string;
  /** Provider HTML: may hold `a.routerlink` in-app links (spec §2.3); never trusted as is. */
  html: string;
}

/** GET /api/content/cms: the content blocks of the /cms page (behind the CMS feature flag). */
export interface CmsContent {
  blocks: ContentBlock[];
}

declare module './paths.ts' {
  interface GetResponses {
    '/api/content/cms': CmsContent;
  }
}
