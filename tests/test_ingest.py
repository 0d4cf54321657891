"""What ingest derives: document chunks and their supersede chains, state chains in event-time
order, FOLLOWS and NEXT edges, entities with typed relations, and robustness to garbage."""

import itertools
import re

import pytest

DOC_V1 = """# Billing runbook

The billing service stores invoices in PostgreSQL and caches sessions in Redis.

## Restart

```bash
systemctl restart billing
systemctl status billing
```

## Contacts

- Alice owns the billing service
- Bob is the backup on-call
"""


def post(client, **record):
    r = client.post("/records", json=record)
    assert r.status_code in (200, 201), r.text
    return r.json()


def chunk_texts(cypher, user, current_only=True):
    rows = cypher("MATCH (m:Memory {user_id: $u, kind: 'chunk'}) "
                  "WHERE NOT $current OR NOT m.superseded "
                  "RETURN m.text AS t ORDER BY m.chunk_index",
                  u=user, current=current_only)
    return [r["t"] for r in rows]


def test_document_chunks_keep_code_blocks_whole(client, cypher, user):
    post(client, type="document", content=DOC_V1, source_path="runbook.md", source_ref="d1")
    chunks = chunk_texts(cypher, user)
    assert chunks and all(c.count("```") % 2 == 0 for c in chunks)
    assert any("systemctl restart billing\nsystemctl status billing" in c for c in chunks)


def test_a_long_code_block_is_split_at_lines_into_fenced_pieces_that_keep_its_layout():
    from graphmem.ingest.chunker import chunk_document

    code = "\n\n".join(f"def handler_{i}(event):\n    if event.kind == 'k{i}':\n"
                       f"        return {i}\n    return None" for i in range(60))
    doc = (f"# API\n\n## Handlers\n\n```python\n{code}\n```\n\n## Nested\n\n"
           "````markdown\nExample:\n```python\nprint(1)\n```\n````\n\n## Section 3\n\n"
           "Body of section three.\n")
    chunks = chunk_document(doc)
    pieces = [c for c in chunks if "def handler_" in c]
    assert len(pieces) >= 2
    # each a whole fenced block, indentation and line breaks intact (a short last piece may
    # share its chunk with the blocks after it)
    bodies = [re.search(r"```python\n(.*?)\n```(?:\n|$)", p, re.DOTALL) for p in pieces]
    assert all(bodies), pieces
    assert "\n".join(b.group(1) for b in bodies) == code
    # a four-backtick block holding a three-backtick one is one block, with its heading
    nested = [c for c in chunks if "````markdown" in c]
    assert len(nested) == 1 and "## Nested\n\n````markdown" in nested[0]
    assert "print(1)\n```\n````" in nested[0]
    # no chunk ends on a heading whose text starts the next chunk
    assert not any(c.rstrip().splitlines()[-1].startswith("#") for c in chunks)
    assert any("## Section 3\n\nBody of section three." in c for c in chunks)


def test_unchanged_document_derives_nothing_new(client, cypher, user):
    first = post(client, type="document", content=DOC_V1, source_path="runbook.md",
                 source_ref="d1")
    again = post(client, type="document", content=DOC_V1, source_path="runbook.md",
                 source_ref="d1-resent")
    assert again["created"] is True and sorted(again["memory_ids"]) == sorted(first["memory_ids"])
    total = cypher("MATCH (m:Memory {user_id: $u, kind: 'chunk'}) RETURN count(m) AS n", u=user)
    assert total[0]["n"] == len(first["memory_ids"])


def test_a_document_with_a_repeated_chunk_keeps_each_copy_once(client, cypher, user):
    code = "\n".join(f"kubectl rollout restart deployment/api-{i} -n prod" for i in range(40))
    doc = f"# Restarts\n\n```bash\n{code}\n```\n\n## Again\n\n```bash\n{code}\n```\n"
    first = post(client, type="document", content=doc, source_path="twice.md",
                 source_ref="t1")
    texts = chunk_texts(cypher, user)
    assert len(texts) == len(first["memory_ids"]) and len(set(texts)) < len(texts)
    again = post(client, type="document", content=doc, source_path="twice.md",
                 source_ref="t2")
    assert again["memory_ids"] == first["memory_ids"]  # each once, in order
    links = cypher("MATCH (m:Memory {user_id: $u, kind: 'chunk'})-[:DERIVED_FROM]->(r) "
                   "RETURN m.id AS id, collect(r.source_ref) AS refs", u=user)
    assert all(sorted(x["refs"]) == ["t1", "t2"] for x in links), links
    replay = post(client, type="document", content=doc, source_path="twice.md",
                  source_ref="t1")
    assert replay["created"] is False and replay["memory_ids"] == first["memory_ids"]


