import type { UrgencyTerm } from '@tm/domain/task/urgency';
import { useTranslation } from 'react-i18next';

/**
 * The meaning of each "on fire" word a screen uses (packages/domain urgency.ts), in words,
 * always visible: a wall screen has nobody to hover a tooltip.
 */
export function UrgencyLegend({ terms, className }: { terms: readonly UrgencyTerm[]; className?: string }) {
  const { t } = useTranslation('wall');
  return (
    <section
      className={['tm-legend', className].filter(Boolean).join(' ')}
      aria-label={t('vocabulary.legend')}
      data-testid="urgency-legend"
    >
      <dl>
        {terms.map((term) => (
          <div key={term} className="tm-legend__item">
            <dt>{t(`vocabulary.${term}`)}</dt>
            <dd>{t(`vocabulary.${term}Hint`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
