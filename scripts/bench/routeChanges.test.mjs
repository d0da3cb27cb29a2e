// `node --test scripts/`: where the route-change walk comes to a route from (issue #34).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parentRoute } from './routeChanges.mjs';
import { benchRoutes, selectRoutes } from './routes.mjs';

test('a route is reached from the nearest route its path continues, among those walked', () => {
  const all = benchRoutes();
  const named = (name) => all.find((route) => route.name === name);
  assert.equal(parentRoute(named('subscriptionsTv'), all), named('subscriptions'));
  assert.equal(parentRoute(named('invoiceDetail'), all), named('invoices'));
  // /bestellingen/ORD-1012/herroepen: from the order, not the list.
  assert.equal(parentRoute(named('orderWithdrawal'), all), named('orderDetail'));
  assert.equal(parentRoute(named('subscriptions'), all), undefined);
  // Only among the routes walked (`--routes`): none, and the walk uses the menu or the router.
  const some = selectRoutes(all, ['/dashboard', '/abonnementen/tv']);
  assert.equal(parentRoute(named('subscriptionsTv'), some), undefined);
  // /rekeningen-x would not be a child of /rekeningen.
  const fake = { name: 'x', href: '/rekeningenx', persona: 'jan' };
  assert.equal(parentRoute(fake, all), undefined);
});
