import { describe, expect, it } from 'vitest';
import type { NavItem } from '@vonk/ui';
import { personas } from '@vonk/sandbox/personas';
import type { CustomerPersona } from '@vonk/sandbox/personas';
import nl from '../i18n/nl.json';
import type { MessageId } from '../i18n/messages.ts';
import { buildNavigation, navigationSet } from './navigation.ts';
import { routePaths, transferStage } from '@vonk/domain';

const t = (id: MessageId) => nl[id].defaultMessage;
const externalUrls = {
  settings: 'https://www.vonk.example/my/instellingen',
  name: 'https://www.vonk.example/naam',
};

const factsOf = (persona: CustomerPersona) => ({
  converged: persona.converged,
  subscription: persona.subscription,
  status: persona.subscriptionStatus,
  features: persona.features,
  transfer: transferStage(persona.converged, persona.transfer ?? null),
  externalUrls,
});

const visible = (items: NavItem[]) =>
  items.filter((item) => item.visible !== false).map((item) => item.text);
const more = (items: NavItem[]) => items.find((item) => item.text === 'Meer')!;
const group = (items: NavItem[], title: string) =>
  more(items).children!.find((g) => g.title === title)!;

describe('main navigation (spec §2.3)', () => {
  it('gives a logged-in customer Overzicht, Facturen, Abonnement, Meer', () => {
    expect(visible(buildNavigation(factsOf(personas.jan), t))).toEqual([
      'Overzicht',
      'Facturen',
      'Abonnement',
      'Meer',
    ]);
  });

  it('gives a customer without converged info the reduced menu', () => {
    const facts = factsOf(personas.nieuw);
    expect(navigationSet(facts)).toBe('notConverged');
    expect(visible(buildNavigation(facts, t))).toEqual([
      'Bestellingen',
      'Persoonlijke gegevens',
      'Meer',
    ]);
    expect(buildNavigation(facts, t)[0]!.url).toBe(routePaths.ordersHome.href());
  });

  it('leaves out of the reduced menu the pages such a customer would be sent back from', () => {
    const general = group(buildNavigation(factsOf(personas.nieuw), t), 'Algemeen');
    const settings = group(buildNavigation(factsOf(personas.nieuw), t), 'Instellingen');
    const service = group(buildNavigation(factsOf(personas.nieuw), t), 'Service');
    expect(visible(general.items)).toEqual(['Bestellingen']);
    expect(visible(settings.items)).toEqual(['Mijn gegevens']);
    expect(visible(service.items)).not.toContain('Actuele storingen');
    expect(visible(group(buildNavigation(factsOf(personas.jan), t), 'Service').items)).toContain(
      'Actuele storingen',
    );
  });

  it('shows Overstappen in the reduced menu only when transfer is allowed', () => {
    const facts = {
      ...factsOf(personas.nieuw),
      converged: { ...personas.nieuw.converged, transferAllowed: true },
    };
    expect(visible(buildNavigation(facts, t))).toContain('Overstappen');
  });

  it('gives a customer in the transfer flow Overstappen and Meer', () => {
    const facts = {
      ...factsOf(personas.nieuw),
      converged: { ...personas.nieuw.converged, transferAllowed: true },
      status: { ...personas.nieuw.subscriptionStatus, isSubscribedAtFixed: false },
    };
    expect(navigationSet(facts)).toBe('transferFlow');
    expect(visible(buildNavigation(facts, t))).toEqual(['Overstappen', 'Meer']);
  });

  it('has the level 1 groups Algemeen, Instellingen, Service and level 2 groups under Mijn gegevens', () => {
    const items = buildNavigation(factsOf(personas.jan), t);
    expect(more(items).url).toBeUndefined();
    expect(more(items).children!.map((g) => g.title)).toEqual([
      'Algemeen',
      'Instellingen',
      'Service',
    ]);
    const myData = group(items, 'Instellingen').items.find(
      (item) => item.text === 'Mijn gegevens',
    )!;
    expect(myData.url).toBeUndefined();
    expect(myData.children!.map((g) => g.title)).toEqual([
      'Persoonsgegevens',
      'Beveiliging',
      'privacy',
    ]);
  });

  it('links every customer to /mijn-gegevens from the menus, beside the spec’s external links (WCAG 2.4.5, ADR 145)', () => {
    for (const persona of [personas.jan, personas.nieuw, personas.sanne, personas.piet]) {
      const myData = group(buildNavigation(factsOf(persona), t), 'Instellingen').items.find(
        (item) => item.text === 'Mijn gegevens',
      )!;
      const personal = myData.children!.find((g) => g.title === 'Persoonsgegevens')!.items;
      expect(personal[0]).toMatchObject({
        text: 'Persoonlijke gegevens',
        url: routePaths.myData.href(),
        visible: true,
      });
      expect(personal.find((item) => item.text === 'Adres')?.url).toBe(routePaths.address.href());
    }
    // The spec's external links (§2.3) stay where the spec puts them.
    const level2 = group(buildNavigation(factsOf(personas.jan), t), 'Instellingen').items.find(
      (item) => item.text === 'Mijn gegevens',
    )!.children!;
    expect(level2.flatMap((g) => g.items.map((item) => item.text))).toEqual([
      'Persoonlijke gegevens',
      'Naam',
      'Adres',
      'Telefoonnummer',
      'Betaalgegevens',
      'Factuurinstellingen',
      'Wachtwoord',
      'Tweestapsverificatie',
      'Privacyinstellingen',
    ]);
  });

  it('shows Klantvoordeel only with current internet', () => {
    const general = (persona: CustomerPersona) =>
      visible(group(buildNavigation(factsOf(persona), t), 'Algemeen').items);
    expect(general(personas.jan)).toContain('Klantvoordeel');
    expect(general(personas.nieuw)).not.toContain('Klantvoordeel');
  });

  it('shows Overstappen and Overstappen afronden/{reference} only for sanne, who may transfer', () => {
    const general = group(buildNavigation(factsOf(personas.sanne), t), 'Algemeen').items;
    expect(general.find((i) => i.text === 'Overstappen')?.visible).toBe(true);
    expect(general.find((i) => i.text === 'Overstappen afronden')).toMatchObject({
      url: routePaths.completeTransfer.href({
        reference: personas.sanne.converged.transferReference ?? undefined,
      }),
      visible: true,
    });
    const jans = group(buildNavigation(factsOf(personas.jan), t), 'Algemeen').items;
    expect(jans.find((i) => i.text === 'Overstappen afronden')?.visible).toBe(false);
  });

  it.each(['overstap-ingevuld', 'overstap', 'overstap-klaar'] as const)(
    'gives %s, whose details are sent, no "Overstappen afronden" (issue #26)',
    (login) => {
      const persona = personas[login];
      expect(persona.converged.transferReference).toBeTruthy();
      const general = group(buildNavigation(factsOf(persona), t), 'Algemeen').items;
      expect(general.find((i) => i.text === 'Overstappen afronden')?.visible).toBe(false);
    },
  );

  it('points settings at the external settings page when its feature flag is on', () => {
    const settings = (flag: boolean) =>
      group(
        buildNavigation(
          { ...factsOf(personas.jan), features: { settings2MagentaFeatureIsEnabled: flag } },
          t,
        ),
        'Instellingen',
      ).items[0]!.url;
    expect(settings(false)).toBe(routePaths.settings.href());
    expect(settings(true)).toBe(externalUrls.settings);
  });
});
