import MarkdownIt from 'markdown-it';

/**
 * Service and package descriptions are Markdown. Rendered with raw HTML off, so a `<script>` or
 * an `onerror` attribute typed into a description shows as text; markdown-it's link check
 * refuses `javascript:`, `vbscript:`, `file:` and non-image `data:` URLs, and links open
 * without handing the opener over.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

const defaultLinkOpen = markdown.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
markdown.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx];
  token?.attrSet('rel', 'noopener noreferrer nofollow');
  token?.attrSet('target', '_blank');
  return defaultLinkOpen(tokens, idx, options, env, self);
};

/** The HTML of a description (safe to place in the page: no raw HTML, no script URLs). */
export function renderDescription(text: string): string {
  return markdown.render(text);
}
