// The markdown pipeline's own plugins: code highlighting (a short list of grammars), `$…$` math that leaves money
// alone, autolinks that stop before closing punctuation, and focusable display math (`Markdown.tsx` uses them).
import { math } from 'micromark-extension-math';
import type { Code, Construct, Extension, State, Token, Tokenizer } from 'micromark-util-types';
import { createLowlight } from 'lowlight';
import bash from 'highlight.js/lib/languages/bash';
import css from 'highlight.js/lib/languages/css';
import diff from 'highlight.js/lib/languages/diff';
import dockerfile from 'highlight.js/lib/languages/dockerfile';
import go from 'highlight.js/lib/languages/go';
import ini from 'highlight.js/lib/languages/ini';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import python from 'highlight.js/lib/languages/python';
import rust from 'highlight.js/lib/languages/rust';
import shell from 'highlight.js/lib/languages/shell';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';

/** What an ops assistant writes code in. Each grammar costs bundle size, so the list is short; a fence in another
 * language (or none) stays plain text, never guessed. Aliases come with the grammars (`py`, `sh`, `yml`, `html`,
 * `toml`, …). lowlight directly, not rehype-highlight: that one imports lowlight's 37 `common` grammars whatever
 * it is given. */
const lowlight = createLowlight({
  bash, css, diff, dockerfile, go, ini, java, javascript, json, python, rust, shell, sql, typescript, xml, yaml,
});

// ---- syntax trees (only the fields used here; the full types belong to mdast and hast) --------------------------

interface Position {
  start: { offset?: number };
  end: { offset?: number };
}
export interface TreeNode {
  type: string;
  tagName?: string;
  properties?: { className?: unknown; tabIndex?: number };
  value?: string;
  url?: string;
  children?: TreeNode[];
  position?: Position;
}

function offsets(node: TreeNode): [number, number] | null {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  return start === undefined || end === undefined ? null : [start, end];
}

/** Calls `visit` on every parent's children, in place, so it may replace or insert nodes. */
function eachParent(node: TreeNode, visit: (children: TreeNode[]) => void) {
  if (!node.children) return;
  visit(node.children);
  for (const child of node.children) eachParent(child, visit);
}

export function plainText(node: TreeNode): string {
  if (node.value !== undefined) return node.value;
  return (node.children ?? []).map(plainText).join('');
}

// ---- `$…$` math, but not money -----------------------------------------------------------------------------------

const DOLLAR = 36;
// micromark's character codes: null ends the text, -5 to -3 are line endings, -2 and -1 tabs, 32 a space.
const markdownLineEnding = (code: Code) => code !== null && code < -2;
const blank = (code: Code) => code === null || code < 0 || code === 32;
const digit = (code: Code) => code !== null && code >= 48 && code <= 57;

/** Single-dollar math only where it cannot be money, by Pandoc's rule: the opening `$` has no space after it, and
 * the next `$` closes it only with no space before it and no digit after it (else neither is math, and the next
 * `$` may open). So "it costs $5 and $10" stays prose while `$x^2$` (and `$$x$$`) are math. remark-math has no
 * such rule, only `singleDollarTextMath: false`, which would drop `$x$` altogether; so remark-math runs with that
 * off, and this construct reads the single dollars instead. It makes the same tokens as micromark-extension-math's
 * own (and borrows its resolver), so the rest of the way is the same. */
function pandocDollarMath(): Construct {
  const own = math({ singleDollarTextMath: true }).text?.[DOLLAR];
  const borrowed = Array.isArray(own) ? own[0] : own;
  if (!borrowed?.resolve || !borrowed.previous) throw new Error('micromark-extension-math changed its construct');

  const tokenize: Tokenizer = function (effects, ok, nok) {
    let before: Code = null; // the last character read inside the math
    let size = 0;
    let sequence: Token;

    const inside: State = (code) => {
      if (code === null) return nok(code);
      if (code === DOLLAR) {
        sequence = effects.enter('mathTextSequence');
        size = 0;
        return closing(code);
      }
      if (markdownLineEnding(code)) {
        effects.enter('lineEnding');
        effects.consume(code);
        effects.exit('lineEnding');
        before = code;
        return inside;
      }
      effects.enter('mathTextData');
      return data(code);
    };
    const data: State = (code) => {
      if (code === null || code === DOLLAR || markdownLineEnding(code)) {
        effects.exit('mathTextData');
        return inside(code);
      }
      effects.consume(code);
      before = code;
      return data;
    };
    const closing: State = (code) => {
      if (code === DOLLAR) {
        effects.consume(code);
        size++;
        return closing;
      }
      if (size === 1) {
        // The first single `$` closes the math, or makes it no math at all: "$5 and $10" is prose.
        if (blank(before) || digit(code)) return nok(code);
        effects.exit('mathTextSequence');
        effects.exit('mathText');
        return ok(code);
      }
      sequence.type = 'mathTextData'; // `$$` inside single-dollar math is part of it
      before = DOLLAR;
      return data(code);
    };
    return (code) => {
      effects.enter('mathText');
      effects.enter('mathTextSequence');
      effects.consume(code);
      effects.exit('mathTextSequence');
      return (next: Code) => (next === DOLLAR || blank(next) ? nok(next) : inside(next));
    };
  };
  return { name: 'mathText', tokenize, resolve: borrowed.resolve, previous: borrowed.previous };
}

