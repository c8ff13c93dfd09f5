import { Fragment, type ReactNode } from 'react';
import { useBlocks } from '../context/blocks-context';
import type { BlocksLogger } from '../context/logger';
import { NestedBlocks } from '../context/nested-blocks';
import { reportOnce } from '../context/report-once';
import { BlockImage } from '../fields/BlockImage';
import { BlockLink } from '../fields/BlockLink';
import { safeImageSrc } from '../fields/safe-url';
import { richTextLink } from './rich-text-link';

// Storyblok rich text is JSON (a ProseMirror document), so it never goes through an HTML
// parser: each node type on the allow-list below becomes a React element built here, text
// is escaped by React, and no attribute from the content reaches the DOM except checked
// link targets, image sources and alt text. Unknown node types are dropped and logged.

interface RichNode {
  type?: unknown;
  text?: unknown;
  attrs?: unknown;
  marks?: unknown;
  content?: unknown;
}

// Guards against stack exhaustion from hostile or corrupted documents.
const MAX_DEPTH = 40;

interface Ctx {
  logger: BlocksLogger;
}

function attrsOf(node: RichNode): Record<string, unknown> {
  return typeof node.attrs === 'object' && node.attrs !== null
    ? (node.attrs as Record<string, unknown>)
    : {};
}

function stringAttr(node: RichNode, name: string): string | undefined {
  const value = attrsOf(node)[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function children(node: RichNode, ctx: Ctx, depth: number): ReactNode[] {
  if (!Array.isArray(node.content)) return [];
  return node.content.map((child: unknown, index) => renderNode(child, index, ctx, depth + 1));
}

function withMarks(text: string, marks: unknown, key: number): ReactNode {
  let out: ReactNode = text;
  if (!Array.isArray(marks)) return <Fragment key={key}>{out}</Fragment>;
  for (const mark of marks as RichNode[]) {
    switch (mark.type) {
      case 'bold':
        out = <strong>{out}</strong>;
        break;
      case 'italic':
        out = <em>{out}</em>;
        break;
      case 'underline':
        out = <u>{out}</u>;
        break;
      case 'strike':
        out = <s>{out}</s>;
        break;
      case 'code':
        out = <code>{out}</code>;
        break;
      case 'superscript':
        out = <sup>{out}</sup>;
        break;
      case 'subscript':
        out = <sub>{out}</sub>;
        break;
      case 'link':
        out = <BlockLink link={richTextLink(mark.attrs)}>{out}</BlockLink>;
        break;
      default:
        // Styling marks (colour, highlight, custom classes) are deliberately not carried over.
        break;
    }
  }
  return <Fragment key={key}>{out}</Fragment>;
}

function renderNode(raw: unknown, key: number, ctx: Ctx, depth: number): ReactNode {
  if (typeof raw !== 'object' || raw === null) return null;
  if (depth > MAX_DEPTH) {
    reportOnce(ctx.logger, 'warn', raw, 'Rich text nested too deeply; the rest is not shown', {
      depth,
    });
    return null;
  }
  const node = raw as RichNode;
  switch (node.type) {
    case 'doc':
      return <Fragment key={key}>{children(node, ctx, depth)}</Fragment>;
    case 'text':
      return typeof node.text === 'string' ? withMarks(node.text, node.marks, key) : null;
    case 'paragraph':
      return <p key={key}>{children(node, ctx, depth)}</p>;
    case 'heading': {
      const level = Number(attrsOf(node).level);
      const Tag =
        (['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const)[
          Number.isInteger(level) ? Math.min(Math.max(level, 1), 6) - 1 : 1
        ] ?? 'h2';
      return <Tag key={key}>{children(node, ctx, depth)}</Tag>;
    }
    case 'bullet_list':
      return <ul key={key}>{children(node, ctx, depth)}</ul>;
    case 'ordered_list': {
      const order = Number(attrsOf(node).order);
      return (
        <ol key={key} start={Number.isInteger(order) && order !== 1 ? order : undefined}>
          {children(node, ctx, depth)}
        </ol>
      );
    }
    case 'list_item':
      return <li key={key}>{children(node, ctx, depth)}</li>;
    case 'blockquote':
      return <blockquote key={key}>{children(node, ctx, depth)}</blockquote>;
    case 'code_block':
      return (
        <pre key={key}>
          <code>{children(node, ctx, depth)}</code>
        </pre>
      );
    case 'horizontal_rule':
      return <hr key={key} />;
    case 'hard_break':
      return <br key={key} />;
    case 'image': {
      const src = safeImageSrc(stringAttr(node, 'src'));
      if (src === null) {
        reportOnce(ctx.logger, 'warn', node, 'Dropped a rich-text image without a safe source');
        return null;
      }
      return (
        <BlockImage
          key={key}
          image={{ src, alt: stringAttr(node, 'alt') ?? '' }}
          title={stringAttr(node, 'title')}
          // The text column's measure: a picture in it is at most 800 px wide.
          width={800}
          sizes="(min-width: 832px) 800px, 100vw"
        />
      );
    }
    case 'blok': {
      const body = attrsOf(node).body;
      return <NestedBlocks key={key} blocks={Array.isArray(body) ? body : []} />;
    }
    default:
      reportOnce(ctx.logger, 'warn', node, 'Dropped an unknown rich-text node', {
        type: String(node.type),
      });
      return null;
  }
}

/** A legacy plain-text field: blank lines split paragraphs, single newlines break lines. */
function plainText(text: string): ReactNode[] {
  return text
    .split(/\n\s*\n/)
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph, index) => (
      <p key={index}>
        {paragraph.split('\n').map((line, lineIndex) => (
          <Fragment key={lineIndex}>
            {lineIndex > 0 ? <br /> : null}
            {line}
          </Fragment>
        ))}
      </p>
    ));
}

export interface RichTextProps {
  /** A Storyblok rich-text document (`{ type: 'doc', content: [...] }`) or plain text. */
  document: unknown;
  className?: string;
}

/** Storyblok rich text rendered to React from an allow-list of node types. Empty content renders nothing. */
export function RichText({ document, className }: RichTextProps) {
  const { logger } = useBlocks();
  if (!hasRichText(document)) return null;
  const content =
    typeof document === 'string' ? plainText(document) : renderNode(document, 0, { logger }, 0);
  return <div className={['cms-rich-text', className].filter(Boolean).join(' ')}>{content}</div>;
}

/** Whether a rich-text value has any text or image to show (to skip empty wrappers). */
export function hasRichText(document: unknown, depth = 0): boolean {
  if (typeof document === 'string') return document.trim() !== '';
  if (typeof document !== 'object' || document === null || depth > MAX_DEPTH) return false;
  const node = document as RichNode;
  if (node.type === 'text') return typeof node.text === 'string' && node.text.trim() !== '';
  if (node.type === 'image' || node.type === 'horizontal_rule' || node.type === 'blok') return true;
  return (
    Array.isArray(node.content) &&
    node.content.some((child: unknown) => hasRichText(child, depth + 1))
  );
}
