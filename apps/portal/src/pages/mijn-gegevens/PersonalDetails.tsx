import {
  DescriptionList,
  Link,
  Section,
  Stack,
  formatAddressLine,
  formatDateInText,
} from '@vonk/ui';
import { routePaths } from '@vonk/domain';
import type { CustomerInfo } from '@vonk/domain';
import { useText } from '../../i18n/useText.ts';

/** Spec §3 customer information as /api/account/customerinfo has it, read-only. */
export function PersonalDetails({ customer }: { customer: CustomerInfo }) {
  const t = useText();
  const phones = customer.contactInformation.map((contact) => contact.value);
  return (
    <Section title={t('myData.personal.title')} headingLevel={2}>
      <Stack gap="3">
        <DescriptionList
          items={[
            {
              term: t('myData.personal.name'),
              description: `${customer.firstName} ${customer.lastName}`,
            },
            {
              term: t('myData.personal.dateOfBirth'),
              description: customer.dateOfBirth
                ? formatDateInText(customer.dateOfBirth)
                : t('myData.personal.unknown'),
            },
            { term: t('myData.personal.customerId'), description: customer.customerId },
            {
              term: t('myData.personal.customerSince'),
              description: formatDateInText(customer.customerSince),
            },
            { term: t('myData.personal.email'), description: customer.primaryEmailAddress },
            {
              term: t('myData.personal.phone'),
              description: phones.length > 0 ? phones.join(', ') : t('myData.personal.none'),
            },
            {
              term: t('myData.personal.address'),
              description: formatAddressLine(customer.primaryAddress, { withPostcode: true }),
            },
          ]}
        />
        <p>
          <Link href={routePaths.address.href()}>{t('myData.personal.addressLink')}</Link>
        </p>
      </Stack>
    </Section>
  );
}
