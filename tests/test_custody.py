"""Custody: no statement reads user data without a user filter, and no route lets one user read,
find or change another's data. Routes come from the app's own OpenAPI document, so an endpoint
added later is probed without anyone remembering to add it here."""

from __future__ import annotations

import ast
import re
import time
import uuid
from pathlib import Path

import pytest
from conftest import keyed_app
from cypher_custody import problems, unanchored
from fastapi.testclient import TestClient

from graphmem.store.queries import all_query_files

REPO = Path(__file__).resolve().parent.parent

# Routes that need no key and show no user data (API.md "Auth and custody").
PUBLIC = {("GET", "/health"), ("GET", "/viz/config")}
# POST routes that only read: run as the owner too, to prove the probe would see a leak.
READ_POSTS = {"/search", "/records/query", "/records/context", "/connect"}
# Routes for the admin principal only: everyone else gets 403.
ADMIN_ONLY = re.compile(r"^/admin/")
# Path parameters that name a user's data: another user gets 404 for them.
FOREIGN_IDS = {"record_id", "memory_id", "entity_id", "job_id", "name"}


# -- statements ----------------------------------------------------------------------------------
def test_every_statement_that_touches_user_data_filters_on_the_user():
    checked, failures = 0, []
    for path in all_query_files():
        if path.name == "schema.cypher":
            continue  # constraints and indexes, no data
        checked += 1
        failures += [f"{path.relative_to(REPO)}: {p}" for p in problems(path)]
    assert checked > 100
    assert not failures, "\n".join(failures)


@pytest.mark.parametrize("statement", [
    "MATCH (m:Memory {id: $id}) RETURN m.text",
    "MATCH (m:Memory {user_id: $user_id}) MATCH (e:Entity {name: $name}) RETURN m, e",
    "MATCH (r:Record) WHERE r.id = $id AND $user_id IS NOT NULL RETURN r",
    "CALL db.index.fulltext.queryNodes('memory_keyword', $q) YIELD node WHERE $user_id <> ''"
    " RETURN node",
    "MATCH (a:Entity {user_id: $user_id}) WITH a MATCH (m:Memory)-[:MENTIONS]->(e:Entity)"
    " RETURN m",
])
def test_the_statement_check_catches_a_missing_filter(statement, tmp_path):
    path = tmp_path / "leak.cypher"
    path.write_text(statement)
    assert problems(path), statement


@pytest.mark.parametrize("statement", [
    "MATCH (m:Memory)-[:MENTIONS]->(e:Entity) WHERE e.user_id = $user_id RETURN m",
    "UNWIND $ids AS id MATCH (r:Record {id: id, user_id: $user_id}) RETURN r",
    "// admin\nMATCH (m:Memory) RETURN count(m) AS n",
    "MATCH (a:Memory {user_id: $user_id}) WITH collect(a) AS xs UNWIND xs AS x"
    " MATCH (x)-[:DERIVED_FROM]->(r:Record) RETURN r",
])
def test_the_statement_check_accepts_filtered_and_admin_statements(statement, tmp_path):
    path = tmp_path / "ok.cypher"
    path.write_text(statement)
    assert not problems(path), unanchored(statement)


def test_no_cypher_in_python():
    """Every statement lives in cypher/ (where the check above reads it), none in Python."""
    pattern = re.compile(r"\b(MATCH|MERGE|CREATE)\s*\(\s*\w*\s*:\s*[A-Z]")
    found = []
    for path in (REPO / "graphmem").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                    and pattern.search(node.value):
                found.append(f"{path.relative_to(REPO)}:{node.lineno}")
    assert not found, found


def test_no_edge_joins_two_users(cypher):
    """The statement check trusts a path anchored at one node; that holds while no edge ever
    joins two users' nodes."""
    rows = cypher("MATCH (a)-[r]->(b) WHERE a.user_id IS NOT NULL AND b.user_id IS NOT NULL "
                  "AND a.user_id <> b.user_id AND a.user_id <> '*' AND b.user_id <> '*' "
                  "RETURN labels(a) AS a, type(r) AS r, labels(b) AS b LIMIT 5")
    assert rows == []


