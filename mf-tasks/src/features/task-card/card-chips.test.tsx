import type { Project } from '@tm/domain/api/wire-projects.schema';
import type { ListedTask } from '@tm/domain/task/task-card';
import checklist from '@tm/i18n/locales/en/checklist.json';
import common from '@tm/i18n/locales/en/common.json';
import labels from '@tm/i18n/locales/en/labels.json';
import taskDetail from '@tm/i18n/locales/en/taskDetail.json';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { ProjectMarksContext } from '../projects/project-marks-context.ts';
import { CardChips } from './card-chips.tsx';

const i18n = i18next.createInstance();
await i18n.init({
  lng: 'en',
  resources: { en: { common, labels, checklist, taskDetail } },
  interpolation: { escapeValue: false },
});

const task = (fields: Partial<ListedTask>) =>
  ({
    priority: 'low',
    clientApproval: 'none',
    recurrencePattern: null,
    labels: [],
    checklistDone: 0,
    checklistTotal: 0,
    ...fields,
  }) as ListedTask;

/** Each chip's text, in order (read-aloud parts included), without the markup. */
const chips = (shown: ListedTask, overdue: boolean) => {
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <CardChips task={shown} overdue={overdue} className="badges" />
    </I18nextProvider>,
  );
  const inner = html.replace(/^<div class="badges">|<\/div>$/g, '');
  return inner
    .split(/<[^>]+>/)
    .map((text) => text.trim())
    .filter(Boolean);
};

describe("a task card's chips", () => {
  it('show overdue, priority, approval, repetition, labels and checklist progress, in that order', () => {
    const full = task({
      priority: 'urgent',
      clientApproval: 'approved',
      recurrencePattern: 'weekly',
      labels: [
        { id: 'l1', name: 'Client', color: 'blue' },
        { id: 'l2', name: 'Print', color: 'red' },
      ] as ListedTask['labels'],
      checklistDone: 2,
      checklistTotal: 3,
    });
    expect(chips(full, true)).toEqual([
      common.dates.overdue,
      common.priority.urgent,
      common.approval.approved,
      taskDetail.repeat.chip.weekly,
      'Client',
      'Print',
      '2/3',
      'Checklist: 2 of 3 done',
    ]);
  });

  it('show only the priority of a task with nothing else to say', () => {
    expect(chips(task({ priority: 'medium' }), false)).toEqual([common.priority.medium]);
  });
});

describe('the reference chip', () => {
  const web = { id: 'p1', key: 'WEB', name: 'Web shop', color: 'teal' } as Project;
  const inWeb = task({ priority: 'low', projectId: 'p1', ref: 'WEB-7' });
  const marked = (mixed: boolean) =>
    renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <ProjectMarksContext.Provider
          value={{ mixed, chosen: mixed ? null : web, byId: new Map([[web.id, web]]) }}
        >
          <CardChips task={inWeb} overdue={false} className="badges" />
        </ProjectMarksContext.Provider>
      </I18nextProvider>,
    );

  it('comes first where the view mixes projects, in the project’s colour', () => {
    const html = marked(true);
    expect(html).toContain('WEB-7');
    expect(html.indexOf('WEB-7')).toBeLessThan(html.indexOf(common.priority.low));
    expect(html).toContain('var(--tm-label-teal-bg)');
  });

  it('is left out in one project’s view, where every card would say the same', () => {
    expect(marked(false)).not.toContain('WEB-7');
    expect(chips(inWeb, false)).toEqual([common.priority.low]);
  });
});
