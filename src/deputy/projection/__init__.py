"""Projection: turn an existing route into a tool that re-enters that route *as the user*.

```python
registry.project(FastAPIRoute(app, "create_incident", effect=Effect.MUTATE, permissions=["incidents.write"]))
registry.project(OpenAPIOperation(spec, "listIncidents", effect=Effect.READ, permissions=["incidents.read"]))

hosts = HostCallerFactory(app=app)                     # or HostCallerFactory(base_url="https://ops.example")
async with hosts.for_request(request.headers) as host:  # this caller's Authorization and Cookie, nothing else
    ctx = ToolContext(principal=principal, transport=Transport.CHAT, host=host)
```

The route's own authentication and authorization run on every call, exactly as for any other client.
"""

from deputy.projection.fastapi_route import FastAPIRoute
from deputy.projection.host import HostCallerFactory, HttpHostCaller, forwarded_credentials
from deputy.projection.openapi import OpenAPIOperation, ProjectedRoute
from deputy.projection.preview import DiffHook, Summarize, describe_request, diff_from_current, field_diffs
from deputy.projection.schema_model import Binding, OperationInput, operation_input

__all__ = [
    "Binding",
    "DiffHook",
    "FastAPIRoute",
    "HostCallerFactory",
    "HttpHostCaller",
    "OpenAPIOperation",
    "OperationInput",
    "ProjectedRoute",
    "Summarize",
    "describe_request",
    "diff_from_current",
    "field_diffs",
    "forwarded_credentials",
    "operation_input",
]
