import { Button } from '@tm/ui/button';
import { Tags } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './labels-i18n.ts';

const LabelManagerDialog = lazy(() => import('./label-manager-dialog.tsx'));

/** Opens the label manager from a toolbar; the dialog downloads on first use. */
export function LabelManagerButton() {
  const { t } = useTranslation('labels');
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing gives the focus back to this button.
  const [opened, setOpened] = useState(false);
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="secondary"
        icon={<Tags size={16} aria-hidden="true" />}
        onClick={(event) => {
          setOpener(event.currentTarget);
          setOpened(true);
          setOpen(true);
        }}
      >
        {t('manager.open')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <LabelManagerDialog open={open} onClose={() => setOpen(false)} opener={opener} />
        </Suspense>
      )}
    </>
  );
}