# -- the world: user A with data of every kind, user B with nothing, an admin ----------------------
class World:
    """A's data and the strings that must never reach B."""

    def __init__(self, app):
        tag = uuid.uuid4().hex[:10]
        self.a, self.b = f"custody-a-{tag}", f"custody-b-{tag}"
        self.word = f"Zq{tag}"
        self.thread, self.topic = f"thr-{uuid.uuid4().hex[:8]}", f"top-{uuid.uuid4().hex[:8]}"
        self.conversation = f"conv-{uuid.uuid4().hex[:8]}"
        self.state_key = f"db-{uuid.uuid4().hex[:8]}"
        self.doc_path = f"/docs/handbook-{uuid.uuid4().hex[:8]}.md"
        keys = {f"ka-{tag}": [self.a], f"kb-{tag}": [self.b], f"kadmin-{tag}": ["*"]}
        self.app = keyed_app(app.state.services, keys)
        self.as_a = self._client(f"ka-{tag}")
        self.as_b = self._client(f"kb-{tag}")
        self.admin = self._client(f"kadmin-{tag}")
        self.anonymous = TestClient(self.app)
        self.record_ids: list[str] = []
        self.memory_ids: list[str] = []
        self.entity_ids: list[str] = []
        self.job_id = ""

    def _client(self, key: str) -> TestClient:
        client = TestClient(self.app)
        client.headers["Authorization"] = f"Bearer {key}"
        return client

    def markers(self) -> set[str]:
        return {self.word, self.a, self.thread, self.topic, self.conversation, self.state_key,
                self.doc_path, "Okonkwo", "Zephyrine", *self.record_ids, *self.memory_ids,
                *self.entity_ids}

    def records(self) -> list[dict]:
        w, t = self.word, self.thread
        turn = {"type": "conversation", "thread_id": t, "topic_id": self.topic}
        return [
            {**turn, "source_ref": "a-1", "sender": "Quentin Zephyrine", "role": "user",
             "content": f"Quentin Zephyrine from Vandelay Industries says the {w} launch moves "
                        "to Lisbon."},
            {**turn, "source_ref": "a-2", "prev_source_ref": "a-1", "sender": "Marta Okonkwo",
             "content": f"Marta Okonkwo agreed with Quentin Zephyrine about the {w} budget."},
            {"type": "state_object", "kind": "service", "key": self.state_key,
             "content": f"postgres {w}", "source_ref": "a-3",
             "occurred_at": "2024-01-01T00:00:00Z"},
            {"type": "state_object", "kind": "service", "key": self.state_key,
             "content": f"mysql {w}", "source_ref": "a-4", "occurred_at": "2024-06-01T00:00:00Z"},
            {"type": "document", "source_path": self.doc_path, "source_ref": "a-5",
             "topic_id": self.topic,
             "content": f"# Handbook {w}\n\nQuentin Zephyrine runs Vandelay Industries.\n\n"
                        f"Marta Okonkwo owns the {w} budget."},
            {"type": "observation", "thread_id": t, "source_ref": "a-6",
             "content": f"ran the {w} test suite: all green"},
            {**turn, "source_ref": "a-7", "supersedes": "a-1",
             "content": f"Correction: the {w} launch moves to Porto, says Quentin Zephyrine."},
            {**turn, "source_ref": "a-8", "role": "user",
             "content": f"TODO: Quentin Zephyrine must renew the {w} contract by Friday."},
        ]


@pytest.fixture(scope="module")
def world(app, services) -> World:
    w = World(app)
    out = w.as_a.post("/records/import", json={"records": w.records()}).json()
    assert out["created"] == len(w.records()) and not out["failed"], out
    w.record_ids = out["ids"]
    for rid in w.record_ids:
        w.memory_ids += w.as_a.get(f"/records/{rid}").json()["memory_ids"]
    entities = w.as_a.get("/entities", params={"q": "Zephyrine"}).json()
    entities += w.as_a.get("/entities", params={"q": "Okonkwo"}).json()
    w.entity_ids = sorted({e["id"] for e in entities})
    assert w.entity_ids, "NER found no entity in A's records: the entity probes would be empty"
    current = w.as_a.get(f"/records/{w.record_ids[1]}").json()["memory_ids"][0]
    assert w.as_a.post(f"/memories/{current}/pin").status_code == 200
    prepared = w.as_a.post(f"/conversations/{w.conversation}/prepare", json={
        "messages": [{"role": "user", "content": f"What happened to the {w.word} launch?"}]})
    assert prepared.status_code == 200, prepared.text
    services.curator.run(["episodes", "tasks", "person_cards"], w.a)
    w.job_id = w.as_a.post("/curate/episodes").json()["job_id"]
    _wait_for_job(w.as_a, w.job_id)
    w.memory_ids = sorted(set(w.memory_ids) | _all_memory_ids(services, w.a))
    return w


