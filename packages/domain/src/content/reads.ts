// The content GETs, one export each (ADR 102): `reads.x` and `contentReads.x` name them, and a bundle
// keeps only the ones its code names.
import { read, returns } from '../contract/endpoint.ts';
import type { CmsContent } from './schema.ts';

/** Not in the spec's TTL table: 30 s. */
export const cmsContent = read('/api/content/cms', 'short', returns<CmsContent>());
