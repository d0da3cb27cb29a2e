import { Link, formatPhoneNumber } from '@vonk/ui';
import type { CollectionAgency } from '@vonk/domain';
import { useId } from 'react';
import { useText } from '../../i18n/useText.ts';

/** The collection agency's name and how to reach it (ADR 117): a phone link and its site. */
export function CollectionAgencyContact({ agency }: { agency: CollectionAgency }) {
  const t = useText();
  const labelId = useId();
  return (
    <div>
      <p id={labelId}>{t('invoices.collectionAgency.title', { name: agency.name })}</p>
      <ul aria-labelledby={labelId}>
        <li>
          {/* A plain anchor: a call is no external website (Link would say so). */}
          <a href={`tel:${agency.phoneNumber}`}>
            {t('invoices.collectionAgency.phone', {
              phone: formatPhoneNumber(agency.phoneNumber),
            })}
          </a>
        </li>
        {agency.website && (
          <li>
            <Link href={agency.website}>
              {t('invoices.collectionAgency.website', { name: agency.name })}
            </Link>
          </li>
        )}
      </ul>
    </div>
  );
}
