import { useAccount } from '@vonk/domain';
import { useText } from '../../i18n/useText.ts';

/** Spec §2.3 /dashboard (Overzicht). HTTP errors are not handled globally here (§2.2). */
export function DashboardPage() {
  const t = useText();
  const { data: account } = useAccount();
  const firstName = account?.personInformation.firstName;
  return (
    <p>
      {firstName ? t('dashboard.greeting', { name: firstName }) : t('dashboard.greetingAnonymous')}
    </p>
  );
}
