// Model text as safe markdown: GitHub tables and lists, code blocks with a copy button, mermaid diagrams, and links
// through the link guard. Raw HTML is never rendered (react-markdown escapes it; unsafe URLs are dropped).
import { type ReactNode, Suspense, lazy, memo, useState } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { SafeLink } from './LinkGuard';

const Mermaid = lazy(() => import('./Mermaid'));

function CodeBlock({ language, code }: { language: string | null; code: string }) {
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
      <pre>
        <code>{code}</code>
      </pre>
    </div>
  );
}

function textContent(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textContent).join('');
  return '';
}

const components: Components = {
  a: ({ href, children }) => <SafeLink href={href}>{children}</SafeLink>,
  pre: ({ children }) => <>{children}</>,
  code: ({ className, children }) => {
    const match = /language-([\w-]+)/.exec(className ?? '');
    const code = textContent(children).replace(/\n$/, '');
    const block = match !== null || code.includes('\n');
    if (!block) return <code className="inline-code">{children}</code>;
    if (match?.[1] === 'mermaid') {
      return (
        <Suspense fallback={<div className="diagram muted small">Drawing the diagram…</div>}>
          <Mermaid code={code} />
        </Suspense>
      );
    }
    return <CodeBlock language={match?.[1] ?? null} code={code} />;
  },
  table: ({ children }) => (
    <div className="table-wrap" tabIndex={0} role="region" aria-label="Table">
      <table>{children}</table>
    </div>
  ),
  img: ({ alt }) => <span className="muted">[image: {alt || 'not shown'}]</span>,
};

export const Markdown = memo(function Markdown({ text }: { text: string }) {
  return (
    <div className="markdown">
      <ReactMarkdown remarkPlugins={[remarkGfm]} components={components} skipHtml>
        {text}
      </ReactMarkdown>
    </div>
  );
});
