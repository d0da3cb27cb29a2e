import type { NavItem } from './navTypes.ts';

const site = 'https://www.vonk.nl';

/** The logged-in menu of spec §2.3, for stories and tests. */
export function navItems({ transferAllowed = true, hasInternet = true } = {}): NavItem[] {
  return [
    { text: 'Overzicht', url: '/dashboard', icon: 'home', trackingLabel: 'Overzicht' },
    { text: 'Facturen', url: '/rekeningen', icon: 'invoice', trackingLabel: 'Facturen' },
    { text: 'Abonnement', url: '/abonnementen', icon: 'subscription', trackingLabel: 'Abonnement' },
    {
      text: 'Meer',
      icon: 'more',
      trackingLabel: 'Meer',
      children: [
        {
          title: 'Algemeen',
          items: [
            {
              text: 'Bestellingen',
              url: '/bestellingen',
              icon: 'orders',
              trackingLabel: 'Bestellingen',
            },
            {
              text: 'Gebruikskosten',
              url: '/gebruikskosten/bellen',
              icon: 'usage',
              trackingLabel: 'Gebruikskosten',
            },
            {
              text: 'Klantvoordeel',
              url: '/klantvoordeel',
              icon: 'household',
              trackingLabel: 'Klantvoordeel',
              visible: hasInternet,
            },
            {
              text: 'Overstappen',
              url: '/overstappen',
              icon: 'transfer',
              trackingLabel: 'Overstappen',
              visible: transferAllowed,
            },
          ],
        },
        {
          title: 'Instellingen',
          items: [
            {
              text: 'Abonnement & Instellingen',
              url: '/instellingen/tv',
              icon: 'settings',
              trackingLabel: 'Instellingen',
            },
            {
              text: 'Persoonlijke gegevens',
              icon: 'person',
              trackingLabel: 'Persoonlijke gegevens',
              children: [
                {
                  title: 'Persoonsgegevens',
                  items: [
                    {
                      text: 'Mijn gegevens',
                      url: '/mijn-gegevens',
                      icon: 'person',
                      trackingLabel: 'Mijn gegevens',
                    },
                    {
                      text: 'Adres',
                      url: '/mijn-gegevens/adresgegevens',
                      icon: 'home',
                      trackingLabel: 'Adres',
                    },
                    {
                      text: 'Telefoonnummer',
                      url: `${site}/telefoonnummer`,
                      icon: 'phone',
                      trackingLabel: 'Telefoonnummer',
                    },
                  ],
                },
                {
                  title: 'Beveiliging',
                  items: [
                    {
                      text: 'Wachtwoord',
                      url: `${site}/wachtwoord`,
                      icon: 'settings',
                      trackingLabel: 'Wachtwoord',
                    },
                    {
                      text: 'Tweestapsverificatie',
                      url: `${site}/tweestapsverificatie`,
                      icon: 'settings',
                      trackingLabel: 'Tweestapsverificatie',
                    },
                  ],
                },
                {
                  title: 'privacy',
                  items: [
                    {
                      text: 'Privacyinstellingen',
                      url: `${site}/privacy`,
                      icon: 'settings',
                      trackingLabel: 'Privacy',
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          title: 'Service',
          items: [
            {
              text: 'Actuele storingen',
              url: '/storingen',
              icon: 'outage',
              trackingLabel: 'Storingen',
            },
            {
              text: 'Service en contact',
              url: `${site}/service`,
              icon: 'phoneFixed',
              trackingLabel: 'Service',
            },
            {
              text: 'Community',
              url: 'https://community.vonk.nl',
              icon: 'person',
              trackingLabel: 'Community',
            },
          ],
        },
      ],
    },
  ];
}
