import './transfer-i18n.ts';
import { useProjectScope } from '@tm/api-client/projects';
import { getApiBaseUrl } from '@tm/api-client/runtime-config';
import { PROJECT_PARAM } from '@tm/domain/project/project-scope';
import { todayIn } from '@tm/domain/task/date-only';
import { dateLocale } from '@tm/i18n/dates';
import { Button } from '@tm/ui/button';
import { Menu, MenuItem, MenuLabel, MenuSeparator } from '@tm/ui/menu';
import { ArrowDownUp, FileJson, FileSpreadsheet, Trash2, Upload } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

const ImportDialog = lazy(() => import('./import-dialog.tsx'));
const TrashDialog = lazy(() => import('./trash-dialog.tsx'));

/**
 * GET /api/tasks/export with the list's own address parameters (its filters and
 * sort), its projects (the scope's ids, issue 31), and the viewer's date and week
 * start for the due-date filters: the file holds what the list shows.
 */
function exportUrl(format: 'csv' | 'json', projectIds: readonly string[] | undefined): string {
  const params = new URLSearchParams(window.location.search);
  params.delete(PROJECT_PARAM);
  for (const id of projectIds ?? []) params.append('projectId', id);
  params.set('format', format);
  params.set('today', todayIn());
  params.set('weekStart', String(dateLocale().options?.weekStartsOn ?? 1));
  return `${getApiBaseUrl()}/api/tasks/export?${params.toString()}`;
}

function download(url: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.download = '';
  document.body.append(a);
  a.click();
  a.remove();
}

/** The list's "Export and import" menu: export what is shown, import a file, open the trash. */
export function TransferMenu() {
  const { t } = useTranslation('transfer');
  const { projectIds } = useProjectScope();
  const [open, setOpen] = useState<'import' | 'trash' | null>(null);
  return (
    <>
      <Menu
        trigger={
          <Button variant="secondary" icon={<ArrowDownUp size={18} aria-hidden="true" />}>
            {t('menu.button')}
          </Button>
        }
      >
        <MenuLabel>{t('menu.export')}</MenuLabel>
        <MenuItem
          icon={<FileSpreadsheet size={16} aria-hidden="true" />}
          onSelect={() => download(exportUrl('csv', projectIds))}
        >
          {t('menu.exportCsv')}
        </MenuItem>
        <MenuItem
          icon={<FileJson size={16} aria-hidden="true" />}
          onSelect={() => download(exportUrl('json', projectIds))}
        >
          {t('menu.exportJson')}
        </MenuItem>
        <MenuSeparator />
        <MenuItem icon={<Upload size={16} aria-hidden="true" />} onSelect={() => setOpen('import')}>
          {t('menu.import')}
        </MenuItem>
        <MenuItem icon={<Trash2 size={16} aria-hidden="true" />} onSelect={() => setOpen('trash')}>
          {t('menu.trash')}
        </MenuItem>
      </Menu>
      <Suspense fallback={null}>
        {open === 'import' && <ImportDialog onClose={() => setOpen(null)} />}
        {open === 'trash' && <TrashDialog onClose={() => setOpen(null)} />}
      </Suspense>
    </>
  );
}
