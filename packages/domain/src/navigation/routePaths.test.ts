import { describe, expect, expectTypeOf, it } from 'vitest';
import { definePath } from './definePath.ts';
import { routePaths } from './routePaths.ts';

// The one place besides the table that spells route paths: it pins the table to the spec's
// routes, letter for letter (§2.1–§2.3; /TaskBOFeedback is case-sensitive).
describe('routePaths (spec §2.1–§2.3)', () => {
  it('names exactly the spec routes', () => {
    expect(Object.values(routePaths).map((route) => route.pattern)).toEqual([
      '/',
      '/error',
      '/maintenance',
      '/logout',
      '/auth-callback',
      '/agentlogin/:id',
      '/404',
      '/unsubscribe',
      '/retour-label',
      '/overstappen-afronden/:reference?',
      '/nieuwe-gebruikersnaam',
      '/TaskBOFeedback',
      '/dashboard',
      '/download-inzageverzoek',
      '/rekeningen',
      '/rekeningen/:invoiceId',
      '/bestellingen',
      '/bestellingen/thuis',
      '/bestellingen/:orderId',
      '/bestellingen/:orderId/herroepen',
      '/abonnementen',
      '/abonnementen/opzeggen',
      '/abonnementen/tv',
      '/abonnementen/veilig-online',
      '/abonnementen/internet',
      '/abonnementen/netwerkmigratie',
      '/abonnementen/vast-bellen',
      '/abonnementen/tv-pakketten',
      '/abonnementen/opnemen',
      '/abonnementen/vouchers',
      '/abonnementen/wifi-extenders',
      '/gebruikskosten',
      '/gebruikskosten/bellen',
      '/instellingen',
      '/instellingen/tv',
      '/mijn-gegevens',
      '/mijn-gegevens/adresgegevens',
      // Issue #30: beyond the spec, the display preferences (ADR 142).
      '/mijn-gegevens/weergave',
      '/storingen',
      '/overstappen',
      '/klantvoordeel',
      '/klantvoordeel/aanmelden',
      '/klantvoordeel/aanmelden-niet-mogelijk',
      '/klantvoordeel/afmelden',
      '/klantvoordeel/verstuurd/aanmelding-in-behandeling',
      '/cms',
      '/demo',
    ]);
  });

  it.each([
    [routePaths.dashboard.href(), '/dashboard'],
    [routePaths.root.href(), '/'],
    [routePaths.agentLogin.href({ id: '10000001' }), '/agentlogin/10000001'],
    [routePaths.completeTransfer.href(), '/overstappen-afronden'],
    [
      routePaths.completeTransfer.href({ reference: 'OV 2026/1' }),
      '/overstappen-afronden/OV%202026%2F1',
    ],
    [routePaths.unsubscribe.href(), '/unsubscribe'],
    [routePaths.unsubscribe.href({ id: 'optout-10000001' }), '/unsubscribe?id=optout-10000001'],
    [routePaths.returnLabel.href({ referentie: 'RET 1' }), '/retour-label?referentie=RET+1'],
    [routePaths.taskFeedback.href(), '/TaskBOFeedback'],
    [routePaths.orderDetail.href({ orderId: 'ORD-1012' }), '/bestellingen/ORD-1012'],
    [
      routePaths.orderWithdrawal.href({ orderId: 'ORD-1012', stap: 'bevestigen' }),
      '/bestellingen/ORD-1012/herroepen?stap=bevestigen',
    ],
    [routePaths.invoices.href({ tegoed: 'CR-1001' }), '/rekeningen?tegoed=CR-1001'],
    [routePaths.outages.href({ storing: 'INC-2026-1187' }), '/storingen?storing=INC-2026-1187'],
    [routePaths.invoiceDetail.href({ invoiceId: 'inv-2026100001' }), '/rekeningen/inv-2026100001'],
    [routePaths.invoices.href({ betaling: 'PAY-1' }), '/rekeningen?betaling=PAY-1'],
    [routePaths.invoices.href({ betalen: 'inv-1' }), '/rekeningen?betalen=inv-1'],
    [
      routePaths.subscriptionsCease.href({ product: 'TV-1001', stap: 'overzicht' }),
      '/abonnementen/opzeggen?product=TV-1001&stap=overzicht',
    ],
  ])('href %s', (href, expected) => {
    expect(href).toBe(expected);
  });

  it('a required parameter cannot be left out', () => {
    // @ts-expect-error the customer code is required
    expect(() => routePaths.agentLogin.href()).toThrow('/agentlogin/:id: :id is required');
    // @ts-expect-error an empty one neither
    expect(() => definePath('/a/:id').href({})).toThrow();
  });

  it('types the parameters from the pattern', () => {
    expectTypeOf<Parameters<typeof routePaths.agentLogin.href>>().toEqualTypeOf<
      [params: { id: string }]
    >();
    expectTypeOf<Parameters<typeof routePaths.completeTransfer.href>>().toEqualTypeOf<
      [params?: { reference?: string }]
    >();
    // @ts-expect-error a route without parameters takes no unknown ones
    routePaths.dashboard.href({ page: '2' });
  });
});
