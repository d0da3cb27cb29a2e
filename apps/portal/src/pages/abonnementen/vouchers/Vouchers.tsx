import { useState } from 'react';
import { Alert, Button, Section, Stack } from '@vonk/ui';
import { reads, routePaths } from '@vonk/domain';
import { useText } from '../../../i18n/useText.ts';
import { useFocusWhen } from '../../../sections/useFocusWhen.ts';
import { usePageData } from '../../../shell/usePageData.ts';
import { AppliedVoucherItem } from './AppliedVoucherItem.tsx';
import { ApplyVoucherForm } from './ApplyVoucherForm.tsx';
import type { VoucherNotice } from './voucherNotice.ts';
import pageMessages from '../../../i18n/compiled/pages/abonnementen.json';
import folderMessages from '../../../i18n/compiled/pages/abonnementen.vouchers.json';
import { registerPageMessages } from '../../../i18n/messages.ts';

// The texts only this folder uses; the page's own come with its page (issue #34).
// The texts it shares with the overview and the other flows, not the overview's own (issue #34).
registerPageMessages(pageMessages);
registerPageMessages(folderMessages);

/**
 * Issue #14 vouchers (ADR 069): the codes the customer has applied, each can be taken off, and a
 * code to apply. Not a three-step flow: a code says what it gives only once the API knows it, and
 * both writes are undone by the other one. The last write that went through is said where it was
 * made and stays while the list reloads (issue #26).
 */
export function Vouchers() {
  const t = useText();
  const { data: vouchers } = usePageData(reads.vouchers);
  const [notice, setNotice] = useState<VoucherNotice>(null);
  const removed = notice?.kind === 'removed' ? notice.voucher : null;
  // The button pressed went with its item: focus goes to what says it was removed.
  const removedRef = useFocusWhen(removed);
  if (!vouchers) return null;
  return (
    <Stack gap="6">
      <Section title={t('subscriptions.vouchers.listTitle')}>
        {removed && (
          <Alert
            ref={removedRef}
            tabIndex={-1}
            tone="success"
            title={t('subscriptions.vouchers.removed.title')}
          >
            {t('subscriptions.vouchers.removed.body', {
              code: removed.voucherCode,
              description: removed.description,
            })}
          </Alert>
        )}
        {vouchers.length > 0 ? (
          <ul>
            {vouchers.map((voucher) => (
              <AppliedVoucherItem
                key={voucher.voucherCode}
                voucher={voucher}
                onNotice={setNotice}
              />
            ))}
          </ul>
        ) : (
          <p>{t('subscriptions.vouchers.none')}</p>
        )}
      </Section>
      <ApplyVoucherForm notice={notice} onNotice={setNotice} />
      <div>
        <Button href={routePaths.subscriptions.href()} variant="tertiary">
          {t('subscriptions.cease.back')}
        </Button>
      </div>
    </Stack>
  );
}
