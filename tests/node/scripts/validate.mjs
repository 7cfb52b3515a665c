// Validate stored messages as the real client would on reload: `validateUIMessages` (the schema `useChat` apps
// run over a transcript that they load from their server).
//
//   node validate.mjs --ai tests/node/ai6 --messages-file /tmp/messages.json
//
// Prints `{version, messages}` (the validated messages), or fails naming each part that the schema rejects.

import { readFile } from 'node:fs/promises';
import { fail, loadAi, readArgs, succeed } from './common.mjs';

const args = readArgs({ 'messages-file': { type: 'string' } }, ['ai', 'messages-file']);
const { ai, version } = await loadAi(args.ai);
const messages = JSON.parse(await readFile(args['messages-file'], 'utf8'));
try {
  succeed({ version, messages: await ai.validateUIMessages({ messages }) });
} catch (error) {
  // The schema's own message lists every union member; find the parts it rejects instead.
  const rejected = [];
  for (const message of messages) {
    for (const [index, part] of (message.parts ?? []).entries()) {
      const alone = await ai.safeValidateUIMessages({ messages: [{ ...message, parts: [part] }] });
      if (!alone.success) rejected.push({ message: message.id, index, part });
    }
  }
  const detail = rejected.length ? `rejected parts: ${JSON.stringify(rejected)}` : error.message;
  fail(new Error(`validateUIMessages (${error.name}): ${detail}`), 1, { version, rejected, messages });
}
