"""Secret scrubbing and dangerous-command detection for the write path.

`scrub` replaces secrets with ``[REDACTED:<type>]`` before anything is stored or embedded. Rules
run in order: private key blocks, credentials in URLs, specific token formats, authorization
headers, key=value assignments, card numbers, then generic high-entropy strings. Every pattern is
compiled once, has a bounded or possessive repetition, and starts only at a token boundary, so
scrubbing is linear in the input (no catastrophic backtracking).

`dangerous_commands` names destructive shell commands found in a tool-use observation.
"""

from __future__ import annotations

import math
import re
import string
from bisect import bisect_left
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache

MARKER = "[REDACTED:{}]"
_MARKER_START = "[REDACTED:"


@dataclass(frozen=True)
class ScrubResult:
    text: str
    count: int  # number of replacements
    types: dict[str, int]  # per type counts


Check = Callable[[re.Match[str]], str | None]


@dataclass(frozen=True)
class _Rule:
    kind: str  # the type written in the marker (a check may override it)
    regex: re.Pattern[str]
    group: str | int | tuple[str, ...] = 0  # the part replaced (the first group that matched)
    hints: tuple[str, ...] = ()  # run only if one of these occurs in the lowered text
    check: Check | None = None  # returns the type, or None to leave the match alone
    # The shortest text the regex can match: shorter texts (most ids, senders) skip the rule.
    min_len: int = field(init=False, default=0)

    def __post_init__(self) -> None:
        object.__setattr__(self, "min_len", _min_width(self.regex))


def _min_width(regex: re.Pattern[str]) -> int:
    try:  # re's own parser (private): if it ever changes, every text counts as long enough
        import re._parser

        return int(re._parser.parse(regex.pattern, regex.flags).getwidth()[0])
    except Exception:
        return 0


# ---------------------------------------------------------------- value heuristics

_WORD_RUN = re.compile(r"[A-Z]?[a-z]{2,}|[A-Z]{3,}")
# The letter pairs that make up 95% of those in English prose and code identifiers.
_COMMON_PAIRS = (
    "abacadagaialamanaparasatauavaybabeblbobubycacechcickclcocrcsctcudadddedidodsdueaecedeeef"
    "egelemenepeqeresetevexeyfafefiflfofrfugeghgigrgsguhahehihohthuiaibicidieifigiliminioipir"
    "isitivizjejskekilaldlelflilllolsltlulymamemimmmompmunancndnenfngninnnonsntnunvnyoaobocod"
    "ofogokolomonoooporosotouovowpapepiplpoppprpsptpupyqurarcrdrergrirkrlrmrnrorrrsrtrurysasc"
    "seshsisospssstsusytatethtitotptrtstttutyuaubucudueuiulumunupurusutvaveviwawewhwiwoxpxtyd"
    "yoypysytze"
)
_PAIRS = frozenset(_COMMON_PAIRS[i : i + 2] for i in range(0, len(_COMMON_PAIRS), 2))
_SEGMENT_SEP = re.compile(r"[/_\-]")
_CLASS_RUN = re.compile(r"[A-Z]{3,}|[a-z]{3,}|[0-9]{3,}")
_IDENTIFIER = re.compile(r"[A-Za-z_]\w*")
_ANNOTATION_TAIL = re.compile(r" (?:\||=) ")
_HEX = re.compile(r"(?:0x)?[0-9a-fA-F]+")
_DIGIT = re.compile(r"\d")
_PLACEHOLDER = re.compile(
    r"(?i)(?:\$\{?[a-z_]*[a-z0-9_]*\}?|\$\(.*\)|<[^>]*>|\{\{.*\}\}|%\(?\w*\)?s|[*x.?#_\-]+"
    r"|null|none|nil|true|false|undefined|yes|no|required|optional|empty|string|str|bytes"
    r"|await|lambda:?|yield|not|new|self|this|function|async|typeof"
    r"|redacted|hidden|masked|your[_\-]\w*|\w*[_\-](?:here|example)|(?:example|placeholder)\w*"
    r"|(?:my|your|the|some)?[_\-]?(?:pass(?:word|wd)?|pwd|secret|token|api[_\-]?key)"
    r"|[a-z]+(?:_[a-z]+)+"
    r"|env(?:iron)?\b.*|os\.environ.*|getenv.*|getpass.*|process\.env.*)"
)
_DOTTED_NAME = re.compile(r"[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+")


def entropy(s: str) -> float:
    """Shannon entropy of the characters of `s`, in bits per character."""
    n = len(s)
    return -sum(c / n * math.log2(c / n) for c in Counter(s).values()) if n else 0.0


def _has_digit_and_letter(s: str) -> bool:
    return any(c.isdigit() for c in s) and any(c.isalpha() for c in s)


