import type { CustomerPersona } from './types.ts';
import { customer } from './billingStates.ts';
import { storing } from './storing.ts';

/**
 * Spec §2.3 migratedUrl (ADR 007): settings and invoices moved to the provider's other web app, so
 * /instellingen and /rekeningen open it. Sophie (`storing`) had both until her outage's
 * compensation needed /rekeningen (issue #29, ADR 138); this is her with both switches on.
 */
export const facturenElders: CustomerPersona = {
  ...storing,
  ...customer(storing, 'facturen-elders', '10000051', {
    firstName: 'Fleur',
    lastName: 'Elshout',
    initials: 'FE',
  }),
  purpose:
    'Internet + Vast bellen (2p voip) like storing; settings and invoices moved to the other web app (both feature switches on).',
  features: { settings2MagentaFeatureIsEnabled: true, invoices2MagentaFeatureIsEnabled: true },
};