export function remarkPandocDollarMath(this: { data(): object }) {
  const data = this.data() as { micromarkExtensions?: Extension[] }; // as remark-math adds its own
  (data.micromarkExtensions ??= []).push({ text: { [DOLLAR]: pandocDollarMath() } });
}

// ---- autolinks ----------------------------------------------------------------------------------------------------

/** Characters that end a sentence around a URL but are never its last character: closing quotes and brackets,
 * ellipses, CJK punctuation. GFM's autolinks already leave out ASCII punctuation (`.`, `"`, an unmatched `)`),
 * not these, so `“see https://example.com”` linked `https://example.com”`. */
const TRAILING_UNICODE =
  /[\u00bb\u2019\u201d\u203a\u2026\u3001\u3002\u300b\u300d\u300f\u3011\uff09\uff0c\uff0e\uff1a\uff1b\uff01\uff1f]$/;
const TRAILING_ASCII = /[.,:;!?*_~'"]$/;

/** Gives a literal autolink's trailing Unicode punctuation (and any ASCII punctuation it hid) back to the text. */
export function remarkAutolinkTrim() {
  return (tree: TreeNode, file: { value: unknown }) => {
    const source = String(file.value);
    eachParent(tree, (children) => {
      for (let index = 0; index < children.length; index++) {
        const link = children[index];
        const range = link.type === 'link' ? offsets(link) : null;
        const label = link.children?.length === 1 ? link.children[0] : null;
        // A literal autolink is written as its own text: not `[label](url)` nor `<url>`.
        if (range === null || label?.type !== 'text' || source.slice(...range) !== label.value) continue;
        let text = label.value ?? '';
        let cut = 0;
        while (TRAILING_UNICODE.test(text) || (cut > 0 && TRAILING_ASCII.test(text))) {
          text = text.slice(0, -1);
          cut++;
        }
        if (cut === 0 || text === '' || !link.url?.endsWith(label.value ?? '')) continue;
        const rest = (label.value ?? '').slice(text.length);
        const url = link.url.slice(0, link.url.length - cut);
        children[index] = { ...link, url, children: [{ type: 'text', value: text }] };
        children.splice(index + 1, 0, { type: 'text', value: rest });
      }
    });
  };
}

/** Highlights each fenced block (`pre > code.language-x`) whose language is registered: its text becomes
 * highlight.js's token spans (`hljs-keyword`, …), coloured by markdown.css. */
export function rehypeHighlightCode() {
  return (tree: TreeNode) => {
    eachParent(tree, (children) => {
      for (const pre of children) {
        const code = pre.type === 'element' && pre.tagName === 'pre' ? pre.children?.[0] : undefined;
        if (code?.type !== 'element' || code.tagName !== 'code' || !code.properties) continue;
        const classes = Array.isArray(code.properties.className) ? code.properties.className.map(String) : [];
        const language = classes.find((name) => name.startsWith('language-'))?.slice('language-'.length);
        if (!language || !lowlight.registered(language)) continue;
        code.properties.className = ['hljs', ...classes];
        code.children = lowlight.highlight(language, plainText(code)).children as TreeNode[];
      }
    });
  };
}

/** Display math scrolls sideways when it is wider than the answer (markdown.css); like a code block or a table, it
 * then takes the keyboard focus, so it can be scrolled without a mouse. */
export function rehypeFocusableMath() {
  return (tree: TreeNode) => {
    eachParent(tree, (children) => {
      for (const node of children) {
        const classes = node.type === 'element' ? node.properties?.className : undefined;
        if (Array.isArray(classes) && classes.includes('katex-display')) {
          node.properties = { ...node.properties, tabIndex: 0 };
        }
      }
    });
  };
}