def _is_mixed(s: str) -> bool:
    """Upper and lower case letters and a digit: the shape of a random token."""
    return s != s.lower() and s != s.upper() and _DIGIT.search(s) is not None


def _is_word(run: str) -> bool:
    low = run.lower()
    pairs = [low[i : i + 2] for i in range(len(low) - 1)]
    common = sum(p in _PAIRS for p in pairs)
    return common == len(pairs) or (len(pairs) >= 3 and common >= 0.75 * len(pairs))


def _wordiness(s: str) -> float:
    """The share of `s` covered by English-looking runs of letters (paths, identifiers)."""
    return sum(len(w) for w in _WORD_RUN.findall(s) if _is_word(w)) / len(s) if s else 1.0


def _residue(tok: str) -> str:
    """`tok` without its `/`, `_`, `-` separated parts that are words or hex."""
    parts = _SEGMENT_SEP.split(tok)
    if len(parts) == 1:
        return tok
    return "".join(p for p in parts if len(p) < 3 or not _is_word_or_hex(p))


def _is_word_or_hex(part: str) -> bool:
    return (len(part) >= 7 and _HEX.fullmatch(part) is not None) or _wordiness(part) >= 0.6


def looks_random(tok: str) -> bool:
    """A long mixed-case+digit string with high entropy that is not made of words or hex."""
    core = tok.rstrip("=")
    if len(core) > 512 or not _is_mixed(core):
        return False
    core = _residue(core)
    if len(core) < 16 or not _is_mixed(core) or _HEX.fullmatch(core):
        return False
    if _wordiness(core) >= 0.6 or _structured(core):
        return False
    return entropy(core) >= min(3.9, 0.8 * math.log2(len(core)))


def _structured(s: str) -> bool:
    """Long same-class runs (`MLKEM768X25519PrivateKey`): an identifier, not a random token."""
    runs = sum(len(r) for r in _CLASS_RUN.findall(s)) / len(s)
    return runs >= 0.75 or (runs >= 0.6 and _wordiness(s) >= 0.3)


def _is_placeholder(v: str) -> bool:
    return (
        v.startswith(_MARKER_START)
        or _PLACEHOLDER.fullmatch(v) is not None
        or _DOTTED_NAME.fullmatch(v) is not None
    )


def _looks_like_password(v: str) -> bool:
    """For prose-like contexts: a word alone is not taken for a password."""
    if v.isdigit():
        return len(v) >= 4
    return len(v) >= 4 and (
        any(c.isdigit() for c in v) or not v.isalnum() or any(c.isupper() for c in v[1:])
    )


# ---------------------------------------------------------------- key classification

_KEY_PARTS = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+")
_PASSWORD_PARTS = {"pass", "pwd", "pw", "passwort", "pword", "passcode", "pincode"}
_SECRET_PARTS = {
    "secret", "secrets", "token", "key", "credential", "credentials", "creds", "auth",
    "apikey", "secretkey", "privatekey", "accesskey", "accesstoken", "authtoken",
    "refreshtoken", "clientsecret", "masterkey", "signingkey", "encryptionkey", "sessiontoken",
    "licensekey", "authkey", "sharedkey", "hmackey", "passkey", "xoxb", "bearer",
}  # fmt: skip
_NOT_SECRET_PARTS = {
    "hash", "hashed", "length", "len", "min", "max", "reset", "policy", "url", "uri", "field",
    "hint", "file", "path", "required", "expires", "expiry", "expiration", "changed", "strength",
    "rule", "rules", "regex", "pattern", "prompt", "label", "type", "count", "limit", "size",
    "usage", "used", "name", "id", "ids", "prefix", "format", "index", "ttl", "endpoint", "header",
    "env", "var", "placeholder", "input", "form", "enabled", "public", "pub", "cache", "primary",
    "foreign", "sort", "partition", "idempotency", "routing", "dedup", "num", "total", "budget",
    "tokens", "manager", "store", "provider", "age", "version", "algorithm", "alg", "mode", "kind",
    "ref", "location", "source", "scope", "scopes", "issuer", "audience", "error", "valid",
}  # fmt: skip


@lru_cache(maxsize=4096)
def key_kind(key: str) -> str | None:
    """The type of secret a key name announces (`password`, `api_key`, `secret`) or None."""
    low = key.lower()
    parts = [p.lower() for p in _KEY_PARTS.findall(key)]
    if not parts or _NOT_SECRET_PARTS.intersection(parts):
        return None
    if any(w in low for w in ("password", "passwd", "passphrase")):
        return "password"
    if parts[-1] in _PASSWORD_PARTS or low in ("pin", "pin_code", "pin_number"):
        return "password"
    if re.search(r"api[_.\-]?key", low):
        return "api_key"
    if _SECRET_PARTS.intersection(parts) or low.endswith(("token", "secret")):
        return "secret"
    return None


