import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { account, product, subscription } from '../testing/fixtures.ts';
import { sha256Hex } from './sha256Hex.ts';
import { track, trackLogout, trackMutation, trackPageView } from './track.ts';
import { trackLogin } from './trackLogin.ts';
import { createDataLayerAdapter, createRecordingAdapter } from './trackingPort.ts';
import { trackingProduct } from './trackingProduct.ts';
import { privacyLevel, userPayload } from './userPayload.ts';
import { routePaths } from '../navigation/routePaths.ts';

const nodeHash = (value: string) => createHash('sha256').update(value).digest('hex');

describe('track (spec §4, §7.4, §9)', () => {
  it.each([
    ['Click', 'Rekeningen', 'Download', 'SS - Rekeningen', 'Download'],
    [
      'Success',
      'SS - Aanmelden Klantvoordeel',
      'Aanmelden Klantvoordeel',
      'SS - Aanmelden Klantvoordeel',
      'Aanmelden Klantvoordeel',
    ],
    [
      'Error',
      'Bestellingen',
      ['TV', 'Film1', 'Upgrade'],
      'SS - Bestellingen',
      'TV + Film1 + Upgrade',
    ],
    ['View', 'Overstappen', [], 'SS - Overstappen', ''],
  ] as const)(
    '%s %s %j → %s / %s, non-interaction',
    (type, category, label, eventCategory, eventLabel) => {
      const port = createRecordingAdapter();
      track(port, { type, category, label });
      expect(port.hits).toEqual([
        { event: 'trackEvent', eventCategory, eventAction: type, eventLabel, nonInteraction: true },
      ]);
    },
  );

  it('page views are non-interaction', () => {
    const port = createRecordingAdapter();
    trackPageView(port, routePaths.invoices.href(), 'Rekeningen');
    expect(port.hits).toEqual([
      {
        event: 'pageview',
        page: routePaths.invoices.href(),
        title: 'Rekeningen',
        nonInteraction: true,
      },
    ]);
  });

  it('a page view never carries a public-link reference (ADR 064)', () => {
    const port = createRecordingAdapter();
    trackPageView(
      port,
      routePaths.completeTransfer.href({ reference: 'K7QH2M9XVC4T' }),
      'Overstap',
    );
    expect(JSON.stringify(port.hits)).not.toContain('K7QH2M9XVC4T');
  });

  it('logout sends AC - Uitloggen labelled Uitloggen', () => {
    const port = createRecordingAdapter();
    trackLogout(port);
    expect(port.hits).toEqual([
      {
        event: 'trackEvent',
        eventCategory: 'AC - Uitloggen',
        eventAction: 'Success',
        eventLabel: 'Uitloggen',
        nonInteraction: true,
      },
    ]);
  });

  it('login pushes user_data_loaded, then AC - Inloggen labelled Inloggen', async () => {
    const port = createRecordingAdapter();
    const user = await userPayload({
      account: account(),
      subscription: null,
      privacy: null,
      converged: null,
      agentSession: false,
    });
    trackLogin(port, user);
    expect(port.hits).toEqual([
      { event: 'user_data_loaded', user },
      {
        event: 'trackEvent',
        eventCategory: 'AC - Inloggen',
        eventAction: 'Success',
        eventLabel: 'Inloggen',
        nonInteraction: true,
      },
    ]);
  });

  it.each([
    [true, 'Success'],
    [false, 'Error'],
  ] as const)(
    'a tracked write with success %s is a %s event; untracked writes send nothing',
    (success, type) => {
      const port = createRecordingAdapter();
      const tracking = {
        category: 'SS - Aanmelden Klantvoordeel',
        label: 'Aanmelden Klantvoordeel',
      };
      trackMutation(port, {
        method: 'POST',
        url: '/api/household/subscribe',
        success,
        status: 200,
        tracking,
      });
      trackMutation(port, { method: 'POST', url: '/api/x', success, status: 200 });
      expect(port.hits).toEqual([
        {
          event: 'trackEvent',
          eventCategory: tracking.category,
          eventAction: type,
          eventLabel: tracking.label,
          nonInteraction: true,
        },
      ]);
    },
  );

  it('the data-layer adapter pushes to window.dataLayer, creating it', () => {
    const target: { dataLayer?: unknown[] } = {};
    trackLogout(createDataLayerAdapter(target));
    expect(target.dataLayer).toHaveLength(1);
  });
});