def _all_memory_ids(services, user: str) -> set[str]:
    with services.store.driver.session(database=services.store.database) as session:
        rows = session.run("MATCH (m:Memory {user_id: $u}) RETURN m.id AS id", u=user)
        return {r["id"] for r in rows}


def _wait_for_job(client: TestClient, job_id: str, timeout: float = 120.0) -> dict:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        job = client.get(f"/jobs/{job_id}").json()
        if job.get("status") != "running":
            return job
        time.sleep(0.2)
    raise AssertionError(f"job {job_id} still running after {timeout}s")


# -- requests built from the OpenAPI document ----------------------------------------------------
def operations(app) -> list[tuple[str, str, dict]]:
    spec = app.openapi()
    return [(method.upper(), path, op) for path, ops in spec["paths"].items()
            for method, op in ops.items()]


def path_values(w: World) -> dict[str, str]:
    return {"record_id": w.record_ids[0], "memory_id": w.memory_ids[0],
            "entity_id": w.entity_ids[0], "job_id": w.job_id,
            "conversation_id": w.conversation, "kind": "service", "key": w.state_key,
            "action": "confirm", "job": "episodes", "name": "Marta Okonkwo"}


def field_values(w: World) -> dict[str, object]:
    """What B asks with: A's names and ids, never A's content word."""
    return {
        "query": "What did Quentin Zephyrine and Marta say about the launch in Lisbon?",
        "q": "Zephyrine", "thread_id": w.thread, "topic_id": w.topic,
        "from": "Quentin Zephyrine", "to": "Vandelay Industries",
        "other": "Vandelay Industries", "target": "b-other-conversation", "label": "b-label",
        "messages": [{"role": "user", "content": "What did Quentin Zephyrine decide?"}],
        "content": "Noted: Quentin Zephyrine decided.",
    }


def explicit_bodies(w: World) -> dict[tuple[str, str], object]:
    """Routes whose body is a free JSON object in the schema. B reuses A's source_ref and claims
    to supersede A's record: both must stay inside B's own chain."""
    own = {"type": "conversation", "content": "B's own note about Quentin Zephyrine",
           "thread_id": "b-thread", "source_ref": "a-1", "supersedes": w.record_ids[0]}
    return {("POST", "/records"): own,
            ("POST", "/records/import"): {"records": [{**own, "source_ref": "a-2"}]},
            ("POST", "/records/rebuild"): {}}


def example(schema: dict, spec: dict, values: dict, name: str = "") -> object:
    """A small valid instance of a JSON schema: required fields, plus every field we have a
    meaningful value for."""
    if "$ref" in schema:
        ref = schema["$ref"].rsplit("/", 1)[-1]
        return example(spec["components"]["schemas"][ref], spec, values, name)
    if name in values:
        return values[name]
    for key in ("anyOf", "oneOf"):
        if key in schema:
            options = [s for s in schema[key] if s.get("type") != "null"]
            return example(options[0], spec, values, name)
    if "enum" in schema:
        return schema["enum"][0]
    kind = schema.get("type")
    if kind == "object":
        props = schema.get("properties", {})
        chosen = [k for k in props if k in schema.get("required", []) or k in values]
        return {k: example(props[k], spec, values, k) for k in chosen if k != "user_id"}
    if kind == "array":
        return [example(schema["items"], spec, values)] if schema.get("minItems") else []
    if kind == "integer":
        return max(1, schema.get("minimum", 1))
    if kind == "number":
        return 1.0
    if kind == "boolean":
        return False
    if schema.get("format") == "date-time":
        return "2030-01-01T00:00:00Z"
    return "x"


def build(w: World, method: str, path: str, op: dict, spec: dict) -> dict:
    """One request as keyword arguments for TestClient.request."""
    pvalues, fvalues = path_values(w), field_values(w)
    url, params = path, {}
    for p in op.get("parameters", []):
        if p["in"] == "path":
            assert p["name"] in pvalues, (
                f"{method} {path}: no value for path parameter {p['name']!r}; add A's value "
                "for it to path_values so this route is probed")
            url = url.replace("{" + p["name"] + "}", pvalues[p["name"]])
        elif p["in"] == "query" and p["name"] in fvalues:
            params[p["name"]] = fvalues[p["name"]]
    request = {"method": method, "url": url, "params": params}
    explicit = explicit_bodies(w)
    if (method, path) in explicit:
        request["json"] = explicit[(method, path)]
    elif "requestBody" in op:
        schema = op["requestBody"]["content"]["application/json"]["schema"]
        request["json"] = example(schema, spec, fvalues)
    return request


