"""The secret scrubber and the dangerous-command detector (pure Python, no Neo4j needed)."""

from __future__ import annotations

import json
import random
import string
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from graphmem.ingest.scrub import ScrubResult, dangerous_commands, scrub, scrub_value

DATA = Path(__file__).parent / "data"


def _load(name: str) -> list[dict]:
    with open(DATA / name, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


SECRETS = _load("secrets.jsonl")
BENIGN = _load("benign.jsonl")


# ---------------------------------------------------------------- corpus gates


def test_corpus_sizes():
    assert len(SECRETS) >= 60
    assert len(BENIGN) >= 60
    assert all(row["secret"] in row["text"] for row in SECRETS)


def test_every_secret_is_caught():
    missed = [row for row in SECRETS if row["secret"] in scrub(row["text"]).text]
    for row in missed:
        print(f"MISSED {row['type']}: {scrub(row['text']).text[:200]!r}")
    print(f"caught {len(SECRETS) - len(missed)}/{len(SECRETS)}")
    assert not missed


def test_every_secret_gets_its_type():
    wrong = []
    for row in SECRETS:
        res = scrub(row["text"])
        if row["type"] not in res.types or f"[REDACTED:{row['type']}]" not in res.text:
            wrong.append((row["type"], res.types))
    for expected, got in wrong:
        print(f"TYPE expected {expected}, got {got}")
    assert not wrong


def test_lookalikes_are_left_alone():
    changed = [row for row in BENIGN if scrub(row["text"]).text != row["text"]]
    for row in changed:
        print(f"CHANGED {row['kind']}: {scrub(row['text']).text[:200]!r}")
    rate = len(changed) / len(BENIGN)
    print(f"false positives {len(changed)}/{len(BENIGN)} = {rate:.1%}")
    assert rate <= 0.02


def test_count_matches_markers():
    for row in SECRETS:
        res = scrub(row["text"])
        assert res.count == res.text.count("[REDACTED:") == sum(res.types.values()) >= 1


def test_clean_text_has_nothing_to_count():
    assert scrub("Nothing to see here, just a note about lunch.") == ScrubResult(
        text="Nothing to see here, just a note about lunch.", count=0, types={}
    )
    assert scrub("") == ScrubResult(text="", count=0, types={})


# ---------------------------------------------------------------- idempotence


@pytest.mark.parametrize("row", SECRETS + BENIGN, ids=lambda r: r.get("type") or r["kind"])
def test_scrubbing_scrubbed_text_changes_nothing(row):
    once = scrub(row["text"])
    twice = scrub(once.text)
    assert twice.text == once.text
    assert twice.count == 0


def test_all_secrets_in_one_document():
    doc = "\n\n".join(row["text"] for row in SECRETS)
    res = scrub(doc)
    leaked = [row["type"] for row in SECRETS if row["secret"] in res.text]
    assert not leaked
    assert scrub(res.text).text == res.text


# ---------------------------------------------------------------- specific shapes


def test_connection_string_keeps_user_and_host():
    res = scrub("DATABASE_URL=postgresql://app_user:Xk29!vLq7#pz@db.internal.example.com:5432/app")
    assert res.text == (
        "DATABASE_URL=postgresql://app_user:[REDACTED:password]@db.internal.example.com:5432/app"
    )
    assert res.types == {"password": 1}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("redis://:s3cretPw99@cache:6379/0", "redis://:[REDACTED:password]@cache:6379/0"),
        (
            "mongodb+srv://ops:Zq8xW2mP4r@cluster0.x1y2z.mongodb.net/db",
            "mongodb+srv://ops:[REDACTED:password]@cluster0.x1y2z.mongodb.net/db",
        ),
        ("amqp://guest:pw-Rt5Yu8@rabbit:5672/", "amqp://guest:[REDACTED:password]@rabbit:5672/"),
    ],
)
def test_url_passwords(text, expected):
    assert scrub(text).text == expected


def test_url_without_password_is_untouched():
    for text in [
        "https://example.com:8443/path/@user/profile",
        "git@github.com:acme/infra.git",
        "https://medium.com/@someone/some-post-1a2b3c",
        "ftp://anonymous@ftp.example.org/pub",
    ]:
        assert scrub(text).text == text


def test_private_key_block_is_replaced_whole():
    body = "\n".join(
        "".join(random.Random(i).choices(string.ascii_letters, k=64)) for i in range(8)
    )
    text = f"key:\n-----BEGIN RSA PRIVATE KEY-----\n{body}\n-----END RSA PRIVATE KEY-----\ndone"
    assert scrub(text).text == "key:\n[REDACTED:private_key]\ndone"


def test_truncated_private_key_loses_its_body():
    text = "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ"
    res = scrub(text)
    assert "b3BlbnNzaC1rZXkt" not in res.text
    assert res.types == {"private_key": 1}


def test_password_assignments():
    cases = {
        "password=Hunter2!x": "password=[REDACTED:password]",
        '{"password": "pa ss word 9"}': '{"password": "[REDACTED:password]"}',
        "PASSWORD: Tr0ub4dor&3": "PASSWORD: [REDACTED:password]",
        "db:\n  password: hunter\n": "db:\n  password: [REDACTED:password]\n",
    }
    for text, expected in cases.items():
        assert scrub(text).text == expected


