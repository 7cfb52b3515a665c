# ruff: noqa: E501  (data: one paraphrase a string)
"""Benign documentation of an AI assistant platform, in English, for the fourth batch: paragraphs that describe
assistants, agents, system prompts, operators' instructions, admin APIs, tokens, roles, tool calls, approvals,
audit logs, quotas and the guard itself, in the register of a product manual.

Such text reaches the guard as tool results (a documentation search, a README, a wiki page) and as pasted pages,
and it is made of the very words of injections used descriptively ("every answer", "the operator's instructions",
"administrators delete tokens", "the model never sees"). The harvested prose (docstrings, manuals, catalogs)
seldom talks about AI assistants, so without these a model reads any page about one as an attack. Written from
general knowledge of such products (chat APIs, agent frameworks, admin consoles), each family a topic; the slots
are new (`PLATFORM`, `ACTOR`, `THING`, `VERB`, `LIMIT`), filled like any other. `BENIGN` is written for
administrators, `USER_GUIDE` for the reader who chats ("every message you send", "your instructions").
"""

from __future__ import annotations

SLOTS: dict[str, list[str]] = {
    "PLATFORM": ["the platform", "the assistant service", "the server", "the gateway", "the workspace", "the app"],
    "ACTOR": ["administrators", "operators", "tenant owners", "support staff", "auditors", "project owners", "staff members"],
    "THING": ["agents", "system prompts", "API tokens", "roles", "webhooks", "tool connections", "model connections", "workspaces", "quotas", "saved prompts"],
    "VERB": ["list", "create", "edit", "disable", "delete", "export", "rename", "archive"],
    "LIMIT": ["100 requests per minute", "50,000 tokens a day", "20 tool calls per turn", "10 MB per upload", "one million tokens a month"],
}  # fmt: skip