def test_changed_document_supersedes_old_chunks(client, cypher, user):
    post(client, type="document", content="# Notes\n\nThe cache is Redis.", source_path="n.md",
         source_ref="n1", occurred_at="2024-01-01T00:00:00Z")
    post(client, type="document", content="# Notes\n\nThe cache is Memcached now.",
         source_path="n.md", source_ref="n2", occurred_at="2024-02-01T00:00:00Z")
    assert chunk_texts(cypher, user) == ["# Notes\n\nThe cache is Memcached now."]
    hits = client.post("/search", json={"query": "which cache", "kinds": ["chunk"]}).json()
    assert [h["text"] for h in hits["results"]] == ["# Notes\n\nThe cache is Memcached now."]
    old = client.post("/search", json={"query": "which cache", "kinds": ["chunk"],
                                       "include_superseded": True}).json()["results"]
    redis = next(h for h in old if "Redis" in h["text"])
    assert redis["valid_to"] == "2024-02-01T00:00:00.000000Z" and redis["superseded_by"]


def test_chunks_keep_to_512_tokens_with_their_headings_and_overlap_in_prose():
    from graphmem.ingest.chunker import chunk_document
    from graphmem.nlp.tokens import count_tokens

    paragraph = " ".join(f"Step {i} of the rollout moves one region to the new billing "
                         "cluster and checks its error budget." for i in range(28))
    headed = chunk_document(f"# Rollout\n\n## Plan\n\n### Regions\n\n{paragraph}")
    assert headed[0].startswith("# Rollout\n\n## Plan\n\n### Regions\n\nStep 0")
    assert max(count_tokens(c) for c in headed) <= 512, [count_tokens(c) for c in headed]
    prose = "\n\n".join(f"Paragraph {p}. " + " ".join(
        f"Sentence {p}.{i} says the queue drains in {i} minutes." for i in range(12))
        for p in range(12))
    chunks = chunk_document(prose)
    assert len(chunks) >= 3 and max(count_tokens(c) for c in chunks) <= 512
    for before, after in itertools.pairwise(chunks):  # each repeats the end of the one before
        assert after.split("\n\n")[0] in before, (before, after)


def test_a_chunk_longer_than_the_model_reads_is_found_by_its_end(client, cypher, user):
    """The model reads 254 tokens of a text; a chunk holds up to 512. Encoded whole, two chunks
    that differ only after their 254th token had the same vector, and a question about the
    end found it by keyword only. Encoded by its pieces, the end counts, and each piece is a
    facet of its own."""
    filler = ("The quarterly planning meeting covered hiring, budget allocation for the design "
              "team, the office move, and the new expense policy for travel. ") * 12
    ends = {"x.md": "Our disaster recovery site is located in Frankfurt and fails over within "
                    "fifteen minutes.",
            "y.md": "The cafeteria serves vegetarian lasagna every Thursday for lunch."}
    ids = {path: post(client, type="document", content=f"# Notes\n\n{filler}\n\n{end}\n",
                      source_path=path, source_ref=path)["memory_ids"]
           for path, end in ends.items()}
    assert [len(found) for found in ids.values()] == [1, 1]  # one chunk each, over 254 tokens
    rows = cypher("MATCH (a:Memory {id: $a}), (b:Memory {id: $b}) "
                  "RETURN vector.similarity.cosine(a.embedding, b.embedding) AS cos, "
                  "a.facet_1 IS NOT NULL AS pieces", a=ids["x.md"][0], b=ids["y.md"][0])
    assert rows[0]["cos"] < 0.99 and rows[0]["pieces"], rows
    only_meaning = {name: 0.0 for name in ("keyword", "graph", "recency", "importance",
                                           "topic", "entity", "task")}
    hits = client.post("/search", json={
        "query": "where is the DR failover datacenter", "kinds": ["chunk"],
        "weights": {**only_meaning, "semantic": 1.0}}).json()["results"]
    assert hits[0]["memory_id"] == ids["x.md"][0], [h["text"][-60:] for h in hits]
    assert hits[0]["source_path"] == "x.md"  # which document to cite
    context = client.post("/records/context", json={
        "query": "where is the DR failover datacenter"}).json()
    assert [c["source_path"] for c in context["layers"]["document_chunks"]][:1] == ["x.md"]


def test_a_version_dated_before_the_current_one_takes_its_place_in_time(client, user):
    """A history sent late (March's version after June's) had been taken for the newest: the
    older text was current again, and June's chunk closed before it began."""
    texts = {"01": "The cache is Redis.", "06": "The cache is Memcached.",
             "03": "The cache is Hazelcast."}
    for month, text in texts.items():  # March arrives last
        post(client, type="document", content=f"# Cache\n\n{text}", source_path="cache.md",
             source_ref=f"v{month}", occurred_at=f"2024-{month}-01T00:00:00Z")

    def shown(as_of=None):
        body = {"query": "which cache", "kinds": ["chunk"], **({"as_of": as_of} if as_of else {})}
        return [h["text"].split("\n\n")[1] for h in
                client.post("/search", json=body).json()["results"]]

    assert shown() == ["The cache is Memcached."]
    assert shown("2024-02-01T00:00:00Z") == ["The cache is Redis."]
    assert shown("2024-04-01T00:00:00Z") == ["The cache is Hazelcast."]
    assert shown("2024-08-01T00:00:00Z") == ["The cache is Memcached."]
    hits = client.post("/search", json={"query": "which cache", "kinds": ["chunk"],
                                        "include_superseded": True}).json()["results"]
    for hit in hits:  # every interval runs forward
        assert hit["valid_to"] is None or hit["valid_from"] < hit["valid_to"], hit


