import { Footer, serviceHoursText } from '@vonk/ui';
import { SERVICE_HOURS } from '@vonk/domain';
import { useText } from '../i18n/useText.ts';
import { usePortal } from '../session/PortalContext.tsx';

/** Footer with marketing and service links (spec §1) and the service hours of §9. */
export function PortalFooter() {
  const t = useText();
  const { externalUrls } = usePortal().config;
  const links = (pairs: [string, string | undefined][]) =>
    pairs.flatMap(([text, href]) => (href ? [{ text, href }] : []));
  return (
    <Footer
      marketing={[
        {
          title: t('footer.products'),
          links: links([
            [t('nav.shops'), externalUrls.shops],
            [t('nav.subscriptionOverview'), externalUrls.subscriptionOverview],
            [t('nav.community'), externalUrls.community],
          ]),
        },
      ]}
      service={[
        {
          title: t('footer.service'),
          links: links([
            [t('nav.service'), externalUrls.service],
            [t('nav.privacy'), externalUrls.privacySettings],
          ]),
        },
      ]}
      bottom={
        <>
          <strong>{t('footer.serviceHours')}</strong>
          <br />
          {serviceHoursText(t('footer.technicalHelp'), SERVICE_HOURS.technical)}
          <br />
          {serviceHoursText(t('footer.otherQuestions'), SERVICE_HOURS.other)}
        </>
      }
    />
  );
}