_KEY_QUALIFIERS = {
    "private", "access", "encryption", "signing", "master", "client", "license", "hmac", "shared",
    "app", "service", "account", "storage", "subscription", "session", "aes", "jwt", "ssh", "gpg",
    "pgp", "deploy", "admin", "root", "webhook", "aws", "gcp", "azure", "github", "stripe",
}  # fmt: skip


@lru_cache(maxsize=4096)
def _bare_key(key: str) -> bool:
    """`key`, `KEY`, `my_key`: the word alone says little, so only a random value counts."""
    parts = {p.lower() for p in _KEY_PARTS.findall(key)}
    return parts & _SECRET_PARTS == {"key"} and not parts & _KEY_QUALIFIERS


def _value_ok(kind: str, value: str, key: str = "") -> bool:
    v = value.strip()
    if not v or _is_placeholder(v):
        return False
    if kind == "password":
        return True
    if kind == "secret" and _bare_key(key):
        return looks_random(v)
    return (
        len(v) >= 12
        and _has_digit_and_letter(v)
        and not any(c.isspace() for c in v)
        and _wordiness(v) < 0.5
    )


# ---------------------------------------------------------------- checks

_IDENT = string.ascii_letters + string.digits + "_.-"
_KEY_HINTS = ("pass", "pw", "pin", "secret", "token", "key", "auth", "cred")


def _key_before(text: str, pos: int) -> str:
    """The identifier that ends just before `pos` (skipping spaces, a closing quote or bracket)."""
    head = text[max(0, pos - 100) : pos].rstrip(" \t")
    head = head[:-1] if head.endswith("]") else head
    head = head[:-1] if head.endswith(("'", '"')) else head
    return head[len(head.rstrip(_IDENT)) :].strip("-.")


def _check_keyed(m: re.Match[str]) -> str | None:
    text, start = m.string, m.start()
    key = _key_before(text, start)
    low = key.lower()
    if not any(h in low for h in _KEY_HINTS):
        return None
    kind = key_kind(key)
    value = m["dq"] or m["sq"] or m["v"]
    if kind is None or not _value_ok(kind, value, key):
        return None
    if m["v"] is not None and not _unquoted_ok(m, key, kind, value):
        return None
    return kind


def _unquoted_ok(m: re.Match[str], key: str, kind: str, value: str) -> bool:
    text, end = m.string, m.end("v")
    after = text[end : end + 1]
    if after in ("(", "[") or (after in (",", ")") and _IDENTIFIER.fullmatch(value)):
        return False  # code: `password = get(...)`, `login(password=pw)`
    colon = m["colon"] is not None
    if colon and _ANNOTATION_TAIL.match(text, end):
        return False  # code: `password: SecretStr | None = None`
    if kind != "password" or not colon or _config_line(text, m.start(), key):
        return True
    # `Password: must be long`, `:param pass_fds: sequence`, `password: SecretStr`
    return _looks_like_password(value) and not (value.isalpha() and _wordiness(value) >= 0.6)


def _config_line(text: str, sep: int, key: str) -> bool:
    """`password:` or `DB_PASSWORD:` alone before the colon on its line (YAML, env, headers)."""
    if key.isupper():
        return True
    line = text[text.rfind("\n", 0, sep) + 1 : sep].strip().strip("\"'-").strip()
    return line == key and not (key.isalpha() and key[0].isupper())


def _check_xml(m: re.Match[str]) -> str | None:
    tag = m["tag"].rsplit(":", 1)[-1]
    kind = key_kind(tag)
    return kind if kind and _value_ok(kind, m["v"], tag) else None


def _check_flag(m: re.Match[str]) -> str | None:
    kind = key_kind(m["key"])
    return kind if kind and _value_ok(kind, m["v"].strip("\"'")) else None


def _check_prose_password(m: re.Match[str]) -> str | None:
    v = m["v"]
    if _is_placeholder(v):
        return None
    if m["verb"]:  # `my password is Tr0ub4dor&3`
        return "password" if _looks_like_password(v) else None
    # `wifi password 38sVzAGT5Xol`: no verb, so only a value that cannot be a word
    strong = len(v) >= 8 and _has_digit_and_letter(v) and _wordiness(v) < 0.6
    return "password" if m["suffix"] and strong else None


def _check_prose_secret(m: re.Match[str]) -> str | None:
    """`the auth token is 2ed829af48d9...`, `our API key is ...`."""
    text, start = m.string, m.start()
    if start and (text[start - 1].isalnum() or text[start - 1] == "_"):
        return None
    if not _value_ok("secret", m["v"]):
        return None
    return (
        "api_key"
        if text[max(0, start - 4) : start].lower() in ("api ", "api_", "api-")
        else "secret"
    )


