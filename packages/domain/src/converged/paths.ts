import { read, returns } from '../contract/endpoint.ts';
import type { ConvergedStatus } from './schema.ts';

export const convergedReads = {
  converged: read('/api/converged', 'medium', returns<ConvergedStatus>()),
};
