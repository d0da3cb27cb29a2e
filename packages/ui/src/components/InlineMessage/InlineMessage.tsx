import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { Root, Text } from './InlineMessage.styles.ts';

export type InlineMessageTone = 'info' | 'success' | 'warning' | 'error';

/** The Dutch word read before the message, so the tone is not carried by colour alone. */
const tonePrefixes: Record<InlineMessageTone, string> = {
  info: 'Informatie:',
  success: 'Gelukt:',
  warning: 'Let op:',
  error: 'Fout:',
};

export interface InlineMessageProps extends ComponentPropsWithRef<'p'> {
  tone?: InlineMessageTone;
  children?: ReactNode;
  /**
   * 'off' (default): static text, not announced when it appears.
   * 'polite': role=status. 'assertive': role=alert.
   */
  live?: 'polite' | 'assertive' | 'off';
  /** 'p' (default) under a field or row; 'span' inside running text or a table cell. */
  as?: 'p' | 'span';
  /** Hidden prefix that names the tone for screen readers (default per tone, e.g. 'Fout:'). */
  tonePrefix?: ReactNode;
}

/**
 * A short status line next to or under a field or row. For a block-level notice use `Alert`.
 */
export function InlineMessage({
  tone = 'info',
  live = 'off',
  as = 'p',
  tonePrefix,
  children,
  ...rest
}: InlineMessageProps) {
  const role = live === 'polite' ? 'status' : live === 'assertive' ? 'alert' : undefined;
  return (
    <Root as={as} role={role} data-tone={tone} {...rest}>
      <Icon name={tone} size="1.25em" />
      <Text>
        <VisuallyHidden>{tonePrefix ?? tonePrefixes[tone]} </VisuallyHidden>
        {children}
      </Text>
    </Root>
  );
}