@pytest.mark.parametrize("order", ["2341", "4321", "3142"])
def test_versions_in_any_order_hold_one_at_a_time(client, user, order):
    """Each late version holds until the next in event time began, not until the current one:
    in 2341, January's text had run to April beside February's and March's."""
    texts = {m: f"The cache is {name}." for m, name in
             (("1", "Redis"), ("2", "Memcached"), ("3", "Hazelcast"), ("4", "Valkey"))}
    for month in order:
        post(client, type="document", content=f"# Cache\n\n{texts[month]}",
             source_path="cache.md", source_ref=f"v{month}",
             occurred_at=f"2024-0{month}-01T00:00:00Z")
    for month, text in texts.items():
        body = {"query": "which cache", "kinds": ["chunk"],
                "as_of": f"2024-0{month}-15T00:00:00Z"}
        shown = [h["text"].split("\n\n")[1] for h in
                 client.post("/search", json=body).json()["results"]]
        assert shown == [text], (order, month, shown)


def _handbook(vacation_days: int | None = 20, travel: bool = True) -> str:
    """A document of two sections, each a chunk of its own (a change to the first leaves the
    second's text as it was)."""
    vacation = f"## Vacation\n\nEmployees get {vacation_days} vacation days a year. " + " ".join(
        f"Vacation note {i}: the pricing engine caches exchange rates for ninety seconds."
        for i in range(20))
    bravo = "## Travel\n\n" + " ".join(f"Travel note {i}: the legacy FTP export to Hollis Bank "
                                       "still runs nightly." for i in range(20))
    return "\n\n".join(([vacation] if vacation_days else []) + ([bravo] if travel else []))


def _sections_as_of(client, as_of=None) -> set[str]:
    shown = set()
    for query in ("vacation days a year", "legacy FTP export to Hollis Bank"):
        body = {"query": query, "kinds": ["chunk"], **({"as_of": as_of} if as_of else {})}
        for hit in client.post("/search", json=body).json()["results"]:
            shown |= set(re.findall(r"Employees get \d+|Travel note", hit["text"]))
    return shown


def test_a_version_dated_before_the_first_holds_its_unchanged_sections_then(client, user):
    """March's handbook came first; January's, sent later, differs in its first section only.
    Its unchanged Travel section was kept with March's start, so as of February the handbook
    had no Travel section at all."""
    post(client, type="document", content=_handbook(20), source_path="handbook.md",
         source_ref="mar", occurred_at="2024-03-01T00:00:00Z")
    post(client, type="document", content=_handbook(15), source_path="handbook.md",
         source_ref="jan", occurred_at="2024-01-01T00:00:00Z")
    assert _sections_as_of(client, "2024-02-01T00:00:00Z") == {"Employees get 15", "Travel note"}
    assert _sections_as_of(client, "2024-04-01T00:00:00Z") == {"Employees get 20", "Travel note"}
    assert _sections_as_of(client, "2023-12-01T00:00:00Z") == set()


def test_a_late_version_whose_chunks_are_all_kept_closes_no_current_one(client, user):
    """January's and June's handbooks have both sections; March's, sent last, only the first.
    Every chunk of March's was kept, so it was taken for the newest: the Travel section closed
    in March for good, though June's version has it."""
    for ref, at, travel in (("jan", "2024-01-01", True), ("jun", "2024-06-01", True),
                            ("mar", "2024-03-01", False)):
        post(client, type="document", content=_handbook(20, travel), source_path="handbook.md",
             source_ref=ref, occurred_at=f"{at}T00:00:00Z")
    assert _sections_as_of(client) == {"Employees get 20", "Travel note"}
    assert _sections_as_of(client, "2024-02-01T00:00:00Z") == {"Employees get 20", "Travel note"}


def _shown(client, query: str, as_of: str | None = None) -> list[str]:
    """The chunks search shows for `query` (as of a date): what the document said then."""
    body = {"query": query, "kinds": ["chunk"], **({"as_of": as_of} if as_of else {})}
    return sorted(h["text"] for h in client.post("/search", json=body).json()["results"])


def _section(name: str, fact: str) -> str:
    """A section long enough to be a chunk of its own."""
    return f"## {name}\n\n" + " ".join(f"{name} note {i}: {fact}." for i in range(22))