def foreign(method: str, path: str) -> bool:
    if path == "/connect":
        return True  # it names A's entities: B has none by those names
    names = set(re.findall(r"\{(\w+)\}", path))
    if names & FOREIGN_IDS or {"kind", "key"} <= names:
        return True
    # B may open its own conversation under any id; reading one is reading A's.
    return method == "GET" and "conversation_id" in names


def leaked(response_text: str, request: dict, markers: set[str]) -> set[str]:
    """A's strings in a response, except those B sent itself (an id echoed in a 404)."""
    sent = repr(request)
    return {m for m in markers if m in response_text and m not in sent}


# -- B against every route -----------------------------------------------------------------------
def test_user_b_gets_nothing_of_a_from_any_route(world):
    w = world
    spec = w.app.openapi()
    ops = [(m, p, op) for m, p, op in operations(w.app) if (m, p) not in PUBLIC]
    reads = [(m, p, op) for m, p, op in ops if m == "GET" or p in READ_POSTS]
    writes = [(m, p, op) for m, p, op in ops if (m, p, op) not in reads]
    markers = w.markers()

    seen_by_owner = set()
    for method, path, op in reads:
        request = build(w, method, path, op, spec)
        if leaked(w.as_a.request(**request).text, request, markers):
            seen_by_owner.add((method, path))
    # The probes see A's data when A asks: so an empty answer to B means custody, not a blind
    # probe. (Routes not listed here may legitimately be empty for A too.)
    must_see = {("POST", "/search"), ("POST", "/records/query"), ("POST", "/records/context"),
                ("GET", "/entities"), ("GET", "/viz/graph"), ("GET", "/records/{record_id}"),
                ("GET", "/records/state/{kind}/{key}"), ("GET", "/records/state/{kind}"),
                ("GET", "/memories/core"), ("GET", "/entities/{entity_id}"),
                ("GET", "/records/{record_id}/derivations"), ("GET", "/records/summaries"),
                ("GET", "/people"), ("GET", "/people/{name}"), ("GET", "/records/export")}
    assert must_see <= seen_by_owner, must_see - seen_by_owner

    before = snapshot(w)
    failures = []
    for method, path, op in reads + writes:
        request = build(w, method, path, op, spec)
        r = w.as_b.request(**request)
        label = f"{method} {path} -> {r.status_code}"
        if r.status_code >= 500:
            failures.append(f"{label}: server error {r.text[:200]}")
        elif ADMIN_ONLY.match(path):
            if r.status_code != 403:
                failures.append(f"{label}: an admin route must refuse a user key")
        elif foreign(method, path):
            if r.status_code != 404:
                failures.append(f"{label}: a foreign id must answer 404")
        elif not 200 <= r.status_code < 300:
            failures.append(f"{label}: expected a 2xx so the route really ran: {r.text[:200]}")
        if leak := leaked(r.text, request, markers):
            failures.append(f"{label}: leaks {sorted(leak)[:3]}")
        if r.status_code == 202 and "job_id" in r.text:
            _wait_for_job(w.as_b, r.json()["job_id"])
    assert not failures, "\n".join(failures)
    assert snapshot(w) == before, "B's requests changed A's data"
    print(f"probed {len(reads)} read and {len(writes)} write routes as another user")


def snapshot(w: World) -> dict:
    """What A can see of its own data (without access statistics, which reads update)."""
    records = {rid: w.as_a.get(f"/records/{rid}").json() for rid in w.record_ids}
    entities = {eid: w.as_a.get(f"/entities/{eid}").json() for eid in w.entity_ids}
    return {"verify": w.as_a.get("/verify").json(), "records": records, "entities": entities,
            "core": w.as_a.get("/memories/core").json(),
            "conversation": w.as_a.get(f"/conversations/{w.conversation}").json(),
            "state": w.as_a.get(f"/records/state/service/{w.state_key}/history").json()}


def test_a_foreign_id_is_indistinguishable_from_a_missing_one(world):
    w = world
    missing = str(uuid.uuid4())
    for route in ["/records/{}", "/records/{}/lineage", "/records/{}/derivations",
                  "/entities/{}", "/viz/memories/{}", "/memories/{}/evidence", "/jobs/{}"]:
        real = {"/entities/{}": w.entity_ids[0], "/jobs/{}": w.job_id}.get(route)
        real = real or (w.memory_ids[0] if "memor" in route else w.record_ids[0])
        theirs = w.as_b.get(route.format(real))
        nothing = w.as_b.get(route.format(missing))
        assert theirs.status_code == nothing.status_code == 404, route
        assert theirs.text.replace(real, "ID") == nothing.text.replace(missing, "ID"), route


