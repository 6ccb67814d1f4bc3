import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import type { ConfirmDialogProps } from './confirm-dialog.tsx';
import { useOpenerFocus } from './opener-focus.ts';

/** The question itself (Radix AlertDialog), loaded by @tm/ui/confirm-dialog when it is first asked. */
export default function ConfirmDialogWindow({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  danger = true,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const returnFocus = useOpenerFocus(open, onCloseAutoFocus);
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="tm-dialog__overlay" />
        <AlertDialog.Content
          className="tm-dialog__content"
          onCloseAutoFocus={returnFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="tm-dialog__header">
            <AlertDialog.Title className="tm-dialog__title">{title}</AlertDialog.Title>
          </div>
          {description && (
            <AlertDialog.Description className="tm-dialog__body">{description}</AlertDialog.Description>
          )}
          <div className="tm-dialog__footer">
            <AlertDialog.Cancel className="tm-button tm-button--secondary tm-button--md">
              {t('actions.cancel')}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={`tm-button tm-button--${danger ? 'danger' : 'primary'} tm-button--md`}
              onClick={onConfirm}
            >
              {confirmLabel ?? t('actions.delete')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
