import type { OptOutPreferences } from './schema.ts';

/** The three e-mail choices behind an unsubscribe link, without whose they are. */
export type OptOutChoices = Pick<OptOutPreferences, 'commercialEmail' | 'newsletter' | 'surveys'>;

/** The choices in the order the /unsubscribe page shows them. */
export const OPT_OUT_CHOICES = [
  'commercialEmail',
  'newsletter',
  'surveys',
] as const satisfies readonly (keyof OptOutChoices)[];

export type OptOutChoice = (typeof OPT_OUT_CHOICES)[number];

/** 'Unsubscribe from everything': every choice off. */
export const NO_EMAIL: Readonly<OptOutChoices> = Object.freeze({
  commercialEmail: false,
  newsletter: false,
  surveys: false,
});

/** Only the choices of a preferences answer (drops id and the masked address). */
export function optOutChoices(preferences: OptOutChoices): OptOutChoices {
  return {
    commercialEmail: preferences.commercialEmail,
    newsletter: preferences.newsletter,
    surveys: preferences.surveys,
  };
}

/** The choices that are on, e.g. as the value of a checkbox group. */
export function selectedOptOutChoices(choices: OptOutChoices): OptOutChoice[] {
  return OPT_OUT_CHOICES.filter((choice) => choices[choice]);
}

/** The choices from a list of those that are on (the inverse of selectedOptOutChoices). */
export function optOutChoicesFrom(selected: readonly string[]): OptOutChoices {
  return {
    commercialEmail: selected.includes('commercialEmail'),
    newsletter: selected.includes('newsletter'),
    surveys: selected.includes('surveys'),
  };
}

/** True when no e-mail of any kind is wanted any more. */
export function isUnsubscribedFromEverything(choices: OptOutChoices): boolean {
  return OPT_OUT_CHOICES.every((choice) => !choices[choice]);
}
