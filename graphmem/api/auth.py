"""Principals and custody. Keys map to principals that own user ids; no keys = local mode."""

from __future__ import annotations

import hashlib
import hmac
import re
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from fastapi import Request

from graphmem.api.errors import ApiError
from graphmem.config import Settings
from graphmem.models import ID_MAX, plain_id

LOCAL_USER = "local"
ADMIN = "*"
_SHA256 = re.compile(r"[0-9a-fA-F]{64}")


@dataclass(frozen=True)
class Principal:
    name: str
    users: tuple[str, ...]
    key_hash: str = ""
    # The user_id a request names in its query string (api/deps.py): `user` holds a body's
    # user_id to it, so that a request names one user wherever it puts the name.
    asked: str | None = None

    @property
    def is_admin(self) -> bool:
        return ADMIN in self.users

    @property
    def default_user(self) -> str:
        return next((u for u in self.users if u != ADMIN), LOCAL_USER)

    def user(self, requested: str | None) -> str:
        """The user a request acts as: the one it names (`requested`, from its body, or the
        query string's), which it must own (403 otherwise); its own default if it names none.
        Named in both places, the two must agree (422): a name in one place is never ignored
        for the other's."""
        if requested and self.asked and requested != self.asked:
            raise ApiError(422, "invalid_input",
                           f"user_id is {self.asked!r} in the query string but {requested!r} in "
                           "the body (or X-Graphmem-User): name the user once", "user_id")
        if requested is not None and not user_name(requested):
            raise ApiError(422, "invalid_input", USER_NAME_RULE, "user_id")
        requested = requested or self.asked
        if requested and not user_name(requested):  # the query string's `*`
            raise ApiError(422, "invalid_input", USER_NAME_RULE, "user_id")
        if not requested:
            if self.users == (ADMIN,):  # not `local`: an admin sees no one's data unasked
                raise ApiError(422, "invalid_input",
                               "the admin key acts for no user of its own: name the user with "
                               "user_id (in the query string or the body)", "user_id")
            return self.default_user
        if requested in self.users or self.is_admin:
            return requested
        if self.key_hash == "" and self.users == (LOCAL_USER,):  # local mode: no key sent
            raise ApiError(403, "forbidden", f"this server runs in local mode (no API keys), "
                           f"where every request acts as {LOCAL_USER!r}: leave user_id out, or "
                           f"give user {requested!r} a key with GRAPHMEM_API_KEYS", "user_id")
        raise ApiError(403, "forbidden", f"this key does not own user {requested!r}", "user_id")


USER_NAME_RULE = (f"user_id: must be a string of at most {ID_MAX} characters, not blank, "
                  f"without control characters, and not `{ADMIN}` (which names the admin key)")


def user_name(value: object) -> bool:
    """A user id a request or the CLI may name: `*` marks the admin key in GRAPHMEM_API_KEYS,
    and a user of that name could not be told from it."""
    if not isinstance(value, str) or not 0 < len(value) <= ID_MAX or value == ADMIN:
        return False
    try:  # as a writer's ids are: no control characters, not blank or invisible
        return plain_id(value) is not None
    except ValueError:
        return False


def hash_key(key: str) -> str:
    return hashlib.sha256(key.encode("utf-8")).hexdigest()


def parse_keys(spec: str, hashed: bool = False) -> dict[str, Principal]:
    """`key:user[+user...]`, comma- or newline-separated; `*` names the admin principal."""
    principals: dict[str, Principal] = {}
    for i, item in enumerate(x.strip() for x in spec.replace("\n", ",").split(",")):
        if not item or item.startswith("#"):
            continue
        key, _, users = item.rpartition(":")
        if not key or not users:
            raise ValueError(f"API key entry {i + 1} is not `key:user_id[+user_id...]`")
        if hashed and not _SHA256.fullmatch(key):
            # a plain key here would never match: every request with it a 401, and no hint why
            raise ValueError(f"API key entry {i + 1} of GRAPHMEM_API_KEYS_FILE is not a sha256 "
                             "hex digest: the file holds digests, not keys (make one with "
                             "`printf %s KEY | sha256sum`)")
        digest = key.lower() if hashed else hash_key(key)
        owned = tuple(u for u in users.split("+") if u)
        if not owned:
            raise ValueError(f"API key entry {i + 1} names no user_id")
        # Named by the digest, not the position: a key in the file and one in the environment
        # at the same position are different principals (and rate buckets).
        principals[digest] = Principal(f"key-{digest[:12]}", owned, digest)
    return principals


def load_principals(settings: Settings) -> dict[str, Principal]:
    principals = parse_keys(settings.api_keys) if settings.api_keys else {}
    if settings.api_keys_file:
        # The file stores sha256 hashes of keys, never the keys themselves.
        principals.update(parse_keys(Path(settings.api_keys_file).read_text(), hashed=True))
    return principals


class RateLimiter:
    """A token bucket per key: `per_minute` requests, refilled continuously."""

    def __init__(self, per_minute: int):
        self.rate = per_minute / 60.0
        self.capacity = float(per_minute)
        self.buckets: dict[str, tuple[float, float]] = {}
        self.lock = threading.Lock()

    def check(self, name: str) -> None:
        now = time.monotonic()
        with self.lock:
            tokens, last = self.buckets.get(name, (self.capacity, now))
            tokens = min(self.capacity, tokens + (now - last) * self.rate)
            if tokens < 1.0:
                retry = max(1, int((1.0 - tokens) / self.rate) + 1)
                raise ApiError(429, "rate_limited", "too many requests for this key; slow down",
                               headers={"Retry-After": str(retry)})
            self.buckets[name] = (tokens - 1.0, now)


class Authenticator:
    def __init__(self, settings: Settings):
        self.principals = load_principals(settings)
        if not self.principals and not settings.local_mode:
            # Fail closed: keys were asked for, so an empty or unreadable list must not quietly
            # become local mode (every caller acting as `local`).
            raise ValueError("API keys are configured (GRAPHMEM_API_KEYS or "
                             "GRAPHMEM_API_KEYS_FILE) but none could be read")
        self.local = not self.principals
        self.limiter = RateLimiter(settings.rate_limit_per_minute)

    def __call__(self, request: Request) -> Principal:
        if self.local:
            principal = Principal("local", (LOCAL_USER,))
        else:
            principal = self._from_key(_presented_key(request))
        self.limiter.check(principal.name)
        return principal

    def for_key(self, key: str | None) -> Principal:
        """The principal of a key handed over on its own: the LLM proxy reads graphmem's key
        from X-Graphmem-Key only, since Authorization there carries the provider's key."""
        principal = Principal("local", (LOCAL_USER,)) if self.local else self._from_key(
            key, "send graphmem's key in `X-Graphmem-Key` (`Authorization` is the provider's)")
        self.limiter.check(principal.name)
        return principal

    def _from_key(self, key: str | None,
                  missing: str = "send `Authorization: Bearer <key>` or `X-API-Key`") -> Principal:
        if not key:
            raise ApiError(401, "unauthorized", missing, headers={"WWW-Authenticate": "Bearer"})
        digest = hash_key(key)
        for known, principal in self.principals.items():
            if hmac.compare_digest(known, digest):
                return principal
        raise ApiError(401, "unauthorized", "the API key is not valid",
                       headers={"WWW-Authenticate": "Bearer"})


def _presented_key(request: Request) -> str | None:
    header = request.headers.get("authorization", "")
    if header.lower().startswith("bearer "):
        return header[7:].strip()
    return request.headers.get("x-api-key") or request.headers.get("x-graphmem-key")