def _check_aws_secret(m: re.Match[str]) -> str | None:
    before = m.string[max(0, m.start() - 4) : m.start()].lower()
    return "aws_key" if m["access"] or "aws" in before else None


def _check_openai(m: re.Match[str]) -> str | None:
    return "api_key" if _is_mixed(m[0]) else None


def _check_auth_header(m: re.Match[str]) -> str | None:
    return "password" if m["scheme"].lower() == "basic" else "bearer_token"


def _check_bearer(m: re.Match[str]) -> str | None:
    return "bearer_token" if _has_digit_and_letter(m["v"]) else None


_LUHN_DOUBLED = (0, 2, 4, 6, 8, 1, 3, 5, 7, 9)


def _luhn(number: str) -> bool:
    digits = [int(c) for c in reversed(number)]
    return (sum(digits[0::2]) + sum(_LUHN_DOUBLED[d] for d in digits[1::2])) % 10 == 0


def _check_card(m: re.Match[str]) -> str | None:
    digits = m[0].replace(" ", "").replace("-", "")
    return "card" if 13 <= len(digits) <= 19 and _luhn(digits) else None


_SHA_PREFIX = re.compile(r"(?i)sha(?:1|224|256|384|512)[-_]")
_WORD_TAIL = re.compile(r"[^\s\"'<>()\[\]`]*+\Z")
_PUBLIC_BEFORE = re.compile(
    r"(?:base64,|(?i:sha(?:1|224|256|384|512))[:\-]|(?:ssh-(?:rsa|dss|ed25519)"
    r"|ecdsa-sha2-nistp\d{3}|sk-ssh-ed25519@openssh\.com)\s{1,4})\Z"
)


def _public_context(text: str, start: int, tok: str) -> bool:
    """Data URIs, integrity hashes, digests, public keys, PEM bodies and URL paths."""
    if _PUBLIC_BEFORE.search(text[max(0, start - 48) : start]) or _SHA_PREFIX.match(tok):
        return True
    word = _WORD_TAIL.search(text[max(0, start - 2048) : start])[0] + tok[:2]
    scheme = word.find("://")
    if scheme >= 0 and "?" not in word[scheme:]:
        return True  # a URL's host, path or fragment; its query string is still scrubbed
    return _in_pem_body(text[max(0, start - 8192) : start])


def _in_pem_body(before: str) -> bool:
    """`before` ends inside the base64 body of a PEM block (a certificate, a public key)."""
    begin = before.rfind("-----BEGIN ")
    header_end = before.find("-----", begin + 11) + 5 if begin >= 0 else 0
    return header_end > 4 and _PK_INNER.fullmatch(before, header_end) is not None


def _check_generic(m: re.Match[str]) -> str | None:
    tok = m[0]
    if not looks_random(tok) or _public_context(m.string, m.start(), tok):
        return None
    return "secret"


# ---------------------------------------------------------------- patterns
# A pattern starts with a literal or a small character set when it can (Python's regex engine
# then skips ahead quickly); a boundary check is a lookbehind placed right after that literal.

_TOK = r"A-Za-z0-9_\-"  # url-safe token characters
_FRESH = r"(?!\[REDACTED:)"  # a value that was already redacted is left alone

# Specific token formats: (type, pattern, check). Also used to type a password found in a URL.
_SPECIFIC: list[tuple[str, str, Check | None]] = [
    (
        "aws_key",
        r"A(?:KIA|SIA|BIA|CCA|GPA|IDA|IPA|NPA|NVA|PKA|ROA|SCA)(?<![A-Za-z0-9]....)"
        r"[A-Z0-9]{16}(?![A-Za-z0-9])",
        None,
    ),
    ("gcp_key", r"AIza[0-9A-Za-z_\-]{35}", None),
    ("gcp_key", r"GOCSPX-[A-Za-z0-9_\-]{28}", None),
    ("gcp_key", r"ya29\.(?<![A-Za-z0-9]ya29\.)[A-Za-z0-9_\-]{20,}+", None),
    ("github_token", r"gh[pousr]_[A-Za-z0-9]{36,251}", None),
    ("github_token", r"github_pat_[A-Za-z0-9_]{22,255}", None),
    ("gitlab_token", r"gl(?:pat|dt|rt|ptt|cbt|oas|ft|imt|soat|agent)-[A-Za-z0-9_\-]{20,}+", None),
    ("gitlab_token", r"GR1348941[A-Za-z0-9_\-]{20,}+", None),
    ("slack_token", r"x(?:ox[abposre]|app)-[A-Za-z0-9\-]{10,}+", None),
    ("stripe_key", r"[sr]k_(?:live|test)_[A-Za-z0-9]{16,}+", None),
    ("stripe_key", r"whsec_[A-Za-z0-9]{24,}+", None),
    ("api_key", r"sk-ant-[A-Za-z0-9_\-]{20,}+", None),
    ("api_key", rf"sk-(?<![{_TOK}]sk-)[{_TOK}]{{20,}}+", _check_openai),
    ("jwt", rf"eyJ(?<![{_TOK}]eyJ)[{_TOK}]{{8,}}+\.[{_TOK}]{{8,}}+\.[{_TOK}]*+", None),
]

