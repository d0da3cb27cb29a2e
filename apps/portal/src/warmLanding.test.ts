import { describe, expect, it } from 'vitest';
import { landingPaths, outsideShellPrefixes } from '../warmLanding.ts';
import { isOtherShellPage } from './warmLanding.ts';

const otherShellPage = (pathname: string) =>
  isOtherShellPage(pathname, landingPaths, outsideShellPrefixes);

describe('isOtherShellPage: where the early script fetches the discovered shell routes', () => {
  it('is every screen of the shell but the landing page, with or without parameters', () => {
    for (const pathname of [
      '/rekeningen',
      '/bestellingen/ORD-1012',
      '/abonnementen/tv',
      '/klantvoordeel/verstuurd/aanmelding-in-behandeling',
      '/overstappen',
    ])
      expect(otherShellPage(pathname), pathname).toBe(true);
  });

  it('is not the landing page, nor a page outside the shell (spec §2.1)', () => {
    for (const pathname of [
      '/',
      '/dashboard',
      '/404',
      '/logout',
      '/auth-callback',
      '/error',
      '/maintenance',
      '/agentlogin/10000001',
      '/overstappen-afronden',
      '/overstappen-afronden/OV-123',
      '/unsubscribe',
      '/retour-label',
      '/nieuwe-gebruikersnaam',
      '/TaskBOFeedback',
    ])
      expect(otherShellPage(pathname), pathname).toBe(false);
  });
});
