// One chat request through the real client: `DefaultChatTransport.sendMessages` + `readUIMessageStream`.
//
//   node stream.mjs --ai tests/node/ai6 --api http://127.0.0.1:8000/api/chat --token T --chat C --text "hi"
//
// Prints `{version, message, chunks, requests}`: the final UIMessage as the client assembled it, every parsed chunk,
// and the request the transport sent. Every chunk is validated by the client's own schema and ordering rules
// (`terminateOnError`), so a chunk the client rejects, or an `error` chunk, fails the script.

import { deadline, fail, loadAi, readArgs, succeed, tee, transportOptions } from './common.mjs';

const args = readArgs({ text: { type: 'string', default: 'Hello' }, 'message-id': { type: 'string' } });
const { ai, version } = await loadAi(args.ai);
const requests = [];
const chunks = [];
let message;
deadline(args, () => ({ version, message, chunks, requests }));

const transport = new ai.DefaultChatTransport(transportOptions(args, requests));
const userMessage = {
  id: args['message-id'] ?? `user-${Date.now().toString(36)}`,
  role: 'user',
  parts: [{ type: 'text', text: args.text }],
};
try {
  const stream = await transport.sendMessages({
    chatId: args.chat,
    messages: [userMessage],
    trigger: 'submit-message',
    messageId: undefined,
    abortSignal: undefined,
  });
  for await (const snapshot of ai.readUIMessageStream({ stream: tee(stream, chunks), terminateOnError: true })) {
    message = snapshot;
  }
} catch (error) {
  fail(error, 1, { version, message, chunks, requests });
}
if (message === undefined) fail(new Error('the stream ended without a message'), 1, { version, chunks, requests });
succeed({ version, message, chunks, requests });