describe('sha256Hex (spec §3)', () => {
  it.each([
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    ['ABC', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    [' a b c ', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    ['Jan.Jansen@Example.nl', nodeHash('jan.jansen@example.nl')],
    ['1234 AB', nodeHash('1234ab')],
  ])('%j → %s', async (value, expected) => {
    expect(await sha256Hex(value)).toBe(expected);
  });
});

describe('privacyLevel (spec §4)', () => {
  it.each([
    [true, ['Email', 'Sms'], { email: true, letters: false, sms: true, telemarketing: false }],
    [true, ['Letter', 'Phone'], { email: false, letters: true, sms: false, telemarketing: true }],
    [
      false,
      ['Email', 'Letter', 'Sms', 'Phone'],
      { email: false, letters: false, sms: false, telemarketing: false },
    ],
    [true, [], { email: false, letters: false, sms: false, telemarketing: false }],
  ] as const)('master %s with %j', (master, channels, expected) => {
    expect(privacyLevel(master, channels)).toEqual(expected);
  });
});

describe('userPayload (spec §3)', () => {
  it('holds exactly the spec fields, with hashed personal values', async () => {
    const payload = await userPayload({
      account: account(),
      subscription: subscription({ currentTv: product('TV'), currentPrimaryVoipProduct: null }),
      privacy: {
        commercialOfferings: true,
        commercialOfferingsChannels: ['Email'],
        useResearchData: false,
        useResearchDataChannels: ['Sms'],
      },
      converged: {
        hasConvergedInfo: true,
        isFmcUser: true,
        transferAllowed: false,
        transferReference: null,
      },
      agentSession: true,
    });
    expect(payload).toEqual({
      userId: 'CUST-001',
      address: {
        full_address: 'Dorpsstraat 12 B, 1234 AB Utrecht',
        postcode: '1234 AB',
        street: 'Dorpsstraat',
        number: '12',
        number_extension: 'B',
        city: 'Utrecht',
      },
      tel: '030 123 4567',
      email: 'Jan.Jansen@Example.nl',
      active_products: { internet: true, tv: true, bellen: false },
      privacy_level_offers: { email: true, letters: false, sms: false, telemarketing: false },
      privacy_level_research: { email: false, letters: false, sms: false, telemarketing: false },
      agent_session: true,
      fmc_user: true,
      VKFE_FIXED: 'VKFE-9',
      hashed: {
        userId: nodeHash('cust-001'),
        tel: nodeHash('0301234567'),
        email: nodeHash('jan.jansen@example.nl'),
        address: {
          full_address: nodeHash('dorpsstraat12b,1234abutrecht'),
          postcode: nodeHash('1234ab'),
          street: nodeHash('dorpsstraat'),
          number: nodeHash('12'),
          number_extension: nodeHash('b'),
          city: nodeHash('utrecht'),
        },
      },
    });
  });

  it('without addition, phone or data', async () => {
    const base = account();
    const payload = await userPayload({
      account: account({
        primaryAddress: { ...base.primaryAddress, houseNumberAddition: null },
        contactInformation: [],
        magentaVkfe: null,
      }),
      subscription: null,
      privacy: null,
      converged: null,
      agentSession: false,
    });
    expect(payload.address.full_address).toBe('Dorpsstraat 12, 1234 AB Utrecht');
    expect(payload.tel).toBe('');
    expect(payload.VKFE_FIXED).toBe('');
    expect(payload.active_products).toEqual({ internet: false, tv: false, bellen: false });
    expect(payload.fmc_user).toBe(false);
  });
});

describe('trackingProduct (spec §3)', () => {
  it.each([
    [
      { price: 12.5, inServiceDate: '2024-02-01', wishDate: '2024-01-15' },
      { price: 12.5, startdate: '01-02-2024' },
    ],
    [
      { price: null, inServiceDate: null, wishDate: '2025-03-07' },
      { price: 0, startdate: '07-03-2025' },
    ],
    [
      { price: 0, inServiceDate: '2025-12-31T00:00:00Z', wishDate: null },
      { price: 0, startdate: '31-12-2025' },
    ],
    [
      { price: 5, inServiceDate: null, wishDate: null },
      { price: 5, startdate: '' },
    ],
  ])('%j → %j', (patch, expected) => {
    expect(trackingProduct(product('Film1', patch))).toEqual({ name: 'Film1', ...expected });
  });
});
