// What the server sends (see src/deputy/web/routes/*.py).

export interface Me {
  id: string;
  username?: string;
  display_name?: string | null;
  name?: string;
  tenant?: unknown;
  roles: string[];
  permissions: string[];
  is_admin: boolean;
}

export function displayName(me: Me): string {
  return me.display_name || me.username || me.name || me.id;
}

export interface Conversation {
  id: string;
  title: string | null;
  connection_id: string | null;
  model: string | null;
  permission_mode: string;
  created_at: string;
  updated_at: string;
  archived_at: string | null;
  agent_id?: string | null;
  origin?: string;
  workspace_id?: string | null;
  entity_type?: string | null;
  entity_id?: string | null;
  skill_id?: string | null;
}

export interface Agent {
  id: string;
  slug: string;
  name: string;
  description: string;
  system_owned: boolean;
  primary: boolean;
  is_default: boolean;
}

export interface StoredMessage {
  id: string;
  role: 'user' | 'assistant' | 'system';
  parts: Array<Record<string, unknown>>;
  content: string;
  status: string;
  created_at: string;
  model: string | null;
  usage: Record<string, unknown> | null;
  error: string | null;
  /** Other versions of this message (edits, regenerates): their ids oldest first, and the shown one's index. */
  versions?: MessageVersions | null;
  /** The signed-in user's own vote on this message. */
  feedback?: MessageFeedback | null;
}

export interface MessageVersions {
  ids: string[];
  index: number;
}

export interface MessageFeedback {
  rating: 'up' | 'down';
  category: string | null;
  comment: string | null;
}

export interface ConversationDetail extends Conversation {
  /** The newest page of the transcript (200 messages unless asked for another number), oldest first. */
  messages: StoredMessage[];
  /** Older messages exist: `?before=<the first message's id>` reads the page before. */
  has_earlier: boolean;
}

export interface Integration {
  id: string;
  name: string;
  family: string;
  default_model: string;
  available_models: string[];
  context_window_tokens: number | null;
  is_default: boolean;
}

export interface DiffEntry {
  path: string;
  before: unknown;
  after: unknown;
}

export interface ProposalCard {
  toolCallId: string;
  tool: string;
  title: string;
  effect: string;
  summary: string;
  payload: Record<string, unknown>;
  diff: DiffEntry[];
  status: string;
  expiresAt: string;
  error: string | null;
}

export interface UiBlock {
  component: string;
  data: unknown;
  toolCallId?: string;
}

// Direct and group chats (src/deputy/web/routes/inbox.py).

export interface ChatParticipant {
  kind: 'user' | 'agent';
  id: string;
  display_name: string;
  role: 'owner' | 'member';
  auto_respond: boolean;
  last_read_message_id: string | null;
  last_read_at: string | null;
}

export interface ChatAuthor {
  kind: 'user' | 'agent';
  id: string;
  name: string;
}

export interface ChatMessage {
  id: string;
  seq: number;
  role: 'user' | 'assistant' | 'system';
  author: ChatAuthor | null;
  parts: Array<Record<string, unknown>>;
  content: string;
  status: string;
  created_at: string;
  error: string | null;
}

export interface ChatDetail {
  id: string;
  type: 'direct' | 'group';
  title: string | null;
  participants: ChatParticipant[];
  messages: ChatMessage[];
  active_turn: boolean;
}

export interface InboxEntry {
  id: string;
  type: 'direct' | 'group';
  title: string | null;
  updated_at: string;
  participants: ChatParticipant[];
  last_message: { id: string; author: ChatAuthor | null; text: string; created_at: string } | null;
  unread: number;
}