@pytest.mark.parametrize("kept_by_late", [False, True])
def test_a_late_version_splits_the_chunk_it_changed_around_itself(client, cypher, user,
                                                                  kept_by_late):
    """January's and June's versions say the same; March's, sent last, changed a section. That
    section's chunk had run on from January through March beside March's own, so as of April
    the document said both. Now as of any date the search shows that date's version only, and
    a section March kept is one chunk throughout."""
    from graphmem.ingest.chunker import chunk_document

    same = _section("Billing", "invoices are cut on the first business day")
    cache = _section("Cache", "the cache is Redis with a ten minute TTL")
    changed = _section("Cache", "the cache is Hazelcast with a one hour TTL")
    head = [same] if kept_by_late else []
    versions = {"01": [*head, cache], "06": [*head, cache], "03": [*head, changed]}
    chunks = {m: chunk_document("\n\n".join(v)) for m, v in versions.items()}
    assert len(chunks["01"]) == len(head) + 1 and chunks["01"][-1] != chunks["03"][-1]
    for month, sections in versions.items():
        post(client, type="document", content="\n\n".join(sections), source_path="ops.md",
             source_ref=f"v{month}", occurred_at=f"2024-{month}-01T00:00:00Z")
    query = "which cache and its TTL, and when are invoices cut"
    for as_of, month in (("2024-02-01", "01"), ("2024-04-01", "03"), ("2024-08-01", "06"),
                         (None, "06")):
        shown = _shown(client, query, as_of and f"{as_of}T00:00:00Z")
        assert shown == sorted(chunks[month]), (as_of, shown)
    assert chunk_texts(cypher, user) == chunks["06"]
    split = cypher("MATCH (m:Memory {user_id: $u, kind: 'chunk', text: $t}) "
                   "OPTIONAL MATCH (m)-[:DERIVED_FROM]->(r:Record) "
                   "WITH m, collect(r.source_ref) AS refs ORDER BY m.valid_from "
                   "RETURN m.valid_from AS since, m.valid_to AS until, refs", u=user,
                   t=chunks["01"][-1])
    assert [(r["since"][:10], (r["until"] or "")[:10], sorted(r["refs"])) for r in split] == [
        ("2024-01-01", "2024-03-01", ["v01"]), ("2024-06-01", "", ["v06"])], split


def test_a_pinned_chunk_split_by_a_late_version_stays_in_core_memory(client, user):
    """The pin stayed on the chunk's first half, which the late version closed: core memory
    lost the document's current text."""
    texts = {"01": "The cache is Redis.", "06": "The cache is Redis.",
             "03": "The cache is Hazelcast."}
    for month, text in texts.items():
        out = post(client, type="document", content=f"# Cache\n\n{text}",
                   source_path="cache.md", source_ref=f"v{month}",
                   occurred_at=f"2024-{month}-01T00:00:00Z")
        if month == "01":
            assert client.post(f"/memories/{out['memory_ids'][0]}/pin").is_success
    core = client.get("/memories/core").json()["memories"]
    assert [m["text"] for m in core] == ["# Cache\n\nThe cache is Redis."], core


def test_a_late_version_equal_to_the_current_one_holds_from_its_own_date(client, user):
    """March's version, sent last, says what June's does: it had been taken as nothing new, and
    as of April the document still said January's text."""
    for month, text in (("01", "The cache is Redis."), ("06", "The cache is Memcached."),
                        ("03", "The cache is Memcached.")):
        post(client, type="document", content=f"# Cache\n\n{text}", source_path="cache.md",
             source_ref=f"v{month}", occurred_at=f"2024-{month}-01T00:00:00Z")
    for as_of, text in (("2024-02-01", "Redis"), ("2024-04-01", "Memcached"),
                        ("2024-08-01", "Memcached"), (None, "Memcached")):
        shown = _shown(client, "which cache", as_of and f"{as_of}T00:00:00Z")
        assert shown == [f"# Cache\n\nThe cache is {text}."], (as_of, shown)


def test_a_kept_chunk_takes_its_place_in_the_new_version(client, cypher, user):
    """Sections added above unchanged ones: a kept chunk had kept its old place, so it shared a
    place with a new chunk and read back before it."""
    from graphmem.ingest.chunker import chunk_document

    sections = [_section(name, fact) for name, fact in (
        ("Alpha", "the pricing engine caches rates"), ("Bravo", "the FTP export runs nightly"),
        ("Charlie", "the payroll batch runs on Fridays"))]
    added = [_section(name, fact) for name, fact in (
        ("Yankee", "the audit log is kept for seven years"),
        ("Zulu", "the VPN certificates rotate every spring"))]
    for ref, parts in (("o1", sections), ("o2", [*added, *sections])):
        post(client, type="document", content="\n\n".join(parts), source_path="order.md",
             source_ref=ref, occurred_at=f"2025-0{ref[1]}-01T00:00:00Z")
    now = chunk_document("\n\n".join([*added, *sections]))
    kept = set(now) & set(chunk_document("\n\n".join(sections)))
    assert kept, "the test needs a chunk both versions share"
    rows = cypher("MATCH (m:Memory {user_id: $u, kind: 'chunk'}) WHERE NOT m.superseded "
                  "RETURN m.chunk_index AS i, m.text AS t ORDER BY i", u=user)
    assert [(r["i"], r["t"]) for r in rows] == list(enumerate(now)), rows


def _chunk_rows(cypher, user):
    return cypher("MATCH (m:Memory {user_id: $u, kind: 'chunk'}) "
                  "OPTIONAL MATCH (m)-[:SUPERSEDED_BY]->(n) "
                  "WITH m, collect(n.text) AS successors ORDER BY m.valid_from, m.chunk_index "
                  "RETURN m.text AS text, m.valid_to AS valid_to, m.superseded AS superseded, "
                  "successors", u=user)


