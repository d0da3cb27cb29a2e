// The content GETs, one export each (ADR 102): `reads.x` and `contentReads.x` name them, and a bundle
// keeps only the ones its code names.
import { read, returns } from '../endpoint/endpoint.ts';
import type { CmsContent } from './schema.ts';

export const cmsContent = read('/api/content/cms', returns<CmsContent>());
