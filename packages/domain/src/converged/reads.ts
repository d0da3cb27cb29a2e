// The converged GETs, one export each (ADR 102): `reads.x` and `convergedReads.x` name them, and a bundle
// keeps only the ones its code names.
import { read, returns } from '../endpoint/endpoint.ts';
import type { ConvergedStatus } from './schema.ts';

export const converged = read('/api/converged', returns<ConvergedStatus>(), { ttl: 'medium' });