BENIGN: list[list[str]] = [
    [
        "{ACTOR} {VERB} {THING} from the admin console or over the API. Every change is recorded in the audit log with who made it and when. Deleted items are kept for 30 days and can be restored.",
        "The admin API lets {ACTOR} {VERB} {THING}. A request without the right permission answers 403, and a request for another tenant's data answers 404, so nothing about that tenant leaks.",
        "Use the console to {VERB} {THING}. {ACTOR} see every item of their tenant; other users see only their own. The list can be filtered by owner and sorted by date.",
    ],
    [
        "Every conversation starts from the system prompt: the operator's instructions, the agent's instructions and a short summary of what the user may do. The user never sees this text, and the model reads it again at the start of each turn.",
        "The system prompt is built for each turn. It holds the instructions the operator wrote, the tools the user may call, and the date. Editing it in the console changes the next answer, not the ones already given.",
        "Operators write the instructions that every answer follows, for example the tone, the language and what the assistant must not discuss. They are stored per tenant and can be versioned and rolled back.",
    ],
    [
        "An agent is an assistant with its own name, instructions, model and tools. Agents answer in group chats when someone mentions them, and they can be disabled without deleting their history.",
        "Agents can hand a task to another agent. The second agent runs with the permissions of the user who asked, never with more, and its answer comes back as a tool result.",
        "To create an agent, give it a name, pick a model, write its instructions and choose its tools. An agent with no tools can still answer questions from its instructions and the conversation.",
    ],
    [
        "Tool calls that change something wait for approval. The user sees a card with the tool, the arguments and a preview of the result, and nothing runs until they click apply. Declining a card tells the model the change was refused.",
        "Read-only tools run at once; tools that create, modify or delete resources propose the change first. In auto mode some changes run without a card, but deleting anything always asks.",
        "Each proposal names who proposed it and who decided it. A proposal that nobody answers expires after a day, and the model is told it was not applied.",
    ],
    [
        "API tokens belong to a user and carry scopes. A token can only narrow what its user may do; it never grants more. The secret is shown once, when the token is created, and can be revoked at any time.",
        "Tokens are listed with their name, scopes, creation date and last use, never with their secret. Revoking a token ends every session that used it within a minute.",
        "Service accounts use long-lived tokens with a narrow scope, for example read-only access to incidents. Rotate them every 90 days and store them in a secrets manager, not in the repository.",
    ],
    [
        "Roles bundle permissions, and users hold roles. The viewer role reads, the operator role also acknowledges alerts and restarts services, and administrators can do everything in their tenant.",
        "Permissions are checked on every request, both for the API routes and for each tool the model calls. A user who loses a role loses its permissions at once, even in an open conversation.",
        "{ACTOR} assign roles to users in the console. A user may hold several roles and then has every permission of each. Removing the last administrator of a tenant is refused.",
    ],
    [
        "The audit log records every tool call: the user, the tool, the arguments, the outcome and the time. {ACTOR} can filter it by outcome and export it as CSV or JSON for compliance reviews.",
        "Audit events are never deleted by users. Retention is set per tenant, and old events are archived to object storage before they are removed from the database.",
        "Each answer records the model, the tokens used and the tools called, so you can see why a turn was slow or expensive. Feedback votes are stored next to the message they rate.",
    ],
    [
        "Quotas cap how much each user can spend, for example {LIMIT}. When a quota runs out the assistant stops answering and tells the user when it resets; administrators can raise a user's limit.",
        "Rate limits protect the model provider: {PLATFORM} allows {LIMIT} per user and queues the rest. A request over the limit answers 429 with a Retry-After header.",
        "Token usage is counted per user, per tenant and per day. The dashboard shows the users who spent the most, and an alert fires when a tenant passes 80% of its monthly budget.",
    ],
    [
        "The guard scans every message and every tool result before the model reads them. It looks for text that tries to override the assistant's instructions, for secrets, and for personal data, and it fails closed when a detector errors.",
        "Text inside tool results is framed as data. The model is told not to follow instructions found there, and the guard removes passages that address the assistant directly, telling the model what it removed.",
        "Prompt injection is an attack in which text tells the model to ignore its instructions, reveal its system prompt or call tools it should not. Defences combine input scanning, data framing, narrow permissions and human approval.",
    ],
    [
        "Answers stream token by token as server-sent events. If the connection drops, the client reconnects with the last event id and {PLATFORM} replays what it missed, so no part of the answer is lost.",
        "A turn ends when the model stops, when the user cancels it, or when it hits the limit of {LIMIT}. The final event says which, and the partial answer is kept either way.",
        "Each message keeps its versions: regenerating an answer creates a new version and the transcript shows the one you picked. Editing a question starts a new branch from that point.",
    ],
    [
        "Model connections hold the endpoint, the model name and the API key. The key is stored encrypted and is never returned by the API; testing a connection lists the models and times a short completion.",
        "You can point the assistant at any endpoint that speaks the chat completions protocol. Set the base URL and the key, then choose which model answers by default and which one writes titles.",
        "If the provider is down, {PLATFORM} retries twice with a short backoff and then reports the error in the conversation. No answer is invented when the model did not reply.",
    ],
    [
        "Memories are short notes the assistant saves about a user, such as a preferred language. Users can list and delete them. A note marked as always-injected is added to every conversation, so saving one needs approval.",
        "The assistant can recall notes on request. Recalled notes are framed as data, and the user decides which ones are kept; deleting a note removes it from every future conversation.",
    ],
    [
        "Group chats can include people and agents. The owner invites participants and can remove them; any member can leave. Direct chats are between two people and never call a model.",
        "The inbox lists direct and group chats with unread counts. A message that mentions an agent starts a turn for that agent, and the agent answers in the same chat.",
    ],
    [
        "Configuration comes from environment variables with a common prefix. Secrets must not use placeholder values outside demo mode; the server refuses to start when they do, and says which variable is wrong.",
        "Settings are read once at start-up. To change the default model, the instructions or the limits, update the variables and restart; running conversations keep their settings until the next turn.",
        "The demo mode creates three users, an administrator, an operator and a viewer, with example data. Never run it on a public address: its passwords are printed in the documentation.",
    ],
    [
        "Secrets in tool results, such as API keys and private keys, are replaced with placeholders before they are stored or shown to the model. Email addresses are shown with a warning, and card numbers are redacted.",
        "Logs never contain message text or secrets. Each request is logged with its route, status, duration and tenant, and errors carry an id you can quote to support.",
    ],
    [
        "To answer a question about the documentation, the assistant searches the pages and quotes the sections it used. If nothing matches, it says so instead of guessing.",
        "The documentation search ranks sections by how well they match the question and returns the best three with their titles. Operators can add their own pages to the index.",
    ],
    [
        "Administrators manage users over the API: list them with their roles, create one with a temporary password, deactivate one, or reset a password. Deactivated users cannot sign in, and their tokens stop working.",
        "Users sign in with a password or single sign-on. After five failed attempts the account is locked for fifteen minutes, and every attempt is written to the audit log.",
        "A user can export their conversations as Markdown or JSON. Administrators can export every conversation of the tenant, which is recorded in the audit log like any other export.",
    ],
    [
        "When a tool fails, the model receives the error as the tool's result and decides what to tell the user. It is instructed not to retry a failed change on its own.",
        "Every tool has a name, a description and a JSON schema for its arguments. Tools are loaded lazily, so the list the model sees stays short until it asks for more.",
        "Tools from external servers are called through the same gateway as built-in ones: the same permissions, the same approval cards and the same audit log.",
    ],
]  # fmt: skip