# -- naming another user, and no key at all ------------------------------------------------------
def test_naming_a_user_you_do_not_own_is_403_on_every_route(world):
    """Named in the query string or in a JSON body, on every route: a name in the place a route
    did not read was once ignored, and the request acted as the key's own user (a write landed
    in B's chain where A was named)."""
    w = world
    spec = w.app.openapi()
    failures, probed = [], 0
    for method, path, op in operations(w.app):
        if (method, path) in PUBLIC or ADMIN_ONLY.match(path):
            continue
        request = build(w, method, path, op, spec)
        named = [{**request, "params": {**request["params"], "user_id": w.a}}]
        if isinstance(request.get("json"), dict):
            named.append({**request, "json": {**request["json"], "user_id": w.a}})
        for asked in named:
            probed += 1
            r = w.as_b.request(**asked)
            if r.status_code != 403 or r.json().get("error") != "forbidden":
                where = "body" if "user_id" in (asked.get("json") or {}) else "query"
                failures.append(f"{method} {path} ({where}) -> {r.status_code}: {r.text[:160]}")
    assert not failures, "\n".join(failures)
    assert probed >= 50


def test_a_key_of_two_users_acts_for_the_one_it_names(app, services):
    tag = uuid.uuid4().hex[:8]
    first, second = f"two-a-{tag}", f"two-b-{tag}"
    client = TestClient(keyed_app(services, {f"k2-{tag}": [first, second]}))
    client.headers["Authorization"] = f"Bearer k2-{tag}"
    note = {"type": "conversation", "content": "filed under the second user"}
    out = client.post("/records", params={"user_id": second}, json=note)
    assert out.status_code == 201, out.text
    rid = out.json()["id"]
    assert client.get(f"/records/{rid}", params={"user_id": second}).status_code == 200
    assert client.get(f"/records/{rid}").status_code == 404  # not in the first user's chain
    both = client.post("/records", params={"user_id": second}, json={**note, "user_id": first})
    assert both.status_code == 422 and both.json()["field"] == "user_id", both.text
    job = client.post("/curate/episodes", json={"user_id": second})
    assert job.status_code == 202, job.text
    job_id = job.json()["job_id"]  # the second user's job: the first's jobs do not hold it
    assert client.get(f"/jobs/{job_id}", params={"user_id": second}).status_code == 200
    assert client.get(f"/jobs/{job_id}").status_code == 404
    assert client.get("/verify", params={"user_id": first}).json()["records_checked"] == 0


def test_every_route_but_the_public_ones_needs_a_key(world):
    w = world
    spec = w.app.openapi()
    failures = []
    for method, path, op in operations(w.app):
        request = build(w, method, path, op, spec)
        public = (method, path) in PUBLIC
        for headers in ({}, {"Authorization": "Bearer not-a-key"}, {"X-API-Key": "nope"}):
            r = w.anonymous.request(**request, headers=headers)
            if public and r.status_code != 200:
                failures.append(f"{method} {path}: public route answered {r.status_code}")
            if not public and r.status_code != 401:
                failures.append(f"{method} {path} with {headers} -> {r.status_code}")
    assert not failures, "\n".join(failures)


def test_health_shows_no_user_data(world):
    r = world.anonymous.get("/health")
    assert r.status_code == 200
    assert not leaked(r.text, {}, world.markers())


# -- the admin principal -------------------------------------------------------------------------
def test_admin_acts_for_any_user_only_when_it_names_one(world):
    w = world
    rid = w.record_ids[0]
    assert w.admin.get(f"/records/{rid}", params={"user_id": w.a}).json()["id"] == rid
    found = w.admin.post("/search", json={"query": "Vandelay launch Lisbon", "user_id": w.a})
    assert w.word in found.text
    checked = w.admin.get("/verify", params={"user_id": w.a}).json()
    assert checked["ok"] and checked == w.as_a.get("/verify").json()
    assert checked["records_checked"] > len(w.record_ids)  # the imports and the prepared turn
    assert w.admin.get(f"/jobs/{w.job_id}").status_code == 200
    # Without a user_id the admin key acts for no one (not for `local`): it is told to name one,
    # and writes nothing.
    local_before = w.admin.get("/verify", params={"user_id": "local"}).json()["records_checked"]
    unnamed = [w.admin.get(f"/records/{rid}"), w.admin.get("/verify"),
               w.admin.post("/search", json={"query": "Vandelay launch"}),
               w.admin.post("/records", json={"type": "note", "content": "whose is this?"})]
    for r in unnamed:
        assert r.status_code == 422 and r.json()["field"] == "user_id", r.text
        assert "name the user" in r.json()["message"] and w.word not in r.text
    assert w.admin.get("/verify", params={"user_id": "local"}).json()["records_checked"] \
        == local_before


