import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useDialog, useObjectRef } from 'react-aria';
import { Icon } from '../Icon/Icon.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { Body, Close, Footer, Head, Root, Title } from './Dialog.styles.ts';

export interface DialogProps extends Omit<ComponentPropsWithRef<'div'>, 'title' | 'role'> {
  title: ReactNode;
  /** Render the title for screen readers only. */
  hideTitle?: boolean;
  children?: ReactNode;
  footer?: ReactNode;
  /** Shows a close button with this handler. */
  onClose?: () => void;
  closeText?: string;
  role?: 'dialog' | 'alertdialog';
}

/** Dialog content: a labelled role=dialog with title, close button, body and footer. */
export function Dialog({
  title,
  hideTitle = false,
  children,
  footer,
  onClose,
  closeText = 'Sluiten',
  role = 'dialog',
  ref: forwardedRef,
  ...rest
}: DialogProps) {
  const ref = useObjectRef(forwardedRef);
  // react-aria's dialogProps set aria-describedby (undefined unless given): pass ours through it,
  // or a dialog's description would be dropped (issue 30).
  const { dialogProps, titleProps } = useDialog(
    { role, 'aria-describedby': rest['aria-describedby'] },
    ref,
  );
  return (
    <Root {...rest} {...dialogProps} aria-modal="true" ref={ref}>
      <Head>
        {hideTitle ? (
          <VisuallyHidden as="h2" {...titleProps}>
            {title}
          </VisuallyHidden>
        ) : (
          <Title {...titleProps}>{title}</Title>
        )}
        {onClose && (
          <Close type="button" onClick={onClose} aria-label={closeText} data-close="">
            <Icon name="close" />
          </Close>
        )}
      </Head>
      <Body>{children}</Body>
      {footer && <Footer>{footer}</Footer>}
    </Root>
  );
}
