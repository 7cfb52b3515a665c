// Links: in-app paths navigate without a reload; anything that leaves this origin asks first, however it is
// opened: a click, a ctrl/cmd/shift-click or a middle-click (which fires `auxclick`, never `click`).
import { type MouseEvent, type ReactNode, createContext, useCallback, useContext, useState } from 'react';
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

/** Whether `href` is a web page of this origin (a new tab of it needs no confirmation). */
function sameOrigin(href: string): boolean {
  try {
    const url = new URL(href, window.location.href);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === window.location.origin;
  } catch {
    return false;
  }
}

const MIDDLE = 1;

export function SafeLink({ href, children }: { href: string | undefined; children: ReactNode }) {
  const open = useContext(LinkContext);
  if (!href) return <span>{children}</span>;
  const guard = (event: MouseEvent<HTMLAnchorElement>) => {
    const newTab = event.button === MIDDLE || event.ctrlKey || event.metaKey || event.shiftKey;
    if (newTab && sameOrigin(href)) return; // the browser opens this app in a new tab, as the user asked
    event.preventDefault();
    open(href);
  };
  return (
    <a
      href={href}
      rel="noopener noreferrer"
      onClick={guard}
      onAuxClick={(event) => {
        if (event.button === MIDDLE) guard(event);
      }}
      onMouseDown={(event) => {
        if (event.button === MIDDLE && !sameOrigin(href)) event.preventDefault(); // no autoscroll, no paste (X11)
      }}
    >
      {children}
    </a>
  );
}