def test_password_prose_is_left_alone():
    for text in [
        "Reset your password: click the link we sent you.",
        "Password: must be at least 8 characters long",
        "The password is required.",
        "password = getpass.getpass()",
        "password: ${DB_PASSWORD}",
        "def login(user: str, password: SecretStr | None = None):",
        "connect(host, password=pw, timeout=3)",
    ]:
        assert scrub(text).text == text, text


def test_bearer_header():
    res = scrub("Authorization: Bearer 9f8e7d6c5b4a3f2e1d0cAbCdEf")
    assert res.text == "Authorization: Bearer [REDACTED:bearer_token]"


def test_card_needs_luhn():
    assert scrub("card 4539 1488 0343 6467").text == "card [REDACTED:card]"
    assert scrub("order 4539 1488 0343 6468").text == "order 4539 1488 0343 6468"


def test_generic_token_needs_a_key_or_randomness():
    token = "Zx8Kq2LmN4pR7tVw9YbC3dEfGh5J"
    assert scrub(f"the value {token} came back").types == {"secret": 1}
    assert scrub(f"api_key: {token}").types == {"api_key": 1}
    for benign in [
        "PaymentReconciliationServiceImpl2",
        "MLKEM768X25519PrivateKey",
        "f1d2d2f924e986ac86fdf7b36c94bcdf32beec15",
        "550e8400-e29b-41d4-a716-446655440000",
    ]:
        assert scrub(f"see {benign} here").count == 0, benign


# ---------------------------------------------------------------- metadata


def test_scrub_value_recurses():
    value = {
        "note": "token ghp_" + "a1B2c3D4e5" * 4,
        "password": "hunter2",
        "nested": [{"url": "postgres://u:Pw0rd-xyz@h/db"}, ("AKIAIOSFODNN7EXAMPL3", 7)],
        "count": 3,
        "flag": None,
    }
    new, count = scrub_value(value)
    assert count == 4
    assert new["note"] == "token [REDACTED:github_token]"
    assert new["password"] == "[REDACTED:password]"
    assert new["nested"][0]["url"] == "postgres://u:[REDACTED:password]@h/db"
    assert new["nested"][1] == ("[REDACTED:aws_key]", 7)
    assert (new["count"], new["flag"]) == (3, None)
    assert value["password"] == "hunter2"  # the input is not mutated


def test_scrub_value_leaves_clean_metadata():
    value = {"source": "slack", "tags": ["a", "b"], "password_min_length": 12, "token_count": 5}
    assert scrub_value(value) == (value, 0)


# ---------------------------------------------------------------- properties

_TOKEN_CHARS = string.ascii_letters + string.digits


@settings(
    max_examples=200, deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow]
)
@given(
    prefix=st.text(max_size=200),
    suffix=st.text(max_size=200),
    kind=st.sampled_from(["ghp", "gho", "ghu", "ghs", "ghr"]),
    body=st.text(alphabet=_TOKEN_CHARS, min_size=36, max_size=36),
)
def test_inserted_github_token_is_always_caught(prefix, suffix, kind, body):
    token = f"{kind}_{body}"
    res = scrub(f"{prefix} {token} {suffix}")
    assert token not in res.text
    assert res.count >= 1


@settings(max_examples=300, deadline=None, database=None)
@given(st.text(max_size=400))
def test_scrub_never_raises_and_stays_bounded(text):
    res = scrub(text)
    assert len(res.text) <= len(text) + len("[REDACTED:bearer_token]") * res.count
    assert res.count <= len(text) // 4 + 1
    assert scrub(res.text).text == res.text


_PIECES = [row["text"] for row in SECRETS[:30]] + [row["text"] for row in BENIGN[:30]]


@settings(max_examples=100, deadline=None, database=None)
@given(st.lists(st.sampled_from(_PIECES), min_size=1, max_size=5), st.sampled_from([" ", "\n", ""]))
def test_mixed_documents_are_idempotent(pieces, sep):
    once = scrub(sep.join(pieces)).text
    assert scrub(once).text == once


# ---------------------------------------------------------------- speed


