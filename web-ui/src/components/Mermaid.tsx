// A mermaid diagram, with the library loaded only when the first diagram appears. `securityLevel: strict`
// sanitizes labels and disables click handlers; a diagram that does not parse shows its source instead.
import { useEffect, useId, useState } from 'react';

let ready: Promise<typeof import('mermaid').default> | null = null;

function loadMermaid() {
  ready ??= import('mermaid').then(({ default: mermaid }) => {
    mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme: 'neutral', fontFamily: 'inherit' });
    return mermaid;
  });
  return ready;
}

export default function Mermaid({ code }: { code: string }) {
  const id = `mermaid-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const [svg, setSvg] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    loadMermaid()
      .then((mermaid) => mermaid.render(id, code))
      .then((result) => live && setSvg(result.svg))
      .catch((caught: unknown) => live && setError(caught instanceof Error ? caught.message : String(caught)));
    return () => {
      live = false;
    };
  }, [id, code]);
  if (error) {
    return (
      <div className="diagram">
        <div className="muted small">This diagram could not be drawn: {error.split('\n')[0]}</div>
        <pre>
          <code>{code}</code>
        </pre>
      </div>
    );
  }
  if (svg === null) return <div className="diagram muted small">Drawing the diagram…</div>;
  // The SVG comes from mermaid in strict mode, which sanitizes it (DOMPurify) before returning it.
  return <div className="diagram" role="img" aria-label="Diagram" dangerouslySetInnerHTML={{ __html: svg }} />;
}