def test_a_section_removed_from_a_document_is_closed_when_the_new_version_begins(client, cypher,
                                                                                  user):
    alpha = "## Alpha\n\n" + " ".join(f"Alpha note {i}: the pricing engine caches exchange "
                                       "rates for ninety seconds." for i in range(20))
    bravo = "## Bravo\n\n" + " ".join(f"Bravo note {i}: the legacy FTP export to Hollis Bank "
                                       "still runs nightly." for i in range(20))
    post(client, type="document", content=f"{alpha}\n\n{bravo}", source_path="shrink.md",
         source_ref="s1", occurred_at="2025-01-01T00:00:00Z")
    post(client, type="document", content=alpha, source_path="shrink.md", source_ref="s2",
         occurred_at="2025-02-01T00:00:00Z")
    assert ["Bravo" in t for t in chunk_texts(cypher, user)] == [False]
    gone = [r for r in _chunk_rows(cypher, user) if "## Bravo" in r["text"]]
    assert len(gone) == 1 and gone[0]["superseded"], gone
    assert gone[0]["valid_to"].startswith("2025-02-01T00:00:00") and gone[0]["successors"]
    hits = client.post("/search", json={"query": "legacy FTP export Hollis Bank",
                                        "kinds": ["chunk"]}).json()["results"]
    assert not any("Bravo" in h["text"] for h in hits), hits
    then = client.post("/search", json={"query": "legacy FTP export Hollis Bank",
                                        "kinds": ["chunk"], "as_of": "2025-01-15T00:00:00Z"})
    assert any("Bravo" in h["text"] for h in then.json()["results"]), then.json()


def test_a_new_version_naming_the_old_in_supersedes_keeps_its_unchanged_chunks(client, cypher,
                                                                                user):
    sections = [f"## Section {s}\n\n" + " ".join(
        f"Note {s}.{i}: vendor {s} is paid by wire within {i} days." for i in range(25))
        for s in "ABC"]
    post(client, type="document", content="\n\n".join(sections), source_path="vendors.md",
         source_ref="v1", occurred_at="2025-01-01T00:00:00Z")
    before = chunk_texts(cypher, user)
    changed = [sections[0].replace("Note A.3:", "Note A.3 (changed):"), *sections[1:]]
    post(client, type="document", content="\n\n".join(changed), source_path="vendors.md",
         source_ref="v2", supersedes="v1", occurred_at="2025-02-01T00:00:00Z")
    now = chunk_texts(cypher, user)
    assert len(now) == len(before) >= 3, (len(before), len(now))
    assert sum(t not in before for t in now) == 1  # only the changed chunk is new
    assert all(len(r["successors"]) <= 1 for r in _chunk_rows(cypher, user))


def test_versions_of_a_document_in_one_import_form_one_chain(client, cypher, user):
    records = [{"type": "document", "source_path": "warmer.md", "source_ref": f"cw-{i}",
                "content": f"# Cache warmer\n\nThe warmer stops after {10 * (i + 1)} minutes.",
                "occurred_at": f"2025-0{i + 1}-01T00:00:00Z"} for i in range(3)]
    out = client.post("/records/import", json={"records": records}).json()
    assert out["created"] == 3, out
    rows = _chunk_rows(cypher, user)
    assert [(r["valid_to"] or "")[:10] for r in rows] == ["2025-02-01", "2025-03-01", ""]
    assert [r["successors"] for r in rows] == [[rows[1]["text"]], [rows[2]["text"]], []]


def test_writer_supersedes_by_source_ref(client):
    post(client, type="conversation", content="Standup is at 9:30", source_ref="m1",
         occurred_at="2024-03-01T08:00:00Z")
    post(client, type="conversation", content="Standup moved to 10:00", source_ref="m2",
         supersedes="m1", occurred_at="2024-03-05T08:00:00Z")
    now = client.post("/search", json={"query": "when is standup"}).json()["results"]
    assert [h["source_refs"] for h in now] == [["m2"]]
    then = client.post("/search", json={"query": "when is standup",
                                        "as_of": "2024-03-02T00:00:00Z"}).json()["results"]
    assert ["m1"] in [h["source_refs"] for h in then]


