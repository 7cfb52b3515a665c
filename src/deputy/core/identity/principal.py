"""Who is calling: a `Principal` is the user, application or anonymous caller behind a request."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import StrEnum

WILDCARD = "*"
"""The permission string an administrator holds. Narrowing never emits it."""


class PrincipalKind(StrEnum):
    USER = "user"
    APPLICATION = "application"
    ANONYMOUS = "anonymous"


@dataclass(frozen=True, slots=True)
class Principal:
    """A caller with its live permissions and, when it came with a scoped token, the scopes it asked for.

    `permissions` are read from the identity store on every request (never cached in a token), so a revoked
    role takes effect at once. `scopes` is `None` for an unscoped credential (a browser session, a token with no
    scopes); otherwise the token may only use `scopes ∩ permissions` (see `core.tools.access.narrow`).
    """

    kind: PrincipalKind
    id: str
    tenant_id: str | None = None
    name: str = ""
    permissions: frozenset[str] = field(default_factory=frozenset)
    scopes: frozenset[str] | None = None
    roles: tuple[str, ...] = ()

    @classmethod
    def user(
        cls,
        user_id: str,
        *,
        tenant_id: str | None = None,
        name: str = "",
        permissions: Iterable[str] = (),
        scopes: Iterable[str] | None = None,
        roles: Iterable[str] = (),
    ) -> Principal:
        return cls(
            kind=PrincipalKind.USER,
            id=user_id,
            tenant_id=tenant_id,
            name=name or user_id,
            permissions=frozenset(permissions),
            scopes=None if scopes is None else frozenset(scopes),
            roles=tuple(roles),
        )

    @classmethod
    def anonymous(cls) -> Principal:
        return cls(kind=PrincipalKind.ANONYMOUS, id="anonymous", name="anonymous")

    @property
    def is_admin(self) -> bool:
        """An administrator holds the wildcard and is not narrowed by a scoped token."""
        return WILDCARD in self.permissions and self.scopes is None

    def holds(self, permission: str) -> bool:
        """The one check for a permission a route requires (`audit.read`, `assistant.support`, `agents.manage`):
        held live (or through the wildcard) and, on a scoped credential, named by one of the token's scopes.

        The scope bundles (`read`, `write`) stand for tool permissions only (`core.tools.access.narrow`), so a
        token reaches the audit log or another user's conversations only when it was created to. Tools are
        decided by `core.tools.access.decide`, on the same narrowed set.
        """
        if self.kind is PrincipalKind.ANONYMOUS or not (permission in self.permissions or WILDCARD in self.permissions):
            return False
        return self.scopes is None or permission in self.scopes

    @property
    def ref(self) -> PrincipalRef:
        return PrincipalRef(kind=self.kind, id=self.id)


@dataclass(frozen=True, slots=True)
class PrincipalRef:
    """A principal as recorded in audit rows and proposals: kind and id, nothing live."""

    kind: PrincipalKind
    id: str
