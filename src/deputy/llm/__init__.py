"""Model adapters: the OpenAI-compatible client and the fake upstream that tests and demos talk to.

* `openai_compat.OpenAICompatModel`: the `deputy.core.model.ChatModel` over any OpenAI-compatible server.
* `fake_upstream.FakeUpstream`: a scriptable OpenAI-compatible server on loopback (`fake_script` holds the
  script schema, `fake_flavors` the wire quirks it imitates, `fake_cli` the `deputy fake-llm` command).

Nothing is re-exported here, so importing the client does not import the server's dependencies.
"""
