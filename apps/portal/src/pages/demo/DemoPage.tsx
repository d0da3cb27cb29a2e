import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  EmptyState,
  Grid,
  Section,
  Skeleton,
  Spinner,
  Stack,
  StatusTag,
  TextField,
  formatDateInText,
  formatEuro,
} from '@vonk/ui';
import { useText } from '../../i18n/useText.ts';
import pageMessages from '../../i18n/compiled/pages/demo.json';
import { registerPageMessages } from '../../i18n/messages.ts';

registerPageMessages(pageMessages);

/**
 * Spec §2.1 /demo (runtime switch `demo`): a showcase of the design system as the portal uses it,
 * for checking tokens and components in the running app.
 */
export function DemoPage() {
  const t = useText();
  const [name, setName] = useState('');
  const [clicks, setClicks] = useState(0);
  return (
    <Stack gap="6">
      <p>{t('demo.intro')}</p>
      <Section title={t('demo.feedback')} headingLevel={2}>
        <Stack gap="3">
          <Alert tone="info" title={t('demo.alertInfo')} live="none" />
          <Alert tone="success" title={t('demo.alertSuccess')} live="none" />
          <Alert tone="warning" title={t('demo.alertWarning')} live="none" />
          <Stack gap="2">
            <span>
              <Badge tone="info">{t('demo.badge')}</Badge>{' '}
              <StatusTag tone="success">{t('demo.statusTag')}</StatusTag>
            </span>
            <Spinner label={t('demo.spinner')} />
            <Skeleton lines={2} />
          </Stack>
        </Stack>
      </Section>
      <Section title={t('demo.actions')} headingLevel={2}>
        <Stack gap="3">
          <span>
            <Button onClick={() => setClicks((count) => count + 1)}>{t('demo.primary')}</Button>{' '}
            <Button variant="secondary">{t('demo.secondary')}</Button>
          </span>
          <p role="status">{t('demo.clicks', { count: clicks })}</p>
          <TextField label={t('demo.name')} value={name} onChange={setName} />
        </Stack>
      </Section>
      <Section title={t('demo.data')} headingLevel={2}>
        <Grid minColumnWidth="14rem" gap="4">
          <Card title={t('demo.amount')} headingLevel={3}>
            <p>{formatEuro(1234.5)}</p>
          </Card>
          <Card title={t('demo.date')} headingLevel={3}>
            <p>{formatDateInText('2026-01-22')}</p>
          </Card>
          <EmptyState title={t('demo.empty')} headingLevel={3} />
        </Grid>
      </Section>
    </Stack>
  );
}
