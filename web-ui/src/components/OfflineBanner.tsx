// The one notice for a server that does not answer; it goes away by itself once the server answers again.
import { useEffect, useState } from 'react';
import { onConnectivity, serverIsOffline } from '../api';

/** True while requests get no answer from the server. */
export function useOffline(): boolean {
  const [offline, setOffline] = useState(serverIsOffline);
  useEffect(() => onConnectivity(setOffline), []);
  return offline;
}

export function OfflineBanner() {
  const offline = useOffline();
  if (!offline) return null;
  return (
    <div className="offline-banner" role="alert">
      <strong>Deputy cannot reach the server.</strong> Your chats are safe; this page reconnects by itself when the
      server is back.
    </div>
  );
}