def test_a_correction_sent_before_its_original_takes_effect_when_it_arrives(client):
    """`supersedes` naming a record not written yet (sent out of order, or imported in another
    order) is kept, and takes effect when that record arrives: as a FOLLOWS for a late parent."""
    fix = post(client, type="conversation", content="Correction: the Betelgeuse panel is red",
               source_ref="fix-1", supersedes="orig-1", occurred_at="2024-03-05T08:00:00Z")
    orig = post(client, type="conversation", content="The Betelgeuse panel is blue",
                source_ref="orig-1", occurred_at="2024-03-01T08:00:00Z")
    hits = client.post("/search", json={"query": "what colour is the Betelgeuse panel"}).json()
    assert [h["source_refs"] for h in hits["results"]] == [["fix-1"]]
    every = client.post("/search", json={"query": "what colour is the Betelgeuse panel",
                                         "include_superseded": True}).json()["results"]
    found = {h["source_refs"][0]: h for h in every}
    assert found["orig-1"]["memory_id"] == orig["memory_ids"][0]
    assert found["orig-1"]["superseded_by"] == fix["memory_ids"][0], found
    assert found["orig-1"]["valid_to"].startswith("2024-03-05T08:00:00")
    # the same when the two come in one import, the correction first
    out = client.post("/records/import", json={"records": [
        {"type": "conversation", "content": "Correction: the Rigel desk is green",
         "source_ref": "fix-2", "supersedes": "orig-2"},
        {"type": "conversation", "content": "The Rigel desk is grey", "source_ref": "orig-2"},
    ]}).json()
    assert out["created"] == 2, out
    hits = client.post("/search", json={"query": "what colour is the Rigel desk"}).json()
    refs = [h["source_refs"] for h in hits["results"]]
    assert refs[0] == ["fix-2"] and ["orig-2"] not in refs, refs


def test_two_records_that_supersede_each_other_leave_the_later_one_current(client):
    """The second names the first, which named the second before it existed: applying both
    would leave a cycle in which nothing is current (and search would show neither)."""
    post(client, type="conversation", content="The Vega backup window is at 02:00 UTC",
         source_ref="vega-1", supersedes="vega-2", occurred_at="2024-01-01T00:00:00Z")
    later = post(client, type="conversation", content="The Vega backup window is at 03:00 UTC",
                 source_ref="vega-2", supersedes="vega-1", occurred_at="2024-02-01T00:00:00Z")
    hits = client.post("/search", json={"query": "Vega backup window"}).json()["results"]
    assert [h["source_refs"] for h in hits] == [["vega-2"]]
    assert hits[0]["memory_id"] == later["memory_ids"][0] and hits[0]["valid_to"] is None


def test_state_chain_orders_by_event_time_and_takes_late_values(client, cypher, user):
    for ref, value, when in [("s1", "v1", "2024-01-01"), ("s3", "v3", "2024-03-01"),
                             ("s2", "v2", "2024-02-01")]:  # s2 arrives late
        post(client, type="state_object", kind="service", key="api", content=value,
             source_ref=ref, occurred_at=f"{when}T00:00:00Z")
    chain = cypher("MATCH (a:Memory {user_id: $u, kind: 'state'})-[:SUPERSEDED_BY]->(b) "
                   "WITH a, b ORDER BY a.valid_from "
                   "RETURN a.text AS old, b.text AS new, a.valid_to AS until", u=user)
    assert [(r["old"], r["new"]) for r in chain] == [("v1", "v2"), ("v2", "v3")]
    assert chain[0]["until"].startswith("2024-02-01")


def test_a_late_state_value_keeps_a_writers_supersedes_of_a_later_one(client, cypher, user):
    for ref, value, when in [("ci-1", "runner one", "2025-01-01"),
                             ("ci-3", "runner three", "2025-03-01")]:
        post(client, type="state_object", kind="ci_runner", key="payments", content=value,
             source_ref=ref, occurred_at=f"{when}T00:00:00Z")
    post(client, type="observation", content="The payments CI runner was retired",
         source_ref="retired", supersedes="ci-3", occurred_at="2025-03-05T00:00:00Z")
    post(client, type="state_object", kind="ci_runner", key="payments", content="runner two",
         source_ref="ci-2", occurred_at="2025-02-01T00:00:00Z")  # late, for an earlier date
    rows = {r["text"]: r for r in cypher(
        "MATCH (m:Memory {user_id: $u, kind: 'state'}) "
        "RETURN m.text AS text, m.valid_to AS valid_to, m.superseded AS superseded", u=user)}
    assert rows["runner one"]["valid_to"].startswith("2025-02-01")
    assert rows["runner two"]["valid_to"].startswith("2025-03-01")
    assert rows["runner three"]["superseded"] is True, rows
    assert rows["runner three"]["valid_to"].startswith("2025-03-05")


def test_late_state_values_in_a_long_chain_land_in_place(client, cypher, user):
    """Late values in the middle of a key's chain, one at a time and several in one import
    (one tied in time with a value already there, so after it): one chain in event-time
    order, each value valid until the next, only the last one current."""
    def state(ref, when):
        return {"type": "state_object", "kind": "service", "key": "api", "content": ref,
                "source_ref": ref, "occurred_at": f"2024-{when}T00:00:00Z"}

    for ref, when in [("m01", "01-01"), ("m02", "02-01"), ("m03", "03-01"), ("m05", "05-01"),
                      ("m06", "06-01"), ("m04", "04-01")]:
        post(client, **state(ref, when))
    late = [state("m05b", "05-01"), state("m02b", "02-15"), state("m07", "07-01")]
    assert client.post("/records/import", json={"records": late}).json()["created"] == 3
    rows = cypher("MATCH (m:Memory {user_id: $u, kind: 'state'}) "
                  "OPTIONAL MATCH (m)-[:SUPERSEDED_BY {reason: 'state'}]->(n) "
                  "RETURN m.text AS v, collect(n.text) AS next, m.valid_to AS until, "
                  "m.superseded AS superseded, n.valid_from AS next_from", u=user)
    order = ["m01", "m02", "m02b", "m03", "m04", "m05", "m05b", "m06", "m07"]
    by_value = {r["v"]: r for r in rows}
    assert sorted(by_value) == sorted(order)
    for older, newer in zip(order, order[1:], strict=False):
        assert by_value[older]["next"] == [newer], older
        assert by_value[older]["superseded"] and by_value[older]["until"] == \
            by_value[older]["next_from"]
    assert by_value["m07"]["next"] == [] and not by_value["m07"]["superseded"]
    assert by_value["m07"]["until"] is None