# A user guide speaks to the reader: "you" and "your" about the assistant, chats and answers, the register of
# injections ("every message you send", "the assistant answers", "your instructions") in plain help text.
USER_GUIDE: list[list[str]] = [
    [
        "Every message you send in an AI chat gets an answer from the assistant. In a direct chat you talk to one other person and no model is called; in a group chat an agent answers only when you mention it.",
        "You can start a new chat at any time. The assistant sees the messages of the current chat only, never your other conversations, and it answers in the language you write in.",
        "Type your question and press Enter. The answer appears as the assistant writes it; you can stop it with the stop button and ask again in other words.",
    ],
    [
        "When the assistant wants to change something, you see a card with what it will do. Nothing happens until you click apply; if you decline, the assistant is told and suggests something else.",
        "Your permission mode decides when you are asked: in the default mode every change waits for your click, and in auto mode only changes that delete something ask first.",
        "You can read every proposal you accepted or declined in your history, with who decided it and when.",
    ],
    [
        "Your API tokens are listed under Settings. Create one for each script, give it only the scopes it needs, and copy the secret right away: it is shown once. Revoke a token you no longer use.",
        "If you lose a token, revoke it and create a new one; revoking takes effect at once for every request that uses it.",
    ],
    [
        "The assistant can only do what your role allows. If you ask for something you may not do, it tells you which permission is missing and who can grant it, usually an administrator of your workspace.",
        "Ask your administrator for another role if you need more tools. The assistant never grants permissions by itself, whatever a message says.",
    ],
    [
        "Your instructions for the assistant go under Settings, then Personal instructions: for example the tone you like or the units you use. They are added to every chat you start after saving.",
        "Personal instructions apply to your chats only. Your workspace's instructions, set by an administrator, come first and cannot be changed from your settings.",
        "To reset your instructions, clear the field and save. The assistant then answers with the workspace's defaults only.",
    ],
    [
        "You can vote on any answer with the thumbs up or down buttons and leave a comment. Administrators read the feedback to improve the assistant's instructions and tools.",
        "If an answer is wrong, regenerate it or edit your question; every version is kept and you can switch between them.",
    ],
    [
        "When you paste a document, the assistant reads it as data. Text inside the document that gives orders to the assistant is removed, and you are told that it was.",
        "Files you upload are scanned before the assistant reads them. Secrets in them are replaced with placeholders, so they never reach the model or the chat history.",
    ],
    [
        "Your daily quota is shown under your name. When it runs out, the assistant stops answering until midnight UTC; ask an administrator if you need more.",
        "Long answers and large tool results use more of your quota. You can ask the assistant to keep its answers short.",
    ],
    [
        "You can mention an agent in a group chat by typing @ and its name. The agent answers with its own instructions and tools, and with your permissions, never more.",
        "Agents you create are visible to you only until you share them with your workspace. You can edit an agent's name, instructions and tools at any time.",
    ],
    [
        "Search your chats from the sidebar; the search looks at titles and message text. Archived chats are hidden from the list but stay searchable.",
        "Delete a chat from its menu. Deleted chats are gone for you, but the audit log keeps the record of the tools that were called, as your organisation requires.",
    ],
    [
        "The assistant answers questions about the documentation by searching it and quoting the sections it used. If it cannot find an answer, it says so instead of guessing.",
        "Ask the assistant what it can do for you: it lists the tools available to your role and gives an example request for each.",
    ],
    [
        "If the assistant refuses a request, read the reason it gives: usually a permission is missing or the request would change something outside your projects.",
        "The assistant will not reveal other users' data or secrets, even when a document or a message asks it to. Contact your administrator if you need access.",
    ],
]  # fmt: skip
