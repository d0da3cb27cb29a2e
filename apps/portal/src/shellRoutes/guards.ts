// The guards more than one area's route table uses (shellAreas.ts, ADR 151); an area's own guard
// is in its table, the one the landing dashboard needs too (`converged`) in shell/shellPage.ts.
import { ALLOW, migratedUrlGuard, subscriptionGuard } from '@vonk/domain';
import type { FeatureName } from '@vonk/domain';
import type { GuardFacts } from '../shell/guards.ts';

// The spec names a subscription guard on "several" routes without saying which (§2.2): decided
// for the pages about a running subscription (abonnementen, gebruikskosten, instellingen).
export const subscription = (facts: GuardFacts) => subscriptionGuard(facts);

// Spec §2.3 migratedUrl: the route opens the provider's other web app under its 'my' path and
// never in-app. The spec names no route; decided here: the two whose feature switch says they
// moved there (settings2Magenta, invoices2Magenta), so only the conditioned variant is in use.
export const migrated =
  (migratedUrl: string, featureSwitch?: FeatureName) => (facts: GuardFacts) => {
    // Without the main site in config.json there is nowhere to send to: the in-app route stays.
    const mainSite = facts.config.externalUrls.home;
    return mainSite
      ? migratedUrlGuard({ migratedUrl, featureSwitch }, { mainSite, features: facts.features })
      : ALLOW;
  };
