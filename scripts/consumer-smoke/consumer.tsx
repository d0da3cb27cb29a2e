// A consumer's own code, type-checked strictly against the packed declarations (no
// skipLibCheck): every declaration file these imports reach must resolve and check.
import type { ReactElement } from 'react';
import type { ButtonProps } from '@vonk/ui';
import * as ui from '@vonk/ui';
import * as domain from '@vonk/domain';
import type * as contract from '@vonk/domain/contract';

const {
  Alert,
  Button,
  PageHeader,
  TextField,
  VisuallyHidden,
  VonkProvider,
  formatDate,
  preloadOverlay,
} = ui;
const save: ButtonProps = { variant: 'primary', children: 'Opslaan' };
// The types are the real ones, reached through the declarations' `./Button.tsx` imports: a variant
// the design system lacks fails, and the contract's paths reach the client's typed `get`.
// @ts-expect-error not a Button variant
export const wrong: ButtonProps = { variant: 'nope' };
type ReadPath = Parameters<ReturnType<typeof domain.createApiClient>['get']>[0];
// @ts-expect-error not a path of the contract
export const unknownPath: ReadPath = '/api/nope';

export function App({ config }: { config?: contract.RuntimeConfig }): ReactElement {
  return (
    <VonkProvider>
      <PageHeader title="Mijn gegevens" subtitle={formatDate('2026-11-08')} />
      <Alert tone="info" title="Let op">
        {config ? 'Instellingen geladen' : 'Nog geen instellingen'}
      </Alert>
      <TextField label="E-mailadres" type="email" />
      <Button {...save} onPointerEnter={preloadOverlay} />
      <Button href="/rekeningen" variant="secondary">
        Rekeningen
      </Button>
      <VisuallyHidden>{Object.keys(domain).length} domeinexports</VisuallyHidden>
    </VonkProvider>
  );
}
