/**
 * A project's Markdown description as the projects page previews it, in a few plain
 * lines: emphasis, code and heading marks, list bullets and link targets left out, so
 * the card reads "The new shop" rather than "The **new** shop". The settings page
 * shows the description as typed.
 */
export function descriptionPreview(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // [text](url), ![alt](src)
    .replace(/^\s{0,3}(#{1,6}\s+|>\s?|[-*+]\s+(\[[ xX]\]\s+)?|\d+[.)]\s+)/gm, '') // headings, quotes, list marks
    .replace(/(\*\*|__|~~|`+)(.+?)\1/g, '$2') // bold, strike, code
    .replace(/(^|[^\w*])[*_]([^*_\n]+)[*_](?=[^\w*]|$)/g, '$1$2') // italics
    .replace(/\s*\n\s*/g, ' ')
    .trim();
}