_URL_CRED = (
    r"://(?P<user>[^\s:/?#@\[\]'\"<>]{0,256}+):(?P<pw>[^\s@/'\"<>]{1,256}+)@(?=[A-Za-z0-9\[_])"
)
_PORTISH = re.compile(r"\d{1,5}(?:[/?#].*)?")
_ORACLE = r"jdbc:oracle:[a-z]+:[^/\s:@]{1,128}+/(?P<pw>[^@\s]{1,256})@"
_SLACK_HOOK = r"https://hooks\.slack\.com/(?:services|workflows|triggers)/[A-Za-z0-9_/\-]{10,}+"
_AWS_SECRET = (
    r"(?i:secret)(?P<access>[_\-. ]?(?i:access))?(?:[_\-. ]?(?i:key))?"
    r"[\"'\]]?\s{0,4}(?:[:=]|=>|(?i:\bis\b))?\s{0,4}[\"']?"
    r"(?P<v>[A-Za-z0-9/+]{40})(?![A-Za-z0-9/+])"
)
_AZURE_CLIENT_SECRET = (
    r"[A-Za-z0-9_~.\-]{3}\dQ~(?<![A-Za-z0-9_~.\-].{6})[A-Za-z0-9_~.\-]{31,34}(?![A-Za-z0-9_~.\-])"
)
_AZURE = [
    r"(?:AccountKey|SharedAccessKey|SharedSecretValue)\s{0,4}=\s{0,4}"
    r"(?P<v>[A-Za-z0-9+/]{20,}+={0,2})",
    r"sig=(?<![A-Za-z0-9]sig=)(?P<v>[A-Za-z0-9%+/]{20,}+(?:%3D|=){0,2})",
]
_AUTH_HEADER = (
    r"(?i:authorization)[\"']?\s{0,4}[:=]\s{0,4}[\"']?(?P<scheme>(?i:bearer|token|basic))"
    r"\s{1,4}(?P<v>[A-Za-z0-9\-._~+/]{8,}+=*)"
)
_BEARER = r"(?i:bearer)(?<![A-Za-z0-9].{6})\s{1,4}(?P<v>[A-Za-z0-9\-._~+/]{16,}+=*)"
# key = value: matched at the separator, the key is read backwards (`_key_before`), and the
# value sits in a lookahead so a rejected match consumes nothing.
_KEYED = (
    r"(?P<sep>(?::=(?<![=:!<>]..)|=>(?<![=:!<>]..)|(?P<colon>:)(?!//)(?<![=:!<> \t].)"
    r"|=(?<![=:!<>].)(?!=))[ \t]{0,4})(?="
    rf"\"{_FRESH}(?P<dq>[^\"\n]{{1,512}}+)\"|'{_FRESH}(?P<sq>[^'\n]{{1,512}}+)'"
    rf"|{_FRESH}(?![:=])(?P<v>[^\s\"'`,;&<>(){{}}\[\]]{{1,256}}+"
    r"(?(colon)[^\s\"'`,<>(){}\[\]]{0,128}+)))"  # `&` and `;` end a value only after `=`
)
_XML = rf"<(?P<tag>[A-Za-z_][\w:.\-]{{0,40}}+)>(?P<v>{_FRESH}[^<\s][^<\n]{{0,255}}+)</(?P=tag)>"
_FLAG = (
    r"-(?<!\S-)-?(?P<key>password|passwd|pass|token|api-key|apikey|secret|client-secret"
    rf"|auth-token|access-token)[ =](?P<v>{_FRESH}(?!-)(?:\"[^\"\n]{{1,256}}+\""
    r"|'[^'\n]{1,256}+'|[^\s\"']{1,256}+))"
)
_MYSQL = (
    r"mysql(?<!\wmysql)[a-z]{0,8}+(?:[ \t]++[^\s;|]++){0,8}?[ \t]++-p"
    rf"(?P<v>{_FRESH}[^\s\"']{{1,256}}+)"
)
_PROSE_VALUE = rf"[\"'`]?(?P<v>{_FRESH}[^\s\"'`]{{3,128}}?)[\"'`]?(?=[\s.,;!?)]|$)"
_PROSE_PASSWORD = (
    r"(?i:pass)(?<![A-Za-z0-9_].{4})(?P<suffix>(?i:word|wd|phrase|code))?s?\s{1,4}"
    r"(?P<verb>(?i:is|was|set\s+to|changed\s+to|reads)\s{1,4})?" + _PROSE_VALUE
)
_PROSE_SECRET = (
    r"[TtSsKk](?i:(?<=t)oken|(?<=s)ecret|(?<=k)ey)\s{1,4}(?i:is|was|reads)\s{1,4}" + _PROSE_VALUE
)
# `curl -u user:pass`, `sshpass -p pw`, `docker login -p pw`, `redis-cli -a pw`
_CLI_ARGS = r"(?:[ \t]++[^\s;|]++){0,8}?[ \t]++"
_CLI_VALUE = rf"[\"']?(?P<v>{_FRESH}[^\s\"']{{1,256}}+)"
_CLI_PASSWORDS = [
    rf"curl(?<!\wcurl){_CLI_ARGS}(?:-u|--user)[ \t=]++[\"']?[^\s:\"']{{1,128}}+:{_CLI_VALUE}",
    rf"sshpass{_CLI_ARGS}-p[ \t]*+{_CLI_VALUE}",
    r"login(?:(?<=docker login)|(?<=podman login)|(?<=nerdctl login)|(?<=registry login))"
    rf"{_CLI_ARGS}-p[ \t]++{_CLI_VALUE}",
    rf"redis-cli{_CLI_ARGS}-a[ \t]++{_CLI_VALUE}",
]
_CARD = (
    r"[2-6](?<![\d\-+.,/][2-6])(?:\d{12,18}"
    r"|\d{3}(?P<s1>[ \-])\d{4}(?P=s1)\d{4}(?P=s1)\d{1,4}(?:(?P=s1)\d{1,3})?"
    r"|(?<=3)\d{3}(?P<s2>[ \-])\d{6}(?P=s2)\d{4,5})(?![\d\-])"
)
_GENERIC = r"[A-Za-z0-9+/_\-]{20,}+={0,2}"


