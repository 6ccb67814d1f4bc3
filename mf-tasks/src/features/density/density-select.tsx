import { Select } from '@tm/ui/select';
import { useTranslation } from 'react-i18next';
import { DENSITIES, type Density } from './density-store.ts';

export function DensitySelect({ value, onChange }: { value: Density; onChange: (density: Density) => void }) {
  const { t } = useTranslation('tasks');
  return (
    <Select
      aria-label={t('density.label')}
      value={value}
      onValueChange={onChange}
      options={DENSITIES.map((d) => ({ value: d, label: t(`density.${d}`) }))}
    />
  );
}
