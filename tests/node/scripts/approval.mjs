// The full `useChat` approval loop without React: an `AbstractChat` with a minimal `ChatState`,
// `sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithApprovalResponses`.
//
//   node approval.mjs --ai tests/node/ai7 --api http://127.0.0.1:8000/api/chat --token T --chat C \
//        --text "open an incident" --decision approve|deny [--reason "not now"]
//
// Sends the message, waits for the chat to settle, answers the one part in state `approval-requested` with
// `addToolApprovalResponse`, waits for the automatic continuation request to settle, and prints
// `{version, status, error, messages, requests, statuses}`. Fails when the first answer asks for no approval,
// when the client would not continue automatically, or when the chat ends in `error`.

import { deadline, describe, fail, loadAi, readArgs, succeed, transportOptions } from './common.mjs';

const MAX_REQUESTS = 4; // a continuation that asks to continue again would otherwise loop until the deadline

const args = readArgs({ text: { type: 'string' }, decision: { type: 'string' }, reason: { type: 'string' } });
if (!['approve', 'deny'].includes(args.decision)) fail(new Error('--decision must be approve or deny'), 2);
const { ai, version } = await loadAi(args.ai);

class State {
  #status = 'ready';
  #listeners = new Set();
  error = undefined;
  messages = [];
  statuses = [];

  get status() {
    return this.#status;
  }

  set status(status) {
    this.#status = status;
    this.statuses.push(status);
    for (const listener of [...this.#listeners]) listener();
  }

  pushMessage = (message) => {
    this.messages = this.messages.concat(message);
  };

  popMessage = () => {
    this.messages = this.messages.slice(0, -1);
  };

  replaceMessage = (index, message) => {
    this.messages = [...this.messages.slice(0, index), this.snapshot(message), ...this.messages.slice(index + 1)];
  };

  snapshot = (thing) => structuredClone(thing);

  // Resolves once `predicate` holds, checked now and after every status change (the chat's only signal).
  until(predicate) {
    return new Promise((resolve) => {
      const check = () => {
        if (predicate()) {
          this.#listeners.delete(check);
          resolve();
        }
      };
      this.#listeners.add(check);
      check();
    });
  }
}

class Chat extends ai.AbstractChat {
  constructor(init) {
    const state = new State();
    super({ ...init, state });
    this.chatState = state;
  }
}

const requests = [];
const errors = [];
const options = transportOptions(args, requests);
const innerFetch = options.fetch;
options.fetch = async (url, init) => {
  if (requests.length >= MAX_REQUESTS) throw new Error(`more than ${MAX_REQUESTS} requests: the chat keeps continuing`);
  return innerFetch(url, init);
};
const chat = new Chat({
  id: args.chat,
  transport: new ai.DefaultChatTransport(options),
  sendAutomaticallyWhen: ai.lastAssistantMessageIsCompleteWithApprovalResponses,
  onError: (error) => errors.push(describe(error)),
});
const state = chat.chatState;
const report = () => ({
  version,
  status: chat.status,
  error: chat.error === undefined ? null : describe(chat.error),
  errors,
  messages: chat.messages,
  requests,
  statuses: state.statuses,
});
deadline(args, report);
const settled = (count) => () => requests.length >= count && (state.status === 'ready' || state.status === 'error');

await chat.sendMessage({ text: args.text ?? 'Open an incident' });
await state.until(settled(1));
if (chat.status === 'error') fail(chat.error, 1, report());

const pending = chat.lastMessage?.parts.find((part) => part.state === 'approval-requested');
if (pending === undefined) fail(new Error('the answer holds no part in state approval-requested'), 1, report());
await chat.addToolApprovalResponse({
  id: pending.approval.id,
  approved: args.decision === 'approve',
  ...(args.reason === undefined ? {} : { reason: args.reason }),
});
if (!ai.lastAssistantMessageIsCompleteWithApprovalResponses({ messages: chat.messages })) {
  fail(new Error('after the approval response the client would not continue automatically'), 1, report());
}
await state.until(settled(2));
if (chat.status === 'error') fail(chat.error, 1, report());
succeed(report());
