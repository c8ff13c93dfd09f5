import { PAGE_STORIES } from '@shop/demo-content';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NestedBlocksContext } from '../context/nested-blocks';
import { StoryblokBlocks } from '../registry/StoryblokBlocks';
import { renderWithBlocks } from '../test/render';
import { RichText, hasRichText } from './RichText';

const doc = (...content: unknown[]) => ({ type: 'doc', content });
const text = (value: string, marks?: unknown[]) => ({
  type: 'text',
  text: value,
  ...(marks ? { marks } : {}),
});
const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content });
const link = (href: string, linktype = 'url') => ({ type: 'link', attrs: { href, linktype } });

describe('RichText', () => {
  it('renders the terms fixture: headings, lists, bold, links, blockquote, rule, image and breaks', () => {
    const { container } = renderWithBlocks(
      <StoryblokBlocks blocks={PAGE_STORIES['terms-of-trade']?.content} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of trade' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    expect(container.querySelectorAll('ol > li')).toHaveLength(3);
    expect(screen.getByText('30% deposit').tagName).toBe('STRONG');
    expect(container.querySelector('blockquote')).toHaveTextContent('pay the balance early');
    expect(container.querySelector('hr')).not.toBeNull();
    expect(container.querySelector('br')).not.toBeNull();
    expect(
      screen.getByRole('img', { name: 'The warranty label on the underside of a chair' }),
    ).toHaveAttribute('src', '/images/content/warranty-label.jpg?w=800');
    // Content links resolved by domain's contentLinkHref: a story slug and an email.
    expect(screen.getByRole('link', { name: 'warranty guide' })).toHaveAttribute(
      'href',
      '/warranty-guide',
    );
    expect(screen.getByRole('link', { name: 'warranty@northwoodfurniture.com' })).toHaveAttribute(
      'href',
      'mailto:warranty@northwoodfurniture.com',
    );
  });

  it('renders bullet lists, italics, underline, code and ordered lists that start elsewhere', () => {
    const { container } = renderWithBlocks(
      <RichText
        document={doc(
          {
            type: 'bullet_list',
            content: [
              { type: 'list_item', content: [paragraph(text('Oak', [{ type: 'italic' }]))] },
            ],
          },
          {
            type: 'ordered_list',
            attrs: { order: 3 },
            content: [{ type: 'list_item', content: [paragraph(text('Third'))] }],
          },
          paragraph(
            text('SKU-1', [{ type: 'code' }]),
            text(' and '),
            text('under', [{ type: 'underline' }]),
          ),
        )}
      />,
    );
    expect(container.querySelector('ul > li em')).toHaveTextContent('Oak');
    expect(container.querySelector('ol')).toHaveAttribute('start', '3');
    expect(container.querySelector('code')).toHaveTextContent('SKU-1');
    expect(container.querySelector('u')).toHaveTextContent('under');
  });

  it('renders markup inside text as text: no script element ever reaches the DOM', () => {
    const { container } = renderWithBlocks(
      <RichText
        document={doc(paragraph(text('<script>alert(1)</script><img src=x onerror=alert(1)>')))}
      />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('<script>alert(1)</script>');
  });

  it('drops node types outside the allow-list (script, iframe, raw html) and logs them', () => {
    const { container, logger } = renderWithBlocks(
      <RichText
        document={doc(
          { type: 'script', content: [text('alert(1)')] },
          { type: 'iframe', attrs: { src: 'https://evil.example' } },
          { type: 'html', text: '<b onclick="alert(1)">x</b>' },
          paragraph(text('Safe')),
        )}
      />,
    );
    expect(container.querySelector('script, iframe, b')).toBeNull();
    expect(container).not.toHaveTextContent('alert(1)');
    expect(screen.getByText('Safe')).toBeInTheDocument();
    expect(logger.warn).toHaveBeenCalledWith('Dropped an unknown rich-text node', {
      type: 'script',
    });
    expect(logger.warn).toHaveBeenCalledTimes(3);
  });

  it('never copies event handlers or other attributes from content onto elements', () => {
    const { container } = renderWithBlocks(
      <RichText
        document={doc(
          {
            type: 'image',
            attrs: {
              src: '/images/a.jpg',
              alt: 'Chair',
              onerror: 'alert(1)',
              onload: 'alert(2)',
              style: 'position:fixed',
            },
          },
          {
            type: 'paragraph',
            attrs: { onclick: 'alert(3)', class: 'x', id: 'hijack' },
            content: [text('Hi')],
          },
          {
            type: 'heading',
            attrs: { level: 2, onmouseover: 'alert(4)' },
            content: [text('Title')],
          },
        )}
      />,
    );
    const html = container.innerHTML;
    // The picture's own style (its placeholder, behaviour.md#images) is ours; the content's never lands.
    expect(html).not.toMatch(/onerror|onload|onclick|onmouseover|position:\s*fixed|id="hijack"/i);
    expect(screen.getByRole('img', { name: 'Chair' })).toHaveAttribute(
      'src',
      '/images/a.jpg?w=800',
    );
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
  ])('renders a %j link as plain text and logs it', (href) => {
    const { container, logger } = renderWithBlocks(
      <RichText document={doc(paragraph(text('Click me', [link(href)])))} />,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(container.querySelector('a')).toBeNull();
    expect(screen.getByText('Click me')).toBeInTheDocument();
    expect(logger.warn).toHaveBeenCalledWith('Dropped an unsafe content link', {
      href: href.trim(),
    });
  });

  it('drops images whose source is not http(s) or relative', () => {
    const { container, logger } = renderWithBlocks(
      <RichText
        document={doc(
          { type: 'image', attrs: { src: 'javascript:alert(1)' } },
          { type: 'image', attrs: { src: 'data:image/png;base64,AAAA' } },
        )}
      />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(logger.warn).toHaveBeenCalledTimes(2);
  });

  it('opens url links that ask for a new tab safely, and keeps internal links on the router', () => {
    function RouterLink({
      to,
      children,
      className,
    }: {
      to: string;
      children?: React.ReactNode;
      className?: string;
    }) {
      return (
        <a href={to} data-router="true" className={className}>
          {children}
        </a>
      );
    }
    renderWithBlocks(
      <RichText
        document={doc(
          paragraph(
            text('Catalogue', [
              {
                type: 'link',
                attrs: {
                  href: 'https://files.example/catalogue.pdf',
                  linktype: 'url',
                  target: '_blank',
                },
              },
            ]),
            text(' '),
            text('Contact', [
              { type: 'link', attrs: { href: 'contact', linktype: 'story', anchor: 'form' } },
            ]),
          ),
        )}
      />,
      { linkComponent: RouterLink },
    );
    const external = screen.getByRole('link', { name: 'Catalogue' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(external).not.toHaveAttribute('data-router');
    const internal = screen.getByRole('link', { name: 'Contact' });
    expect(internal).toHaveAttribute('href', '/contact#form');
    expect(internal).toHaveAttribute('data-router', 'true');
  });

  it('survives hostile nesting and odd values without throwing', () => {
    let deep: unknown = text('bottom');
    for (let level = 0; level < 200; level += 1) deep = { type: 'blockquote', content: [deep] };
    const { logger } = renderWithBlocks(
      <RichText
        document={doc(deep, 42, null, {
          type: 'heading',
          attrs: { level: 99 },
          content: [text('Clamped')],
        })}
      />,
    );
    expect(screen.getByRole('heading', { level: 6, name: 'Clamped' })).toBeInTheDocument();
    expect(logger.warn).toHaveBeenCalledWith(
      'Rich text nested too deeply; the rest is not shown',
      expect.anything(),
    );
  });

  it('renders a plain string as paragraphs, and nothing for empty content', () => {
    const { container } = renderWithBlocks(
      <RichText document={'First line\nsecond line\n\nNext <b>paragraph</b>'} />,
    );
    expect(container.querySelectorAll('p')).toHaveLength(2);
    expect(container.querySelector('b')).toBeNull();
    expect(hasRichText(doc(paragraph()))).toBe(false);
    expect(hasRichText('  ')).toBe(false);
    const empty = renderWithBlocks(<RichText document={doc(paragraph())} />);
    expect(empty.container).toBeEmptyDOMElement();
  });

  it('renders blocks embedded in rich text as the enclosing StoryblokBlocks does', () => {
    const document = doc({
      type: 'blok',
      attrs: { body: [{ _uid: 'n', component: 'rich_text', content: 'Nested block' }] },
    });
    const alone = renderWithBlocks(<RichText document={document} />);
    expect(alone.container.querySelector('[data-block]')).toBeNull();
    alone.unmount();
    renderWithBlocks(
      <NestedBlocksContext value={(blocks) => <StoryblokBlocks blocks={blocks} />}>
        <RichText document={document} />
      </NestedBlocksContext>,
    );
    expect(screen.getByText('Nested block').closest('[data-block="rich_text"]')).not.toBeNull();
  });
});

describe('RichText marks and blocks', () => {
  it('renders strike, superscript, subscript and code blocks, and ignores styling marks', () => {
    const { container } = renderWithBlocks(
      <RichText
        document={doc(
          paragraph(
            text('old', [{ type: 'strike' }]),
            text('2', [{ type: 'superscript' }]),
            text('x', [{ type: 'subscript' }]),
            text('red', [
              { type: 'textStyle', attrs: { color: 'red' } },
              { type: 'styled', attrs: { class: 'evil' } },
            ]),
          ),
          { type: 'code_block', content: [text('const a = 1;')] },
        )}
      />,
    );
    expect(container.querySelector('s')).toHaveTextContent('old');
    expect(container.querySelector('sup')).toHaveTextContent('2');
    expect(container.querySelector('sub')).toHaveTextContent('x');
    expect(container.querySelector('pre code')).toHaveTextContent('const a = 1;');
    expect(container.innerHTML).not.toMatch(/color|evil/);
  });
});
