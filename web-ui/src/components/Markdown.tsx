// Model text as safe markdown: GitHub tables and lists, highlighted code blocks with a copy button, KaTeX math,
// mermaid diagrams, and links through the link guard. Raw HTML is never rendered (react-markdown escapes it; unsafe
// URLs are dropped).
import { type ReactNode, Suspense, lazy, memo, useEffect, useState } from 'react';
import ReactMarkdown, { type Components, type Options } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import { SafeLink } from './LinkGuard';
import {
  type TreeNode,
  plainText,
  rehypeFocusableMath,
  rehypeHighlightCode,
  remarkAutolinkTrim,
  remarkPandocDollarMath,
} from './markdownPlugins';
import '../markdown.css';

const Mermaid = lazy(() => import('./Mermaid'));

type Plugins = NonNullable<Options['rehypePlugins']>;

// ---- KaTeX, loaded on first use ---------------------------------------------------------------------------------

// KaTeX (its code, CSS and fonts: ~0.3 MB) is a chunk of its own, fetched from this origin the first time an
// answer has math, like the mermaid chunk (which shares it). Until then math shows as its TeX source.
let katexPlugins: Plugins | null = null;
let katexLoading: Promise<void> | null = null;

function loadKatex(): Promise<void> {
  katexLoading ??= Promise.all([import('rehype-katex'), import('katex/dist/katex.min.css')]).then(([module]) => {
    // `trust: false` (the default) keeps \href, \url and \htmlClass out: model text never makes links or classes.
    katexPlugins = [[module.default, { trust: false, strict: 'ignore' }], rehypeFocusableMath];
  });
  return katexLoading;
}

const MAYBE_MATH = /\$/;

function useKatex(text: string): Plugins {
  const wanted = MAYBE_MATH.test(text);
  const [, setLoaded] = useState(katexPlugins !== null);
  useEffect(() => {
    if (wanted && katexPlugins === null) void loadKatex().then(() => setLoaded(true));
  }, [wanted]);
  return wanted && katexPlugins ? katexPlugins : [];
}

// ---- rendering --------------------------------------------------------------------------------------------------

const remarkPlugins: Plugins = [
  remarkGfm,
  [remarkMath, { singleDollarTextMath: false }],
  remarkPandocDollarMath,
  remarkAutolinkTrim,
];
const highlight: Plugins = [rehypeHighlightCode];

interface CodeBlockProps {
  language: string | null;
  code: string;
  className: string | undefined;
  children: ReactNode;
}

function CodeBlock({ language, code, className, children }: CodeBlockProps) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="code-block">
      <div className="code-head">
        <span>{language ?? 'text'}</span>
        <button
          className="link-btn small"
          onClick={() =>
            void navigator.clipboard?.writeText(code).then(() => {
              setCopied(true);
              window.setTimeout(() => setCopied(false), 1500);
            })
          }
        >
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
      <pre tabIndex={0}>
        <code className={className}>{children}</code>
      </pre>
    </div>
  );
}

const components: Components = {
  a: ({ href, children }) => <SafeLink href={href}>{children}</SafeLink>,
  pre: ({ children }) => <>{children}</>,
  code: ({ className, children, node }) => {
    const classes = className ?? '';
    const match = /language-([\w-]+)/.exec(classes);
    const code = (node ? plainText(node as TreeNode) : '').replace(/\n$/, '');
    if (classes.includes('math-display')) return <pre className="math-source">{code}</pre>; // KaTeX still loading
    const block = (match !== null && match[1] !== 'math') || code.includes('\n');
    if (!block) return <code className="inline-code">{children}</code>;
    if (match?.[1] === 'mermaid') {
      return (
        <Suspense fallback={<div className="diagram muted small">Drawing the diagram…</div>}>
          <Mermaid code={code} />
        </Suspense>
      );
    }
    return (
      <CodeBlock language={match?.[1] ?? null} code={code} className={className}>
        {children}
      </CodeBlock>
    );
  },
  table: ({ children }) => (
    <div className="table-wrap" tabIndex={0} role="region" aria-label="Table">
      <table>{children}</table>
    </div>
  ),
  img: ({ alt }) => <span className="muted">[image: {alt || 'not shown'}]</span>,
};

export const Markdown = memo(function Markdown({ text }: { text: string }) {
  const math = useKatex(text);
  return (
    <div className="markdown">
      <ReactMarkdown
        remarkPlugins={remarkPlugins}
        rehypePlugins={[...math, ...highlight]}
        components={components}
        skipHtml
      >
        {text}
      </ReactMarkdown>
    </div>
  );
});
