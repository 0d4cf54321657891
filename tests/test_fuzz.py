"""schemathesis against the app's own /openapi.json, in process: every operation, valid and
invalid inputs, bounded by examples and time. No answer may be a 5xx (API.md: bad input is a
4xx, never a 500)."""

from __future__ import annotations

import os
import time
from collections import Counter
from dataclasses import dataclass, field

import schemathesis
from conftest import keyed_app
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis.errors import Unsatisfiable
from schemathesis.generation import GenerationMode

from graphmem.models import RecordIn

# CI runs the bounded default; GRAPHMEM_FUZZ_SCALE=5 (say) searches deeper by hand.
SCALE = float(os.environ.get("GRAPHMEM_FUZZ_SCALE", "1"))
EXAMPLES = {GenerationMode.POSITIVE: int(20 * SCALE), GenerationMode.NEGATIVE: int(10 * SCALE)}
BUDGET_S = 300.0 * SCALE  # the whole run; each operation and mode gets an equal share


@dataclass
class Tally:
    user: str
    headers: dict[str, str]
    statuses: Counter = field(default_factory=Counter)
    failures: list[str] = field(default_factory=list)
    jobs: list[str] = field(default_factory=list)

    def record(self, label: str, case) -> None:
        _own_user(case, self.user)
        try:
            response = case.call(headers=self.headers)
        except Exception as exc:  # an exception that escaped the app is a 500 too
            self.failures.append(f"{label} raised {exc!r}: {case.as_curl_command()}")
            return
        self.statuses[response.status_code] += 1
        if response.status_code >= 500:
            self.failures.append(f"{label} -> {response.status_code} {response.text[:300]}\n"
                                 f"  {case.as_curl_command()}")
        if response.status_code == 202:
            self.jobs.append(response.json()["job_id"])


def _own_user(case, user: str) -> None:
    """A random user_id is a 403 before anything else runs: name the caller's own user instead,
    so the cases reach the handlers (naming a foreign user is tested in test_custody)."""
    if isinstance(case.query, dict) and "user_id" in case.query:
        case.query["user_id"] = user
    if isinstance(case.body, dict) and "user_id" in case.body:
        case.body["user_id"] = user


def fuzz(operation, mode: GenerationMode, examples: int, share_s: float, tally: Tally) -> None:
    deadline = time.monotonic() + share_s

    @given(case=operation.as_strategy(generation_mode=mode))
    @settings(max_examples=examples, deadline=None, database=None, phases=[Phase.generate],
              suppress_health_check=list(HealthCheck))
    def run(case):
        if time.monotonic() < deadline:  # past its share of time: the rest are not sent
            tally.record(operation.label, case)

    try:
        run()
    except Unsatisfiable:
        pass  # no parameter to break: nothing for the negative mode to send


def test_no_operation_answers_5xx(services, user):
    key = f"fuzz-{user}"
    app = keyed_app(services, {key: [user]})
    # Something to read, so the read paths run past "nothing found".
    services.writer.append_many(user, [
        RecordIn(type="conversation", content=f"Alice told Bob about the Lisbon launch {i}",
                 source_ref=f"seed-{i}", thread_id="t1", sender="Alice") for i in range(3)])
    schema = schemathesis.openapi.from_asgi("/openapi.json", app)
    operations = [result.ok() for result in schema.get_all_operations()]
    share = BUDGET_S / (len(operations) * len(EXAMPLES))
    tally = Tally(user, {"Authorization": f"Bearer {key}"})
    for operation in operations:
        for mode, examples in EXAMPLES.items():
            fuzz(operation, mode, examples, share, tally)
    _wait_for(services, tally.jobs)
    cases = sum(tally.statuses.values()) + len(tally.failures)
    print(f"schemathesis: {cases} cases over {len(operations)} operations, by status class "
          f"{dict(sorted(tally.statuses.items()))}, {len(tally.failures)} answered 5xx")
    assert cases >= len(operations) * 5
    assert tally.statuses[200] >= len(operations)  # valid cases got through to the handlers
    assert not tally.failures, "\n".join(tally.failures[:20])


def _wait_for(services, jobs: list[str], timeout: float = 300.0) -> None:
    """Background jobs the fuzzer started finish before the session's driver closes."""
    deadline = time.monotonic() + timeout
    for job_id in jobs:
        while time.monotonic() < deadline:
            job = services.curator.runner.get(job_id, "*", admin=True)
            if job is None or job["status"] != "running":
                if job and job["status"] == "failed":
                    print(f"background job {job_id} failed: {job.get('error')}")
                break
            time.sleep(0.5)
