// The active workspace (the sidebar's picker): it filters the chat list and stamps new chats. Kept per browser.
const KEY = 'deputy.workspace';

export interface Workspace {
  id: string;
  name: string;
  created_at: string;
}

export function activeWorkspace(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function setActiveWorkspace(id: string | null): void {
  try {
    if (id) localStorage.setItem(KEY, id);
    else localStorage.removeItem(KEY);
  } catch {
    // storage may be unavailable (private mode): the choice then lasts until reload
  }
}

/** The body fields that stamp a new chat with the active workspace. */
export function workspaceStamp(): { workspace_id?: string } {
  const id = activeWorkspace();
  return id ? { workspace_id: id } : {};
}
