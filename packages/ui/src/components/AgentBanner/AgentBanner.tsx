import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { Note, Root, Texts } from './AgentBanner.styles.ts';

export interface AgentBannerProps extends ComponentPropsWithRef<'div'> {
  customerCode: string;
  /** Overrides 'Je werkt in het account van klant {code} als medewerker.' */
  children?: ReactNode;
  /** A second, quieter line, e.g. that the customer sees what the agent changes. */
  note?: ReactNode;
}

/** Reminds an agent, on every page, whose account they are working in. */
export function AgentBanner({ customerCode, children, note, ...rest }: AgentBannerProps) {
  return (
    <Root data-agent-banner="" {...rest}>
      <Icon name="person" />
      <Texts>
        <p>{children ?? `Je werkt in het account van klant ${customerCode} als medewerker.`}</p>
        {note && <Note>{note}</Note>}
      </Texts>
    </Root>
  );
}