def _specific_rules() -> list[_Rule]:
    return [_Rule(kind, re.compile(p), 0, (), chk) for kind, p, chk in _SPECIFIC]


def _build_rules() -> list[_Rule]:
    c = re.compile
    return [
        _Rule("password", c(_URL_CRED), "pw", (), _check_url_password),
        _Rule("password", c(_ORACLE), "pw"),
        _Rule("slack_token", c(_SLACK_HOOK)),
        _Rule("aws_key", c(_AWS_SECRET), "v", ("aws", "access"), _check_aws_secret),
        *(_Rule("azure_key", c(p), "v") for p in _AZURE),
        _Rule("azure_key", c(_AZURE_CLIENT_SECRET), 0, ("q~",)),
        *_specific_rules(),
        _Rule("bearer_token", c(_AUTH_HEADER), "v", ("authorization",), _check_auth_header),
        _Rule("bearer_token", c(_BEARER), "v", ("bearer",), _check_bearer),
        _Rule("secret", c(_KEYED), ("dq", "sq", "v"), (), _check_keyed),
        _Rule("secret", c(_XML), "v", (), _check_xml),
        _Rule("secret", c(_FLAG), "v", (), _check_flag),
        _Rule("password", c(_MYSQL), "v"),
        *(_Rule("password", c(p), "v") for p in _CLI_PASSWORDS),
        _Rule("password", c(_PROSE_PASSWORD), "v", (), _check_prose_password),
        _Rule("secret", c(_PROSE_SECRET), "v", (), _check_prose_secret),
        _Rule("card", c(_CARD), 0, (), _check_card),
        _Rule("secret", c(_GENERIC), 0, (), _check_generic),
    ]


_SPECIFIC_FULL = [(kind, re.compile(p)) for kind, p, _ in _SPECIFIC]


def _token_kind(tok: str) -> str | None:
    """The type of a specific token format that `tok` is exactly, if any."""
    return next((kind for kind, rx in _SPECIFIC_FULL if rx.fullmatch(tok)), None)


def _check_url_password(m: re.Match[str]) -> str | None:
    pw = m["pw"]
    if _PORTISH.fullmatch(pw) or _is_placeholder(pw):
        return None
    return _token_kind(pw) or "password"


# ---------------------------------------------------------------- private keys

_PK_BEGIN = re.compile(r"-----BEGIN[A-Z0-9 ]{0,40} PRIVATE KEY(?: BLOCK)?-----")
_PK_END = re.compile(r"-----END[A-Z0-9 ]{0,40} PRIVATE KEY(?: BLOCK)?-----")
# The inside of a key block: armor headers, base64 lines (in JSON, with `\n` escapes).
_PK_INNER = re.compile(
    r"(?:(?:Proc-Type|DEK-Info|Comment|Version|Hash|Charset): [^\n\\]{0,200}"
    r"|[A-Za-z0-9+/=\s]|\\[nr])*+"
)
_PK_MAX = 64 * 1024


