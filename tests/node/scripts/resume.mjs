// Reconnect to a chat's running turn through the real client: `DefaultChatTransport.reconnectToStream`, which
// sends `GET {api}/{chatId}/stream`.
//
//   node resume.mjs --ai tests/node/ai6 --api http://127.0.0.1:8000/api/chat --token T --chat C
//
// Prints `{version, active: false, requests}` on 204 (no turn running), else `{version, active: true, message,
// chunks, requests}` with the message assembled from the replayed stream, validated as in stream.mjs.

import { deadline, fail, loadAi, readArgs, succeed, tee, transportOptions } from './common.mjs';

const args = readArgs();
const { ai, version } = await loadAi(args.ai);
const requests = [];
const chunks = [];
let message;
deadline(args, () => ({ version, message, chunks, requests }));

const transport = new ai.DefaultChatTransport(transportOptions(args, requests));
let stream;
try {
  stream = await transport.reconnectToStream({ chatId: args.chat, abortSignal: undefined });
} catch (error) {
  fail(error, 1, { version, requests });
}
if (stream === null) succeed({ version, active: false, requests });
try {
  for await (const snapshot of ai.readUIMessageStream({ stream: tee(stream, chunks), terminateOnError: true })) {
    message = snapshot;
  }
} catch (error) {
  fail(error, 1, { version, message, chunks, requests });
}
succeed({ version, active: true, message, chunks, requests });
