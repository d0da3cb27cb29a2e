import { read, returns } from '../contract/endpoint.ts';
import type { CmsContent } from './schema.ts';

/** Not in the spec's TTL table: 30 s. */
export const contentReads = {
  cmsContent: read('/api/content/cms', 'short', returns<CmsContent>()),
};