def test_all_user_operations_are_admin_only(world):
    w = world
    for client in (w.as_a, w.as_b):
        assert client.post("/records/rebuild", json={"all_users": True}).status_code == 403
        assert client.get("/admin/verify").status_code == 403
        assert client.post("/admin/curate/episodes").status_code == 403
    assert w.admin.post("/admin/curate/no-such-job").status_code == 404


def test_one_users_ids_never_collide_with_anothers(app):
    """Ids are derived from (user, source_ref): user `u` writing `x/record/y` and user
    `u/record/x` writing `y` must get two records, not one failing on the other's id."""
    tag = uuid.uuid4().hex[:8]
    first, second = f"ids-{tag}", f"ids-{tag}/record/x"
    keyed = keyed_app(app.state.services, {f"k1-{tag}": [first], f"k2-{tag}": [second]})
    c = TestClient(keyed, raise_server_exceptions=False)
    one = c.post("/records", json={"type": "conversation", "content": "one",
                                   "source_ref": "x/record/y"},
                 headers={"Authorization": f"Bearer k1-{tag}"})
    two = c.post("/records", json={"type": "conversation", "content": "two", "source_ref": "y"},
                 headers={"Authorization": f"Bearer k2-{tag}"})
    assert one.status_code == two.status_code == 201, two.text
    assert one.json()["id"] != two.json()["id"]


@pytest.mark.parametrize("named", [5, ["carol"], {"a": 1}, True, "", "carol\u0000", "x" * 600,
                                   "*"])
def test_a_user_id_that_is_not_a_name_is_422(world, named):
    """Even the admin key, which may name any user, names one with a string: an integer made
    a chain no query could read, and broke the all-user verify. `*` marks the admin key: a
    user of that name could not be told from it."""
    for path, body in (("/records", {"type": "conversation", "content": "hi"}),
                       ("/records/import", {"records": [{"type": "conversation",
                                                         "content": "hi"}]})):
        r = world.admin.post(path, json={**body, "user_id": named})
        assert r.status_code == 422 and r.json()["field"] == "user_id", r.text
    assert world.admin.get("/admin/verify").status_code == 200


def test_the_admin_marker_is_no_user_in_the_query_string_either(world, cypher):
    r = world.admin.post("/records", params={"user_id": "*"},
                         json={"type": "conversation", "content": "hi"})
    assert r.status_code == 422 and r.json()["field"] == "user_id", r.text
    assert world.admin.get("/verify", params={"user_id": "*"}).status_code == 422
    assert not cypher("MATCH (h:UserHead {user_id: '*'}) RETURN h")


def test_rebuilding_every_user_takes_a_json_boolean(world):
    """`"false"` is truthy: it had started a rebuild of every user's derived layer."""
    for named in ("false", "no", 0, 1, None):
        r = world.admin.post("/records/rebuild", json={"all_users": named, "user_id": world.a})
        assert r.status_code == 422 and r.json()["field"] == "all_users", r.text
    r = world.as_a.post("/records/rebuild", json={"all_users": "no"})
    assert r.status_code == 422, r.text  # not a 403 saying only an admin rebuilds every user


def test_a_chain_under_a_non_string_user_id_is_still_verified(world, cypher):
    """Written before user ids were checked: /admin/verify walks and names it, no 500."""
    cypher("MERGE (h:UserHead {user_id: 424242}) ON CREATE SET h.seq = 0, h.hash = ''")
    try:
        r = world.admin.get("/admin/verify")
        assert r.status_code == 200, r.text
    finally:  # the store is shared: other tests read every user's name as text
        cypher("MATCH (h:UserHead {user_id: 424242}) DETACH DELETE h")


def test_local_mode_says_why_another_user_is_refused(app):
    """No key was sent: "this key does not own user" sent a newcomer looking for a key."""
    with TestClient(app) as local:
        r = local.get("/verify", params={"user_id": "alice"})
    assert r.status_code == 403 and "local mode" in r.json()["message"], r.text
    assert "GRAPHMEM_API_KEYS" in r.json()["message"]
