import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import type { DialogProps } from './dialog.tsx';
import { useOpenerFocus } from './opener-focus.ts';

/** The dialog itself (Radix Dialog), loaded by @tm/ui/dialog when it first opens. */
export default function DialogWindow({
  open,
  onOpenChange,
  title,
  description,
  footer,
  wide,
  children,
  onCloseAutoFocus,
}: DialogProps) {
  const { t } = useTranslation('common');
  const returnFocus = useOpenerFocus(open, onCloseAutoFocus);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="tm-dialog__overlay" />
        <RadixDialog.Content
          className={`tm-dialog__content${wide ? ' tm-dialog__content--wide' : ''}`}
          onCloseAutoFocus={returnFocus}
          // Without a description, tell Radix there is none on purpose.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="tm-dialog__header">
            <div>
              <RadixDialog.Title className="tm-dialog__title">{title}</RadixDialog.Title>
              {description && (
                <RadixDialog.Description className="tm-dialog__description">
                  {description}
                </RadixDialog.Description>
              )}
            </div>
            <RadixDialog.Close
              className="tm-button tm-button--ghost tm-button--sm tm-button--icon"
              aria-label={t('actions.close')}
            >
              <X size={18} aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          <div className="tm-dialog__body">{children}</div>
          {footer && <div className="tm-dialog__footer">{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
