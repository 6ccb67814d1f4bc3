import { Button } from '@tm/ui/button';
import { Menu, MenuCheckboxItem, MenuItem, MenuSeparator } from '@tm/ui/menu';
import { Tag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LabelOption } from './labels-in-use.ts';

/** Choose one or more labels: a task carrying any of them is shown. */
export default function LabelFilterMenu({
  labels,
  chosen,
  onChange,
}: {
  labels: readonly LabelOption[];
  chosen: readonly string[];
  onChange: (ids: string[]) => void;
}) {
  const { t } = useTranslation('tasks');
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...chosen, id] : chosen.filter((other) => other !== id));
  return (
    <Menu
      align="start"
      trigger={
        <Button variant="secondary" icon={<Tag size={16} aria-hidden="true" />}>
          {chosen.length > 0 ? t('finding.labelsChosen', { count: chosen.length }) : t('finding.labelFilter')}
        </Button>
      }
    >
      {labels.map((label) => (
        <MenuCheckboxItem
          key={label.id}
          checked={chosen.includes(label.id)}
          onCheckedChange={(on) => toggle(label.id, on)}
        >
          {label.name}
        </MenuCheckboxItem>
      ))}
      {chosen.length > 0 && (
        <>
          <MenuSeparator />
          <MenuItem onSelect={() => onChange([])}>{t('finding.clearLabels')}</MenuItem>
        </>
      )}
    </Menu>
  );
}
