import type { WriteResult } from '../endpoint/common.ts';
import { write } from '../endpoint/endpoint.ts';
import type { DisplayPreferences } from './schema.ts';

export const preferenceWrites = {
  /** Issue #30 (ADR 142): all four at once; the answer is the §7.2 WriteResult. */
  saveDisplayPreferences: write<DisplayPreferences, WriteResult>(
    'PUT',
    '/api/account/preferences',
    {
      // Issue #30: the preferences alone; the invoice PDF is a download, never cached.
      clears: [],
      tracking: { category: 'SS - Weergave', label: 'Weergave en toegankelijkheid opslaan' },
    },
  ),
};