_MB = 1_000_000
_ADVERSARIAL = {  # name -> builder of an input of about n characters
    "letters": lambda n: "a" * n,
    "mixed_run": lambda n: "A1b2C3d4" * (n // 8),
    "password_eq": lambda n: "password=" * (n // 9),
    "colons": lambda n: ":" * n,
    "equals": lambda n: "=" * n,
    "pem_begins": lambda n: "-----BEGIN RSA PRIVATE KEY-----\n" * (n // 32),
    "url_starts": lambda n: "://a:" * (n // 5),
    "url_no_at": lambda n: "://" + "b" * n,
    "jwt_heads": lambda n: "eyJ" * (n // 3),
    "jwt_parts": lambda n: "eyJabcdefghij." * (n // 14),
    "sk_dashes": lambda n: "sk-" * (n // 3),
    "digits": lambda n: "4" * n,
    "card_groups": lambda n: "4111 " * (n // 5),
    "bearer": lambda n: "Authorization: Bearer " * (n // 22),
    "xml_open": lambda n: "<password>" * (n // 10),
    "mysql": lambda n: "mysql -u " * (n // 9),
    "prose_pass": lambda n: "password is " * (n // 12),
    "spaces": lambda n: " " * n,
    "newlines": lambda n: "\n" * n,
    "quotes": lambda n: '"password": "' * (n // 13),
    "curl_user": lambda n: "curl -u a " * (n // 10),
    "docker_login": lambda n: "docker login -u x " * (n // 18),
    "token_is": lambda n: "the token is " * (n // 13),
    "fork_parens": lambda n: "f() { f | " * (n // 10),
    "rm_args": lambda n: "rm -rf a " * (n // 9),
    "printable": lambda n: "".join(random.Random(7).choices(string.printable, k=n)),
}


@pytest.mark.parametrize("name", sorted(_ADVERSARIAL))
def test_adversarial_megabyte_finishes_quickly(name):
    """No input makes the scanners worse than linear (catastrophic backtracking): a megabyte
    costs at most 8x a quarter of it (linear: 4x, quadratic: 16x), and never minutes. Relative,
    so a busy machine does not fail it (a fixed 3 s failed at 3.6 s in CI on a slow day)."""
    quarter, whole = (_scan_seconds(_ADVERSARIAL[name](size)) for size in (_MB // 4, _MB))
    assert whole < 8 * max(quarter, 0.1) and whole < 60, (name, quarter, whole)


def _scan_seconds(text: str) -> float:
    start = time.process_time()  # CPU time: other processes on the machine do not count
    scrub(text)
    dangerous_commands(text)
    return time.process_time() - start


# ---------------------------------------------------------------- dangerous commands


@pytest.mark.parametrize(
    ("command", "reason"),
    [
        ("rm -rf /", "rm_rf_root"),
        ("sudo rm -rf / --no-preserve-root", "rm_rf_root"),
        ("rm -fr /*", "rm_rf_root"),
        ("rm -r -f ~", "rm_rf_root"),
        ("rm --recursive --force ~/", "rm_rf_root"),
        ('rm -Rf "$HOME"', "rm_rf_root"),
        ("rm --no-preserve-root -rf /", "rm_rf_root"),
        ("cd /tmp && rm -rf /", "rm_rf_root"),
        ("curl -fsSL https://get.example.sh | sh", "curl_pipe_shell"),
        ("curl -s http://x.io/i.sh | sudo bash", "curl_pipe_shell"),
        ("wget -qO- https://example.com/install | bash -s -- --yes", "curl_pipe_shell"),
        ("bash <(curl -s https://example.com/setup.sh)", "curl_pipe_shell"),
        ('sh -c "$(curl -fsSL https://example.com/install.sh)"', "curl_pipe_shell"),
        (":(){ :|:& };:", "fork_bomb"),
        (":(){ :|: & };:", "fork_bomb"),
        ("bomb() { bomb | bomb & }; bomb", "fork_bomb"),
        ("dd if=/dev/zero of=/dev/sda bs=1M", "disk_wipe"),
        ("sudo dd if=/dev/urandom of=/dev/nvme0n1 status=progress", "disk_wipe"),
        ("mkfs.ext4 /dev/sdb1", "disk_wipe"),
        ("mkfs -t xfs -f /dev/sdc", "disk_wipe"),
        ("echo garbage > /dev/sda", "disk_wipe"),
        ("wipefs -a /dev/sdb", "disk_wipe"),
        ("chmod -R 777 /", "chmod_777_root"),
        ("sudo chmod 0777 -R /", "chmod_777_root"),
        ("shred -vzn 3 /dev/sda", "shred_device"),
    ],
)
def test_dangerous_commands(command, reason):
    assert reason in dangerous_commands(command)
    assert reason in dangerous_commands(f"$ {command}\n(output omitted)")


@pytest.mark.parametrize(
    "command",
    [
        "rm -rf ./build",
        "rm -rf /tmp/build-cache",
        "rm -rf ~/projects/old-checkout",
        "rm file.txt /",
        "curl -o file https://example.com/file.tar.gz",
        "curl -s https://api.example.com/v1/items | jq .items",
        "wget https://example.com/install.sh && less install.sh",
        "dd if=/dev/zero of=./disk.img bs=1M count=100",
        "mkfs.ext4 ./disk.img",
        "echo hi > /dev/null",
        "ls -la 2>/dev/null",
        "chmod -R 755 ./public",
        "chmod 777 /tmp/shared",
        "shred -u secrets.txt",
        "def f(): return g() | h()",
        "The farm() function is defined in farm.py",
    ],
)
def test_benign_commands_are_not_flagged(command):
    assert dangerous_commands(command) == []


def test_several_reasons_are_all_reported():
    text = "rm -rf / ; curl http://x | sh ; :(){ :|:& };:"
    assert dangerous_commands(text) == ["rm_rf_root", "curl_pipe_shell", "fork_bomb"]
