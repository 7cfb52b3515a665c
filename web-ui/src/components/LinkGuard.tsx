// Links: in-app paths navigate without a reload; anything that leaves this origin asks first.
import { type ReactNode, createContext, useCallback, useContext, useState } from 'react';
import { go } from '../router';
import { Modal } from './Modal';

type Open = (href: string) => void;
const LinkContext = createContext<Open>(() => undefined);

export function LinkGuardProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<string | null>(null);
  const open = useCallback<Open>((href) => {
    let url: URL;
    try {
      url = new URL(href, window.location.href);
    } catch {
      return;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:' && url.protocol !== 'mailto:') return;
    if (url.origin === window.location.origin) go(url.pathname + url.search + url.hash);
    else setPending(url.href);
  }, []);
  return (
    <LinkContext.Provider value={open}>
      {children}
      {pending && (
        <Modal
          title="Open an external link?"
          confirmLabel="Open link"
          onCancel={() => setPending(null)}
          onConfirm={() => {
            window.open(pending, '_blank', 'noopener,noreferrer');
            setPending(null);
          }}
        >
          <p>This link leaves Deputy and opens in a new tab:</p>
          <p className="link-target">{pending}</p>
        </Modal>
      )}
    </LinkContext.Provider>
  );
}

export function SafeLink({ href, children }: { href: string | undefined; children: ReactNode }) {
  const open = useContext(LinkContext);
  if (!href) return <span>{children}</span>;
  return (
    <a
      href={href}
      rel="noopener noreferrer"
      onClick={(event) => {
        event.preventDefault();
        open(href);
      }}
    >
      {children}
    </a>
  );
}