def test_follows_links_a_parent_that_arrives_after_its_child(client, cypher, user):
    post(client, type="conversation", content="Sure, done.", source_ref="reply",
         prev_source_ref="ask")
    post(client, type="conversation", content="Can you rotate the keys?", source_ref="ask")
    rows = cypher("MATCH (c:Memory {user_id: $u})-[:FOLLOWS]->(p:Memory) "
                  "RETURN c.text AS c, p.text AS p", u=user)
    assert rows == [{"c": "Sure, done.", "p": "Can you rotate the keys?"}]


def test_next_orders_a_thread_by_event_time(client, cypher, user):
    for ref, when in [("t2", "02"), ("t3", "03"), ("t1", "01")]:
        post(client, type="conversation", content=f"turn {ref}", source_ref=ref, thread_id="th",
             occurred_at=f"2024-05-{when}T00:00:00Z")
    rows = cypher("MATCH p = (a:Memory {user_id: $u})-[:NEXT*]->(b) WHERE NOT ()-[:NEXT]->(a) "
                  "AND NOT (b)-[:NEXT]->() RETURN [n IN nodes(p) | n.text] AS order", u=user)
    assert rows[0]["order"] == ["turn t1", "turn t2", "turn t3"]


def _thread_order(cypher, user, thread):
    """The thread's turns along its NEXT chain, checking it is one chain through all of them."""
    rows = cypher("MATCH (m:Memory {user_id: $u, thread_id: $t, kind: 'turn'}) "
                  "RETURN m.text AS text, COUNT { (m)-[:NEXT]->() } AS out, "
                  "COUNT { ()-[:NEXT]->(m) } AS into", u=user, t=thread)
    assert all(r["out"] <= 1 and r["into"] <= 1 for r in rows)
    assert sum(r["into"] == 0 for r in rows) == 1
    chain = cypher("MATCH p = (a:Memory {user_id: $u, thread_id: $t})-[:NEXT*0..]->(b) "
                   "WHERE NOT ()-[:NEXT]->(a) AND NOT (b)-[:NEXT]->() "
                   "RETURN [n IN nodes(p) | n.text] AS order", u=user, t=thread)
    assert len(chain) == 1 and len(chain[0]["order"]) == len(rows)
    return chain[0]["order"]


def test_late_turns_are_linked_into_their_place_in_a_thread(client, cypher, user):
    """Late turns land between the turns of their time, one at a time and several in one
    import (one of them at the same time as a turn already there, so after it)."""
    for day in ("01", "02", "04", "05", "06"):
        post(client, type="conversation", content=f"day {day}", source_ref=f"d{day}",
             thread_id="late", occurred_at=f"2024-05-{day}T09:00:00Z")
    post(client, type="conversation", content="day 03", source_ref="d03", thread_id="late",
         occurred_at="2024-05-03T09:00:00Z")
    assert _thread_order(cypher, user, "late") == [
        "day 01", "day 02", "day 03", "day 04", "day 05", "day 06"]
    records = [{"type": "conversation", "content": content, "source_ref": ref,
                "thread_id": "late", "occurred_at": at}
               for content, ref, at in [("day 05 again", "d05b", "2024-05-05T09:00:00Z"),
                                        ("day 02 noon", "d02n", "2024-05-02T12:00:00Z"),
                                        ("day 07", "d07", "2024-05-07T09:00:00Z")]]
    assert client.post("/records/import", json={"records": records}).json()["created"] == 3
    assert _thread_order(cypher, user, "late") == [
        "day 01", "day 02", "day 02 noon", "day 03", "day 04", "day 05", "day 05 again",
        "day 06", "day 07"]
    post(client, type="conversation", content="day 00", source_ref="d00", thread_id="late",
         occurred_at="2024-04-30T09:00:00Z")
    assert _thread_order(cypher, user, "late")[:2] == ["day 00", "day 01"]