def _scrub_private_keys(text: str, counts: Counter[str]) -> str:
    """Replace each BEGIN..END private key block; a block without END loses its body."""
    if "PRIVATE KEY" not in text:
        return text
    ends = [(m.start(), m.end()) for m in _PK_END.finditer(text)]
    starts = [s for s, _ in ends]
    out, pos = [], 0
    for m in _PK_BEGIN.finditer(text):
        if m.start() < pos:
            continue
        stop = _private_key_stop(text, m, ends, starts)
        if stop is None:
            continue
        out += [text[pos : m.start()], MARKER.format("private_key")]
        counts["private_key"] += 1
        pos = stop
    out.append(text[pos:])
    return "".join(out)


def _private_key_stop(text: str, begin: re.Match[str], ends: list, starts: list) -> int | None:
    """Where the block opened by `begin` ends, or None when no key material follows it."""
    i = bisect_left(starts, begin.end())
    if i < len(ends) and ends[i][1] - begin.start() <= _PK_MAX:
        if _PK_INNER.fullmatch(text, begin.end(), ends[i][0]):
            return ends[i][1]
    body = _PK_INNER.match(text, begin.end())
    return body.end() if len(body[0].strip()) >= 16 else None


# ---------------------------------------------------------------- driver

_RULES = _build_rules()
_SPECIFIC_RULES = [rule for rule in _RULES if rule.check is not _check_generic]


def _apply(rule: _Rule, text: str, counts: Counter[str]) -> str:
    """Replace the chosen group of each accepted match; overlapping matches are skipped."""
    names = rule.group if isinstance(rule.group, tuple) else (rule.group,)
    out, pos = [], 0
    for m in rule.regex.finditer(text):
        group = next((g for g in names if m[g] is not None), names[0])
        start, end = m.span(group)
        if start < pos or start == end or text.startswith(_MARKER_START, start):
            continue
        kind = rule.check(m) if rule.check else rule.kind
        if kind is None:
            continue
        out += [text[pos:start], MARKER.format(kind)]
        counts[kind] += 1
        pos = end
    if not out:
        return text
    out.append(text[pos:])
    return "".join(out)


_MAX_PASSES = 4


def scrub(text: str, generic: bool = True) -> ScrubResult:
    """Replace every secret in `text` with ``[REDACTED:<type>]``.

    A redaction can change the context another rule looks at, so passes repeat until one finds
    nothing (one pass for clean text): scrubbing scrubbed text then changes nothing.
    `generic=False` leaves out the high-entropy guess: for identifiers, which are often random.
    """
    counts: Counter[str] = Counter()
    rules = _RULES if generic else _SPECIFIC_RULES
    for _ in range(_MAX_PASSES):
        before = counts.total()
        text = _scrub_pass(text, counts, rules)
        if counts.total() == before:
            break
    return ScrubResult(text=text, count=counts.total(), types=dict(counts))


def _scrub_pass(text: str, counts: Counter[str], rules: list[_Rule]) -> str:
    low = text.lower()
    text = _scrub_private_keys(text, counts)
    for rule in rules:
        if len(text) < rule.min_len:
            continue
        if not rule.hints or any(h in low for h in rule.hints):
            text = _apply(rule, text, counts)
    return text


def scrub_value(value):
    """Scrub every string inside dicts/lists/tuples; returns ``(new_value, count)``.

    A string under a key that names a secret (``{"password": "..."}``) is redacted whole.
    Keys are scrubbed too (a token can be a key); non-string scalars are kept as they are.
    """
    if isinstance(value, str):
        res = scrub(value)
        return res.text, res.count
    if isinstance(value, dict):
        out, total = {}, 0
        for k, v in value.items():
            key, key_count = _scrub_key(k, out)
            out[key], n = _scrub_item(k, v)
            total += n + key_count
        return out, total
    if isinstance(value, list | tuple):
        items = [scrub_value(v) for v in value]
        new = [v for v, _ in items]
        return (tuple(new) if isinstance(value, tuple) else new), sum(n for _, n in items)
    return value, 0


def scrub_fields(model, names: tuple[str, ...]):
    """Scrub the named identifier fields of a pydantic model; returns ``(copy, count)``.

    Only secrets of a known shape are replaced here: random-looking ids (nanoids, hashes) are
    the norm in these fields, and redacting them would merge distinct threads or paths.
    """
    update, total = {}, 0
    for name in names:
        value = getattr(model, name)
        if isinstance(value, str):
            res = scrub(value, generic=False)
            if res.count:
                update[name], total = res.text, total + res.count
    return (model.model_copy(update=update) if update else model), total


