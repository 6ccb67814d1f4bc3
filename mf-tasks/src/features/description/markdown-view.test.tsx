import en from '@tm/i18n/locales/en/tasks.json';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import MarkdownView from './markdown-view.tsx';
import { safeUrl } from './safe-url.ts';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', resources: { en: { tasks: en } }, interpolation: { escapeValue: false } });

/** The markup, without the CSS module's class names. */
const render = (text: string) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MarkdownView text={text} />
    </I18nextProvider>,
  ).replace(/ class="[^"]*"/g, '');

describe('a description as rendered', () => {
  it('renders GFM tables, task lists and autolinks', () => {
    const html = render(
      '| who | what |\n|---|---|\n| Ana | slides |\n\n- [x] booked\n- [ ] paid\n\nsee www.example.com',
    );
    expect(html).toContain('<th>who</th>');
    expect(html).toContain('<td>slides</td>');
    expect(html).toContain(
      '<li><input type="checkbox" disabled="" readOnly="" aria-label="Done" checked=""/> booked</li>',
    );
    expect(html).toContain(
      '<li><input type="checkbox" disabled="" readOnly="" aria-label="Not done"/> paid</li>',
    );
    expect(html).toContain('<a href="http://www.example.com" target="_blank" rel="noopener noreferrer">');
  });

  it('shows raw HTML as text, never as elements', () => {
    const html = render(
      '<img src=x onerror="alert(1)">\n\ntext <script>alert(2)</script> <b onclick="x()">b</b>',
    );
    expect(html).not.toMatch(/<(img|script|b)[\s>]/);
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(html).toContain('&lt;script&gt;');
  });

  it('keeps http(s) and mailto links, opening in a new tab without a handle on the page', () => {
    const html = render('[site](https://example.com/a?b=1) [mail](mailto:ana@example.com)');
    expect(html).toContain(
      '<a href="https://example.com/a?b=1" target="_blank" rel="noopener noreferrer">site</a>',
    );
    expect(html).toContain(
      '<a href="mailto:ana@example.com" target="_blank" rel="noopener noreferrer">mail</a>',
    );
  });

  it('drops javascript:, data:, vbscript: and other schemes, leaving the text', () => {
    const html = render(
      '[a](javascript:alert(1)) [b](JaVaScRiPt:alert(1)) [c](data:text/html,<script>x</script>) ' +
        '[d](vbscript:msgbox) [e](irc://irc.example.com) <javascript:alert(3)> [f](&#106;avascript:alert(4))',
    );
    for (const text of ['>a<', '>b<', '>c<', '>d<', '>e<', '>f<']) expect(html).toContain(text);
    expect(html).not.toContain('<a ');
  });

  it('shows images as links to them, loading nothing', () => {
    expect(render('![chart](https://example.com/chart.png)')).toBe(
      '<div><p><a href="https://example.com/chart.png" target="_blank" rel="noopener noreferrer">chart</a></p></div>',
    );
    expect(render('![pixel](javascript:alert(1))')).toBe('<div><p><span>pixel</span></p></div>');
  });

  it('starts headings at h4, under the card title', () => {
    expect(render('# One\n\n## Two\n\n### Three')).toBe(
      '<div><h4>One</h4>\n<h5>Two</h5>\n<h6>Three</h6></div>',
    );
  });
});

describe('safeUrl', () => {
  it.each([
    ['https://example.com', 'https://example.com'],
    ['http://example.com/x', 'http://example.com/x'],
    ['mailto:a@example.com', 'mailto:a@example.com'],
    ['/app?task=1', '/app?task=1'],
    ['#notes', '#notes'],
    ['javascript:alert(1)', ''],
    [' javascript:alert(1)', ''],
    ['data:text/html,x', ''],
    ['xmpp:a@example.com', ''],
    ['ircs://example.com', ''],
  ])('%s -> %s', (url, kept) => expect(safeUrl(url)).toBe(kept));
});
