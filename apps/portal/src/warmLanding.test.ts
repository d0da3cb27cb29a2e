import { describe, expect, it } from 'vitest';
import { routePaths as r } from '@vonk/domain';
import { landingPaths, outsideShellPrefixes } from '../warmLanding.ts';
import { isOtherShellPage } from './warmLanding.ts';

const otherShellPage = (pathname: string) =>
  isOtherShellPage(pathname, landingPaths, outsideShellPrefixes);

describe('isOtherShellPage: where the early script fetches the discovered shell routes', () => {
  it('is every screen of the shell but the landing page, with or without parameters', () => {
    for (const pathname of [
      r.invoices.href(),
      r.orderDetail.href({ orderId: 'ORD-1012' }),
      r.subscriptionsTv.href(),
      r.householdPending.href(),
      // Its path starts like /overstappen-afronden's, which is outside the shell.
      r.transfer.href(),
    ])
      expect(otherShellPage(pathname), pathname).toBe(true);
  });

  it('is not the landing page, nor a page outside the shell (spec §2.1)', () => {
    for (const pathname of [
      r.root.href(),
      r.dashboard.href(),
      r.notFound.href(),
      r.logout.href(),
      r.authCallback.href(),
      r.error.href(),
      r.maintenance.href(),
      r.agentLogin.href({ id: '10000001' }),
      r.completeTransfer.href(),
      r.completeTransfer.href({ reference: 'OV-123' }),
      r.unsubscribe.href(),
      r.returnLabel.href(),
      r.newUsername.href(),
      r.taskFeedback.href(),
    ])
      expect(otherShellPage(pathname), pathname).toBe(false);
  });
});