def _scrub_key(key, taken: dict):
    if not isinstance(key, str):
        return key, 0
    res = scrub(key)
    new, n = res.text, 2
    while res.count and new in taken:  # two redacted keys must not overwrite each other
        new, n = f"{res.text} #{n}", n + 1
    return new, res.count


def _scrub_item(key, value):
    kind = key_kind(key) if isinstance(key, str) else None
    if kind and isinstance(value, str) and _value_ok(kind, value, key):
        return MARKER.format(kind), 1
    return scrub_value(value)


# ---------------------------------------------------------------- dangerous commands

_DEVICE = (
    r"/dev/(?:sd[a-z]{1,2}\d*|hd[a-z]\d*|vd[a-z]\d*|xvd[a-z]\d*|nvme\d+n\d+(?:p\d+)?"
    r"|mmcblk\d+(?:p\d+)?|disk\d+(?:s\d+)?|md\d+|dm-\d+|mapper/[\w\-]+)(?![\w/])"
)
_SEG = r"[^;&|\n]{0,400}+"  # the rest of one simple command
_SEG_LAZY = r"[^;&|\n]{0,400}?"
# (reason, substrings one of which must occur, pattern)
_DANGER: list[tuple[str, tuple[str, ...], re.Pattern[str]]] = [
    ("curl_pipe_shell", ("curl", "wget", "fetch"), re.compile(
        r"\b(?:curl|wget|fetch)\b[^|;\n]{0,400}+\|\s*(?:sudo\s+(?:-\S+\s+)*)?"
        r"(?:env\s+)?(?:/usr)?(?:/bin/)?(?:ba|z|k|da|fi|c|tc)?sh\b"
        r"|sh\s+(?:-c\s+)?[\"']?(?:<\(|\$\()\s*(?:curl|wget)\b")),
    ("fork_bomb", ("()",), re.compile(
        r"(?<![\w:.])(?P<f>[\w:.]{1,32}+)\s*+\(\)\s*+\{\s*+(?P=f)\s*+\|\s*+(?P=f)\s*+&\s*+\}"
        r"\s*+;\s*+(?P=f)")),
    ("disk_wipe", ("/dev/",), re.compile(
        rf"dd(?<!\wdd)\s{_SEG_LAZY}\bof=[\"']?{_DEVICE}|mkfs(?<!\wmkfs)(?:\.\w+)?\s{_SEG_LAZY}{_DEVICE}"
        rf"|wipefs\s{_SEG_LAZY}{_DEVICE}|>(?<![\d&]>)\s*{_DEVICE}")),
    ("shred_device", ("shred",), re.compile(rf"shred(?<!\wshred)\s{_SEG_LAZY}{_DEVICE}")),
]  # fmt: skip

_RM = re.compile(rf"rm(?<!\wrm)\s(?P<args>{_SEG})")
_CHMOD = re.compile(rf"chmod(?<!\wchmod)\s(?P<args>{_SEG})")
_ROOT_TARGETS = {"/", "/*", "//", "/.", "~", "~/", "~/*", "$HOME", "$HOME/", "$HOME/*", "${HOME}",
                 "${HOME}/", "${HOME}/*"}  # fmt: skip
_OPEN_MODES = {"777", "0777", "a+rwx", "ugo+rwx", "a=rwx", "ugo=rwx"}


def _args(segment: str) -> list[str]:
    return [a.strip("\"'") for a in segment.split()]


def _recursive(args: list[str]) -> bool:
    return any(
        a in ("--recursive", "-R") or (re.fullmatch(r"-[a-zA-Z]+", a) and "r" in a.lower())
        for a in args
    )


def _rm_root(text: str) -> bool:
    for m in _RM.finditer(text):
        args = _args(m["args"])
        if "--no-preserve-root" in args:
            return True
        if _recursive(args) and _ROOT_TARGETS.intersection(args):
            return True
    return False


def _chmod_root(text: str) -> bool:
    for m in _CHMOD.finditer(text):
        args = _args(m["args"])
        if _recursive(args) and _OPEN_MODES.intersection(args) and _ROOT_TARGETS.intersection(args):
            return True
    return False


def dangerous_commands(text: str) -> list[str]:
    """Reasons a tool-use observation holds a destructive command, e.g. ``["rm_rf_root"]``."""
    reasons = []
    if "rm" in text and _rm_root(text):
        reasons.append("rm_rf_root")
    reasons += [
        name for name, hints, rx in _DANGER if any(h in text for h in hints) and rx.search(text)
    ]
    if "chmod" in text and _chmod_root(text):
        reasons.append("chmod_777_root")
    return reasons