def test_a_documents_markdown_is_not_read_as_names(client, cypher, user):
    """A table's pipes, a link's target and backticks had been read into names: a person "|",
    an organisation "Kafka](https://kafka.apache.org", a project "billing` |". The link's
    Kafka is the Kafka a conversation names."""
    post(client, type="conversation", content="Kafka lag alerts fired again overnight.",
         source_ref="c1")
    post(client, type="document", source_path="svc.md", source_ref="doc", content=(
        "# Services\n\n| name | owner | store |\n|------|:-----:|-------|\n"
        "| `billing` | Alice Chen | PostgreSQL |\n| `email-triage` | Bob Marley | Redis |\n\n"
        "See [Kafka](https://kafka.apache.org) for the event bus.\n"))
    names = {r["name"]: r["type"] for r in cypher(
        "MATCH (e:Entity {user_id: $u}) RETURN e.name AS name, e.type AS type", u=user)}
    assert not [n for n in names if any(c in n for c in "|`[]()")], names
    assert {"Alice Chen", "Bob Marley", "PostgreSQL", "Redis", "Kafka"} <= set(names), names
    kafka = cypher("MATCH (e:Entity {user_id: $u, name: 'Kafka'})<-[:MENTIONS]-(m:Memory) "
                   "RETURN collect(m.kind) AS kinds", u=user)
    assert sorted(kafka[0]["kinds"]) == ["chunk", "turn"], kafka
    # a name in angle brackets is no tag; a link's name is as written; cells stay apart
    post(client, type="conversation", source_ref="c2",
         content="I think <Sarah Connor> should lead it. I love [Spotify](https://spotify.com).")
    post(client, type="document", source_path="review.md", source_ref="doc2",
         content="| Reviewer | Approver |\n|---|---|\n| Dana Whitfield | Omar Haddad |\n")
    rows = cypher("MATCH (e:Entity {user_id: $u}) RETURN e.name AS name, e.aliases AS aliases",
                  u=user)
    names = {r["name"] for r in rows}
    assert {"Sarah Connor", "Spotify", "Dana Whitfield", "Omar Haddad"} <= names, names
    assert "Reviewer Approver" not in names and "Dana Whitfield Omar Haddad" not in names
    assert not [a for r in rows for a in r["aliases"] or [] if a != " ".join(a.split())], rows


def test_entities_and_typed_relations_from_project_talk(client, cypher, user):
    post(client, type="conversation", content="VaultKeeper stores tokens in Redis and Alice "
         "leads the email-triage project.", source_ref="e1", sender="Bob")
    ents = {r["name"]: r["type"] for r in cypher(
        "MATCH (e:Entity {user_id: $u}) RETURN e.name AS name, e.type AS type", u=user)}
    assert ents.get("Redis") == "technology" and ents.get("Alice") == "person"
    assert ents.get("VaultKeeper") == "project" and ents.get("Bob") == "person"
    rels = {(r["a"], r["t"], r["b"]) for r in cypher(
        "MATCH (a:Entity {user_id: $u})-[r:RELATED]->(b) RETURN a.name AS a, r.type AS t, "
        "b.name AS b, r.evidence AS ev", u=user)}
    assert ("VaultKeeper", "stores_in", "Redis") in rels


def test_an_import_that_relates_a_pair_many_times_keeps_every_co_mention(client, cypher, user):
    """One import, the same pair in three memories (out of time order), then a fourth later:
    the edge counts all four, keeps their memories in order as evidence and spans their
    times; each entity counts the memories that mention it."""
    said = [("2024-03-02", "tokens"), ("2024-03-01", "keys"), ("2024-03-03", "leases")]
    records = [{"type": "conversation", "source_ref": f"p{i}", "occurred_at": f"{day}T09:00:00Z",
                "content": f"VaultKeeper stores its {what} in Redis."}
               for i, (day, what) in enumerate(said)]
    assert client.post("/records/import", json={"records": records}).json()["created"] == 3
    post(client, type="conversation", content="VaultKeeper stores its secrets in Redis.",
         source_ref="p3", occurred_at="2024-02-01T09:00:00Z")

    edge = cypher("MATCH (:Entity {user_id: $u, key: 'vaultkeeper'})-[r:RELATED "
                  "{type: 'stores_in'}]->(:Entity {key: 'redis'}) RETURN r.weight AS weight, "
                  "r.first_seen AS first, r.last_seen AS last, [i IN r.evidence | "
                  "COLLECT { MATCH (m:Memory {id: i}) RETURN m.source_ref }[0]] AS refs", u=user)
    assert edge == [{"weight": 4, "first": "2024-02-01T09:00:00.000000Z",
                     "last": "2024-03-03T09:00:00.000000Z", "refs": ["p0", "p1", "p2", "p3"]}]
    counts = {r["key"]: r["n"] for r in cypher(
        "MATCH (e:Entity {user_id: $u}) RETURN e.key AS key, e.mentions AS n", u=user)}
    assert counts["vaultkeeper"] == 4 and counts["redis"] == 4


def test_garbage_content_is_stored_and_searchable(client):
    for i, content in enumerate(["\x00\x01\x02 binary-ish \ufffd" * 50, "🙂" * 2000,
                                 "mixed Ελληνικά 日本語 русский العربية " * 30,
                                 "x" * 500_000]):
        r = client.post("/records", json={"type": "conversation", "content": content,
                                          "source_ref": f"g{i}"})
        assert r.status_code == 201, r.text
    assert client.post("/search", json={"query": "Ελληνικά"}).status_code == 200
    assert client.get("/verify").json()["ok"] is True
