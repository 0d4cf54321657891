"""POST /search finds what was written, honours its filters, and explains its ranking."""

import time
from datetime import UTC, datetime

import pytest

NOTES = [
    ("s1", "We moved the billing service from MySQL to PostgreSQL in March", "billing", "infra"),
    ("s2", "Alice is allergic to peanuts, remember that for the team dinner", "social", "people"),
    ("s3", "The deploy pipeline now runs integration tests before every release", "ci", "infra"),
    ("s4", "Bob prefers window seats when he flies to Lisbon", "travel", "people"),
    ("s5", "Grafana alerts for the payments API page the on-call engineer", "ci", "infra"),
]


@pytest.fixture
def seeded(client):
    records = [{"type": "conversation", "content": text, "source_ref": ref, "thread_id": thread,
                "topic_id": topic, "sender": "Dana", "occurred_at": f"2024-0{i + 1}-10T09:00:00Z"}
               for i, (ref, text, thread, topic) in enumerate(NOTES)]
    records.append({"type": "document", "content": "# Runbook\n\nRestart the billing workers "
                    "with `systemctl restart billing`.", "source_ref": "doc1",
                    "source_path": "runbook.md", "topic_id": "infra",
                    "occurred_at": "2024-06-10T09:00:00Z"})
    assert client.post("/records/import", json={"records": records}).json()["created"] == 6
    return client


def search(client, query, **kw):
    r = client.post("/search", json={"query": query, **kw})
    assert r.status_code == 200, r.text
    return r.json()


def test_a_write_is_searchable_on_return(client):
    client.post("/records", json={"type": "conversation", "content": "The staging cluster "
                                  "lives in eu-west-1", "source_ref": "w1"})
    hit = search(client, "where is staging?")["results"][0]
    assert hit["source_refs"] == ["w1"] and hit["record_ids"]


def test_finds_by_meaning_and_by_keyword(seeded):
    assert search(seeded, "database migration")["results"][0]["source_refs"] == ["s1"]
    assert search(seeded, "food allergy")["results"][0]["source_refs"] == ["s2"]
    assert search(seeded, "Grafana")["results"][0]["source_refs"] == ["s5"]


def test_results_explain_themselves(seeded):
    out = search(seeded, "PostgreSQL migration", top_k=3)
    assert len(out["results"]) == 3
    top = out["results"][0]
    assert set(top["signals"]) == {"semantic", "keyword", "graph", "recency", "importance",
                                   "topic", "entity", "task", "neighbour", "session", "speaker",
                                   "reply", "answer_type", "time", "statement"}
    assert top["signals"]["keyword"] > 0 and top["signals"]["semantic"] > 0
    scores = [r["score"] for r in out["results"]]
    assert scores == sorted(scores, reverse=True)
    meta = out["retrieval_metadata"]
    assert meta["vector_candidates"] >= 1 and meta["keyword_candidates"] >= 1
    assert meta["post_filter_count"] >= 3 and meta["total_latency_ms"] > 0


def test_the_http_body_is_the_searchers_result_field_for_field(seeded, services, user):
    """/search writes the searcher's SearchOut itself (api/responses.py): nothing is lost or
    renamed on the way, every field the API documents is there."""
    from graphmem.models import SearchIn, SearchResult

    body = search(seeded, "billing database", top_k=4)
    direct = services.searcher.search(user, SearchIn(query="billing database", top_k=4),
                                      record_access=False).model_dump(mode="json")
    for out in (body, direct):
        out["retrieval_metadata"].pop("total_latency_ms")
    assert body == direct
    assert set(body["results"][0]) == set(SearchResult.model_fields)


def test_filters(seeded):
    def refs(**kw):
        return {ref for r in search(seeded, "engineering work", top_k=20, **kw)["results"]
                for ref in r["source_refs"]}

    assert refs(topic_id="people") == {"s2", "s4"}
    assert refs(thread_id="ci") == {"s3", "s5"}
    assert refs(kinds=["chunk"]) == {"doc1"}
    assert refs(types=["document"]) == {"doc1"}
    assert refs(since="2024-03-01T00:00:00Z", until="2024-04-30T00:00:00Z") == {"s3", "s4"}
    assert refs(speakers=["dana"], kinds=["turn"]) == {"s1", "s2", "s3", "s4", "s5"}
    assert refs(speakers=["zed"]) == set()


def test_top_k_is_honoured_and_bounded(seeded):
    assert len(search(seeded, "anything", top_k=2)["results"]) == 2
    for bad in (0, 101, -1):
        r = seeded.post("/search", json={"query": "x", "top_k": bad})
        assert r.status_code == 422 and r.json()["field"] == "top_k"


@pytest.mark.parametrize("payload,field", [
    ({"query": ""}, "query"),
    ({"query": "   "}, "query"),
    ({}, "query"),
    ({"query": "x", "weights": {"vibes": 1}}, "weights.vibes"),
    ({"query": "x", "since": "last tuesday"}, "since"),
    ({"query": "x", "mode": "creative"}, "mode"),
    ({"query": "x", "kinds": ["dream"]}, "kinds.0"),
    ({"query": "\u200b\u200b"}, "query"),
    ({"query": "\u0000"}, "query"),
    ({"query": "x", "since": "2024-03-01T00:00:00Z", "until": "2024-02-01T00:00:00Z"}, "since"),
])
def test_bad_search_input_is_422(client, payload, field):
    r = client.post("/search", json=payload)
    assert r.status_code == 422, r.text
    assert r.json()["field"] == field and r.json()["error"] == "invalid_input"


def test_lucene_syntax_is_searched_as_text(seeded):
    for query in ['billing AND "', "(PostgreSQL", "a:b OR c~ ^2 [x TO y] \\", "*", "NOT", '"""']:
        assert seeded.post("/search", json={"query": query}).status_code == 200, query


def test_weights_override_changes_ranking(seeded):
    keyword_only = search(seeded, "window seats Lisbon", weights={
        "semantic": 0, "keyword": 1, "recency": 0, "importance": 0, "graph": 0,
        "topic": 0, "entity": 0, "neighbour": 0, "session": 0, "speaker": 0,
        "answer_type": 0, "statement": 0})
    assert keyword_only["results"][0]["source_refs"] == ["s4"]
    assert keyword_only["results"][0]["score"] == pytest.approx(
        keyword_only["results"][0]["signals"]["keyword"], abs=1e-4)


def test_search_never_sees_another_users_memories(seeded, app):
    from conftest import keyed_app
    from fastapi.testclient import TestClient

    other = TestClient(keyed_app(app.state.services, {"k2": ["stranger"]}))
    other.headers["Authorization"] = "Bearer k2"
    out = other.post("/search", json={"query": "PostgreSQL billing"}).json()
    assert all("s1" not in r["source_refs"] for r in out["results"])


def test_a_user_who_seems_alone_in_the_store_still_sees_only_their_own(services, user):
    """In a store of one user the keyword query goes without its user clause; if another user
    has written since the search last counted (it counts every 5 s), their memories still never
    come back."""
    from graphmem.models import RecordIn, SearchIn
    from graphmem.retrieve.search import Searcher

    stranger = f"{user}-stranger"
    services.writer.append_many(stranger, [
        RecordIn(type="conversation", source_ref=f"x{i}", content=f"Zephyr quokka rollout {i}")
        for i in range(5)])
    services.writer.append_many(user, [
        RecordIn(type="conversation", source_ref="mine", content="The zephyr quokka rollout")])
    searcher = Searcher(services.store, services.embedder, services.extractor, services.settings)
    searcher._sizes.get(user, lambda: {"mine": 1, "total": 1, "indexed": 1, "ready": True})
    # (what it counted when the user was alone)
    out = searcher.search(user, SearchIn(query="zephyr quokka rollout"))
    assert [r.source_refs for r in out.results] == [["mine"]]
    assert out.retrieval_metadata.keyword_candidates == 1
    searcher.close()


# A turn that tells several things: the answer to a question is one sentence of it.
BUSY_WEEK = ("The quarterly report ate every evening this week. The office printer broke twice and "
             "IT took a day to fix it. Then the train was cancelled on Thursday. "
             "Saturday was better: we brought home a puppy named Biscuit.")
PET_TALK = [
    "I love watching nature documentaries about wild animals on Sunday mornings.",
    "The neighbour's dog barks at the postman every single morning.",
    "My neighbour's cat keeps sleeping on our porch.",
    "The zoo downtown is opening a new reptile house next month.",
]


def _pet_user(services, user, facets: bool) -> None:
    from graphmem.ingest.writer import RecordWriter
    from graphmem.models import RecordIn

    writer = RecordWriter(services.store, services.embedder, services.extractor, facets=facets)
    writer.append_many(user, [RecordIn(type="conversation", content=text, source_ref=f"p{i}",
                                       sender="Sam")
                              for i, text in enumerate([BUSY_WEEK, *PET_TALK])])


def _rank_of_busy_week(services, user, query: str) -> int:
    from graphmem.models import SearchIn

    out = services.searcher.search(user, SearchIn(query=query, top_k=5))
    return [r.source_refs[0] for r in out.results].index("p0")


def test_a_turn_is_found_by_the_one_sentence_that_answers(services, user, cypher):
    """Sentence facets: one embedding for a four-sentence turn blurs its one line about the
    puppy; the same turn stored without facets ranks below pet small talk."""
    _pet_user(services, user, facets=True)
    stored = cypher("MATCH (m:Memory {user_id: $u, kind: 'turn'}) RETURN m.source_ref AS ref, "
                    "[k IN keys(m) WHERE k STARTS WITH 'facet_'] AS facets", u=user)
    assert {r["ref"]: len(r["facets"]) for r in stored} == {"p0": 4, "p1": 0, "p2": 0, "p3": 0,
                                                            "p4": 0}
    plain = f"{user}-plain"
    _pet_user(services, plain, facets=False)
    with_facets, without = (_rank_of_busy_week(services, u, "Do they have a dog?")
                            for u in (user, plain))
    assert with_facets <= 1 < without, (with_facets, without)


TRAVEL_TALK = [
    "I was in Chicago last month, the locals were so friendly and the food was great!",
    "Travelling is my favourite thing, every trip teaches me something new.",
    "I love exploring new places and meeting people on the road.",
    "Trips with friends are the best, we always end up with great stories.",
]


def test_a_question_for_a_place_prefers_the_turn_that_names_one(services, user):
    """answer_type: "Which cities ..." asks for a place; the one turn that names a city answers
    it, though the travel small talk is close in meaning: the signal puts it well ahead."""
    from graphmem.models import RecordIn, SearchIn, Weights

    services.writer.append_many(user, [
        RecordIn(type="conversation", content=text, source_ref=f"c{i}", sender="Jon")
        for i, text in enumerate(TRAVEL_TALK)])

    def ranked(weights=None):
        out = services.searcher.search(user, SearchIn(
            query="Which cities has Jon been to?", top_k=4, weights=weights))
        return [r.source_refs[0] for r in out.results], out.results

    def lead(results):  # the city turn's score over the best other
        city = next(r.score for r in results if r.source_refs == ["c0"])
        return city - max(r.score for r in results if r.source_refs != ["c0"])

    order, results = ranked()
    assert order[0] == "c0" and results[0].signals["answer_type"] == 1.0
    assert all(r.signals["answer_type"] == 0.0 for r in results[1:])  # "Jon" is not an answer
    assert lead(results) > lead(ranked(Weights(answer_type=0))[1]) + 0.05


LAKE_TALK = [
    ("Maya", "What did you do at the lake with your sister?"),
    ("Tom", "My sister and I rented a canoe and paddled out to the island."),
    ("Maya", "Is your sister still doing the pottery class?"),
    ("Tom", "I fixed the fence in the back garden."),
]


def test_the_turn_that_answers_outranks_the_question_that_echoes_it(services, user):
    """statement: a later question ("What did Tom do at the lake with his sister?") shares
    more words with a turn that asked it before than with the turn that answers. Each turn
    is its own thread here, so no reply or neighbour signal tells them apart."""
    from graphmem.models import RecordIn, SearchIn, Weights

    services.writer.append_many(user, [
        RecordIn(type="conversation", content=text, source_ref=f"l{i}", sender=sender,
                 thread_id=f"lake-{i}", occurred_at=f"2025-05-0{i + 1}T10:00:00Z")
        for i, (sender, text) in enumerate(LAKE_TALK)])

    def ranked(weights=None):
        out = services.searcher.search(user, SearchIn(
            query="What did Tom do at the lake with his sister?", top_k=4, weights=weights))
        return [r.source_refs[0] for r in out.results], out.results

    order, results = ranked()
    assert {r.source_refs[0]: r.signals["statement"] for r in results} == {
        "l0": 0.0, "l1": 1.0, "l2": 0.0, "l3": 1.0}
    assert order[0] == "l1", order
    assert ranked(Weights(statement=0))[0][0] == "l0"  # without it, the echo wins


@pytest.mark.parametrize("query, weighed", [
    ("How long was p99 latency high during the checkout incident?", True),
    ("does the new dog get along with the cat", True),
    ("alert on consumer lag", False),
    ("pets", False),
])
def test_statement_weighs_only_when_the_query_asks(query, weighed):
    """A topic query ("alert on consumer lag") is matched by a question about it as well."""
    from graphmem.retrieve.recipes import recipe_for

    assert (recipe_for("answer", query=query).weights["statement"] > 0) is weighed


@pytest.mark.parametrize("text, share", [
    ("What did you do at the lake?", 0.0),
    ("We went hiking! How about you?", 15 / 29),
    ('Nice. "Did you?"', 5 / 15),
    ("It shipped in v2.0 last week.", 1.0),
    ("", 1.0),
    # a question typed without its "?": a last sentence with no end mark that opens as one
    ("Carne asada fixes everything. What's the plan for moving day", 29 / 59),
    ("does the notecard have interest", 0.0),
    ("ok how's Pepper's leg 🐶", 0.0),
    ("Have fun", 1.0),
    ("Did it!", 1.0),
    ("What a day", 1.0),
    ("It rained all day. We stayed home", 1.0),
])
def test_statement_share_counts_the_text_that_asks(text, share):
    from graphmem.retrieve.signals import statement_share

    assert statement_share(text) == pytest.approx(share)


@pytest.mark.parametrize("question, types", [
    ("Which cities has John been to?", {"place"}),
    ("Where did Caroline move from?", {"place"}),
    ("Who gave Melanie the pottery set?", {"person"}),
    ("When did Jon open his studio?", {"date"}),
    ("How long was p99 latency high during the incident?", {"date", "duration"}),
    ("Which database does the billing service use now?", {"technology"}),
    ("What video games does Nate play?", {"concept", "person", "organization", "event"}),
    ("Why did Gina quit her job?", set()),
])
def test_the_kind_of_answer_a_question_asks_for(question, types):
    from graphmem.retrieve.answer_types import expected_types

    assert expected_types(question) == types


@pytest.mark.parametrize("text, answers", [
    ("I've had them for 3 years now and they bring me tons of joy!", True),
    ("We waited about forty minutes for the failover.", True),
    ("It took a couple of weeks to migrate.", True),
    ("Nate took his turtles out for a walk.", False),
    ("I have three turtles.", False),
])
def test_a_stated_duration_answers_how_long(text, answers):
    """The pipeline keeps no entity for a length of time, so "how long" reads it from the text;
    other questions do not."""
    from graphmem.retrieve.answer_types import answer_type, expected_types, query_words

    question = "How long has Nate had his turtles?"
    got = answer_type(expected_types(question), query_words(question), [], text)
    assert got == (1.0 if answers else 0.0)
    when = "When did Nate get his turtles?"
    assert answer_type(expected_types(when), query_words(when), [], text) == 0.0


def test_a_filter_that_keeps_few_candidates_does_not_starve(services, user):
    """Post-filtering never starves: the thread asked for holds five memories about the garden,
    far from the query among 240 about databases, which a first vector request of 200 would
    miss. Which way search reaches them depends on the store: alone in it, the user's thread is
    scanned exactly (search/scope_thread); beside other tests' users, the user is a small share
    and their memories are scanned exactly, widened until top_k survive. Either way, all five."""
    from graphmem.models import RecordIn, SearchIn

    systems = ["PostgreSQL", "MySQL", "Redis", "Cassandra", "SQLite", "MongoDB"]
    busy = [RecordIn(type="conversation", thread_id=f"db-{i % 12}", source_ref=f"d{i}",
                     content=f"Database migration step {i}: move table {i} from "
                             f"{systems[i % 6]} to {systems[(i + 1) % 6]}")
            for i in range(240)]
    garden = [RecordIn(type="conversation", thread_id="garden", source_ref=f"g{i}",
                       content=f"Planted {plant} along the south fence")
              for i, plant in enumerate(["tulips", "roses", "basil", "lavender", "tomatoes"])]
    services.writer.append_many(user, busy + garden)
    out = services.searcher.search(user, SearchIn(query="database migration to PostgreSQL",
                                                  thread_id="garden", top_k=5))
    assert sorted(r.source_refs[0] for r in out.results) == [f"g{i}" for i in range(5)]
    assert out.retrieval_metadata.post_filter_count >= 5


def _access(cypher, user):
    return {r["ref"]: (r["count"] or 0, r["at"]) for r in cypher(
        "MATCH (m:Memory {user_id: $u}) RETURN m.source_ref AS ref, m.access_count AS count, "
        "m.last_accessed_at AS at", u=user)}


def test_search_hits_are_recorded_as_accesses_off_the_request_path(services, user, cypher):
    """Each result a search returns counts one access (access_count, last_accessed_at: the
    decay clock of manager mode restarts); the write happens after the response, in a batch."""
    from graphmem.models import RecordIn, SearchIn
    from graphmem.retrieve.access import AccessLog
    from graphmem.retrieve.search import Searcher

    services.writer.append_many(user, [
        RecordIn(type="conversation", content=text, source_ref=ref, sender="Dana",
                 occurred_at="2024-01-10T09:00:00Z")
        for ref, text, _, _ in NOTES])
    log = AccessLog(services.store, interval_s=3600)  # no background flush during the test
    searcher = Searcher(services.store, services.embedder, services.extractor,
                        services.settings, access=log)
    top = searcher.search(user, SearchIn(query="PostgreSQL migration", top_k=2)).results
    hit = {r.source_refs[0] for r in top}
    assert set(_access(cypher, user).values()) == {(0, None)}  # not on the request path
    searcher.search(user, SearchIn(query="PostgreSQL migration", top_k=1))
    assert log.flush() == 3
    stats = _access(cypher, user)
    assert stats["s1"][0] == 2 and stats["s1"][1] is not None  # hit by both searches
    assert all(stats[ref][0] == 1 for ref in hit - {"s1"})
    assert all(stats[ref] == (0, None) for ref in stats if ref not in hit)
    log.close()


def test_the_api_records_accesses_in_the_background(client, app, user, cypher):
    client.post("/records", json={"type": "conversation", "source_ref": "a1",
                                  "content": "The staging cluster lives in eu-west-1"})
    assert search(client, "where is staging?", top_k=1)["results"][0]["source_refs"] == ["a1"]
    app.state.services.access.flush()  # what the worker does every GRAPHMEM_ACCESS_FLUSH_S
    assert _access(cypher, user)["a1"][0] == 1


def test_a_starting_server_searches_as_the_users_who_wrote_last_and_counts_no_access(
        services, user, cypher):
    """The warm-up a server runs at start (GRAPHMEM_WARM_SEARCHES) searches as the user who
    wrote last, and its results count no access: ranking and decay are as if it never ran."""
    from graphmem.models import RecordIn
    from graphmem.retrieve.access import AccessLog
    from graphmem.retrieve.search import Searcher
    from graphmem.retrieve.warm_up import WarmUp

    services.writer.append_many(user, [
        RecordIn(type="conversation", content=text, source_ref=ref, sender="Dana")
        for ref, text, _, _ in NOTES])
    log = AccessLog(services.store, interval_s=3600)
    searcher = Searcher(services.store, services.embedder, services.extractor,
                        services.settings, access=log)
    run = WarmUp(services.store, searcher, searches=4).start().wait(120)
    assert run.users[0] == user and run.searches == 4
    assert log.flush() == 0
    assert set(_access(cypher, user).values()) == {(0, None)}
    log.close()
    searcher.close()


def test_the_warm_up_stops_when_the_server_does(services):
    from graphmem.retrieve.warm_up import WarmUp

    warm = WarmUp(services.store, services.searcher, searches=100).start()
    warm.stop()  # what Services.close does before the searcher closes
    assert not warm._thread.is_alive() and warm.run.searches < 100


class _FlakyStore:
    """A store whose first write fails the way a Neo4j restart does."""

    def __init__(self):
        self.calls, self.written = 0, []

    def write(self, name, **params):
        self.calls += 1
        if self.calls == 1:
            raise ConnectionError("Neo4j is restarting")
        self.written.append((name, params["user_id"], list(params["ids"])))


def test_accesses_that_could_not_be_written_wait_for_the_next_flush():
    from graphmem.retrieve.access import AccessLog

    store = _FlakyStore()
    log = AccessLog(store, interval_s=3600, max_pending=4)
    log.record("u1", ["m1", "m2"])
    assert log.flush() == 0 and store.written == []
    log.record("u1", ["m3"])
    assert log.flush() == 3
    assert store.written == [("search/touch", "u1", ["m1", "m2", "m3"])]
    log.record("u1", ["a", "b", "c", "d", "e", "f"])  # over max_pending: the oldest go
    log.close()
    assert store.written[-1] == ("search/touch", "u1", ["c", "d", "e", "f"])


PLANNING = [
    "The quarterly planning meeting moved to Thursday afternoon.",
    "Quarterly planning meeting moved to Thursday afternoon.",
    "For quarterly planning, bring last quarter's numbers and the hiring plan.",
    "My sister adopted a grey kitten from the shelter.",
]


def test_a_near_copy_of_a_higher_result_is_pushed_down(services, user):
    """Diversity: two wordings of one message (cosine above 0.95) would take the first two
    places; the second goes below the distinct results, even those it outscores."""
    from graphmem.models import RecordIn, SearchIn

    a, b = services.embedder.encode(PLANNING[:2])
    assert sum(x * y for x, y in zip(a, b, strict=True)) > 0.95
    services.writer.append_many(user, [
        RecordIn(type="conversation", content=text, source_ref=f"q{i}", sender="Ines")
        for i, text in enumerate(PLANNING)])
    def page(top_k):
        return services.searcher.search(user, SearchIn(
            query="When is the quarterly planning meeting?", top_k=top_k)).results

    out = page(4)
    refs = [r.source_refs[0] for r in out]
    assert refs[1:3] == ["q2", "q3"] and sorted([refs[0], refs[3]]) == ["q0", "q1"], refs
    # pushed down, not outranked: its own signals say it matched better than the results
    # above it, and it shows the score of the one above it, so that scores follow the order
    assert out[3].signals["semantic"] > out[1].signals["semantic"]
    assert [r.score for r in out] == sorted((r.score for r in out), reverse=True)
    assert out[3].score == out[2].score
    # a shorter page is the start of a longer one (paging with offsets relies on it)
    assert [[r.source_refs[0] for r in page(k)] for k in (1, 2, 3)] == [refs[:1], refs[:2],
                                                                        refs[:3]]


def test_a_word_matches_however_its_accents_were_typed(client):
    """"München" typed as "u" plus a combining diaeresis (as macOS file names and some
    keyboards send it) is the same word as the composed one, in the text and in the query."""
    for ref, text in [("d", "Our Mu\u0308nchen office moves in May"),
                      ("c", "The K\u00f6ln team ships on Fridays"),
                      ("x", "Lunch is at noon on Tuesdays")]:
        assert client.post("/records", json={"type": "conversation", "content": text,
                                             "source_ref": ref}).status_code == 201
    for query, ref in [("M\u00fcnchen", "d"), ("Mu\u0308nchen", "d"),
                       ("Ko\u0308ln", "c"), ("K\u00f6ln", "c")]:
        top = client.post("/search", json={"query": query, "top_k": 1}).json()["results"][0]
        assert top["source_refs"] == [ref] and top["signals"]["keyword"] > 0, (query, top)


def _write_threads(services, user, talk, prefix, month, first_day):
    """(thread, sender, text) turns as records `<prefix><i>`; thread tN's turns fall on day
    first_day + N - 1 of `month`, one minute apart."""
    from graphmem.models import RecordIn

    def day(thread: str) -> int:
        return first_day + int(thread[1]) - 1

    services.writer.append_many(user, [
        RecordIn(type="conversation", content=text, source_ref=f"{prefix}{i}", sender=sender,
                 thread_id=thread, occurred_at=f"2024-{month:02d}-{day(thread):02d}T10:{i:02d}:00Z")
        for i, (thread, sender, text) in enumerate(talk)])


MARCH_TALK = [  # (thread, sender, text); the answer (m2) shares no word with the question
    ("t1", "Tomas", "I joined the veterans march downtown last weekend."),
    ("t1", "Rosa", "Wow! What inspired you to join the march?"),
    ("t1", "Tomas", "My grandfather served for thirty years and I wanted to honour him."),
    ("t1", "Rosa", "That is lovely, he would be proud."),
    ("t2", "Tomas", "The march for clean rivers was inspiring, so many people joined."),
    ("t2", "Rosa", "I joined a march once, it was inspiring to see the crowd join in."),
    ("t3", "Tomas", "The veterans parade in March is always inspiring."),
    ("t4", "Tomas", "The march started at the park and joined the main road."),
    # the rest of their talk: words weigh by this user's memories, and in these eight alone
    # "march" or "joined" would be too common to outscore anything
    ("t5", "Rosa", "Did you try the new bakery on Fifth Street?"),
    ("t5", "Tomas", "Yes, their sourdough is excellent."),
    ("t5", "Rosa", "I baked rye bread at home on Sunday."),
    ("t5", "Tomas", "My tomatoes finally ripened in the garden."),
    ("t5", "Rosa", "We should cook dinner together soon."),
    ("t5", "Tomas", "I repaired the fence behind the shed."),
    ("t5", "Rosa", "The library has a book sale this Friday."),
    ("t5", "Tomas", "I am reading a novel about sailors."),
]


@pytest.mark.parametrize("asked", ["Wow! What inspired you to join the march?",
                                   "wow what inspired you to join the march"])
def test_the_reply_to_a_question_like_the_query_is_found(services, user, asked):
    """reply: a question asked in the conversation often is the user's question, and the
    answer is the next turn of the other speaker, which shares no word with it. Other turns
    about joining marches outscore it on their own; the reply signal lifts it. A question
    typed in chat often has no "?"."""
    from graphmem.models import SearchIn, Weights

    talk = [MARCH_TALK[0], ("t1", "Rosa", asked), *MARCH_TALK[2:]]
    _write_threads(services, user, talk, "m", month=3, first_day=2)

    def ranked(weights=None):
        out = services.searcher.search(user, SearchIn(
            query="What inspired Tomas to join the veterans march?", top_k=4, kinds=["turn"],
            weights=weights))
        return {r.source_refs[0]: r for r in out.results}

    with_reply = ranked()
    assert "m2" in with_reply and with_reply["m2"].signals["reply"] > 0
    assert "m2" not in ranked(Weights(reply=0))


def test_a_speakers_name_is_who_not_what(services, user):
    """A question that names someone who speaks in the memories asks about their words: the
    name is not a keyword. Otherwise every turn that greets her outranks the one that answers."""
    from graphmem.models import RecordIn, SearchIn
    from graphmem.retrieve.lucene import keyword_query

    turns = [("Mel", "Hey Caroline! Good to see you, Caroline, how have you been?"),
             ("Mel", "Caroline, thanks Caroline, you are the best, Caroline!"),
             ("Caroline", "I have been researching adoption agencies all week."),
             ("Mel", "Bye Caroline, talk soon Caroline!")]
    services.writer.append_many(user, [
        RecordIn(type="conversation", content=text, source_ref=f"g{i}", sender=sender,
                 thread_id="s1", occurred_at=f"2024-01-01T10:0{i}:00Z")
        for i, (sender, text) in enumerate(turns)])

    out = services.searcher.search(user, SearchIn(query="What did Caroline look into?",
                                                  top_k=4, kinds=["turn"]))
    assert out.results[0].source_refs == ["g2"]
    assert out.results[0].signals["speaker"] == 1.0
    greetings = [r for r in out.results if r.source_refs != ["g2"]]
    assert len(greetings) == 3 and all(r.signals["keyword"] == 0 for r in greetings)
    assert "caroline" not in keyword_query("What did Caroline look into?", user,
                                           frozenset({"caroline"})).split("AND", 1)[1]
    # a question that is only a name still searches by it
    assert "caroline" in keyword_query("Caroline?", user, frozenset({"caroline"}))


@pytest.mark.parametrize(("query", "expected"), [
    ("What do Melanie's kids like?", "What do kids like?"),
    ("Did Caroline and Melanie paint?", "Did and paint?"),
    ("Hi, Caroline.", "Hi,"),
    ("Melanie?", "Melanie?"),  # nothing else left: the name is the question
    ("What did Melanio say?", "What did Melanio say?"),
])
def test_the_query_is_embedded_without_the_speakers_it_names(query, expected):
    from graphmem.retrieve.lucene import without_words

    assert without_words(query, frozenset({"melanie", "caroline"})) == expected


HOBBY_TALK = [  # (thread, sender, text): one session talks around hobbies, three name one each
    ("t1", "Ana", "Hobbies matter so much to me, honestly."),
    ("t1", "Leo", "Same here, hobbies keep me sane."),
    ("t1", "Ana", "I always enjoy talking about hobbies with you."),
    ("t1", "Leo", "We should find a new hobby to enjoy together."),
    ("t2", "Leo", "How was your weekend?"),
    ("t2", "Ana", "I took up pottery last month and I enjoy it a lot."),
    ("t2", "Leo", "Nice, send me a photo of the vase."),
    ("t3", "Leo", "Anything new?"),
    ("t3", "Ana", "Rock climbing on Saturdays is my favourite thing now."),
    ("t3", "Leo", "Be careful up there."),
    ("t4", "Leo", "What did you do last night?"),
    ("t4", "Ana", "I practised the violin for two hours, I really enjoy it."),
    ("t4", "Leo", "Your neighbours must love that."),
]


def test_a_list_question_finds_its_items_across_sessions(services, user):
    """A question asking for several things ("What hobbies ...?") is answered by turns in many
    sessions. The signals that reward a session full of matches (session, neighbour) would fill
    the page with the one session that talks around hobbies; the answer-list recipe leaves
    them out, so the items of the other sessions come up."""
    from graphmem.models import SearchIn, Weights
    from graphmem.retrieve.answer_types import asks_for_many
    from graphmem.retrieve.recipes import ANSWER

    assert asks_for_many("What hobbies does Ana enjoy?")
    assert asks_for_many("How many tournaments has Nate won?")
    assert not asks_for_many("What does Ana think of pottery?")
    assert not asks_for_many("What is Ana's favourite class?")
    _write_threads(services, user, HOBBY_TALK, "h", month=5, first_day=1)
    items = {"h5", "h8", "h11"}

    def top(weights=None):
        out = services.searcher.search(user, SearchIn(
            query="What hobbies does Ana enjoy?", top_k=4, kinds=["turn"], weights=weights))
        return out.retrieval_metadata.recipe, {r.source_refs[0] for r in out.results}

    recipe, found = top()
    assert recipe == "answer-list"
    clustered = top(Weights(session=ANSWER.weights["session"],  # the answer recipe's
                            neighbour=ANSWER.weights["neighbour"]))[1]
    assert len(found & items) > len(clustered & items), (found, clustered)


def _graph_signals(services, user, query):
    from graphmem.models import SearchIn

    out = services.searcher.search(user, SearchIn(query=query, top_k=10))
    return {ref: r.signals["graph"] for r in out.results for ref in r.source_refs}


def test_the_entities_a_query_names_are_found_without_parsing_it(services, user):
    """Search links the query to the user's entities by their linking keys: an alias ("PG"),
    a lowercase given name ("priya"), a capitalised name. A lowercase English word is no
    person's name ("the bill" is not Bill), so it does not pull in what Bill said."""
    from graphmem.models import RecordIn

    notes = [("n1", "We moved the billing service from MySQL to PostgreSQL in March"),
             ("n2", "Priya owns the checkout-service rollout"),
             ("n3", "Bill signed off the travel budget for the offsite")]
    services.writer.append_many(user, [
        RecordIn(type="observation", content=text, source_ref=ref,
                 occurred_at="2024-03-01T09:00:00Z") for ref, text in notes])

    assert _graph_signals(services, user, "what runs on PG now?")["n1"] == 1.0
    assert _graph_signals(services, user, "what does priya own?")["n2"] == 1.0
    assert _graph_signals(services, user, "What did Bill decide?")["n3"] == 1.0
    assert _graph_signals(services, user, "who will pay the bill?").get("n3", 0.0) == 0.0


@pytest.mark.parametrize("query, key, named", [
    ("that was nice", "nice", False),  # a listed place, but here an English word
    ("Was it warm in Nice?", "nice", True),
    ("Will you pay the bill?", "bill", False),
    ("what did bill say", "bill", False),
    ("ask priya about PG", "priya", True),  # no English word: a name even in lowercase
])
def test_which_words_of_a_query_may_name_a_person_or_a_place(services, query, key, named):
    keys = {k["key"]: k["named"] for k in services.extractor.query_keys(query)}
    assert keys[key] is named


def test_search_does_not_wait_for_an_import_that_is_parsing(services, user):
    """An import holds the NER pipeline for a whole batch (seconds). A search never needs it,
    so it answers, entities included, while the pipeline is busy."""
    from concurrent.futures import ThreadPoolExecutor

    from graphmem.models import RecordIn

    services.writer.append(user, RecordIn(type="observation", source_ref="r1",
                                          content="Redis caches the session tokens"))
    with ThreadPoolExecutor(1) as pool, services.extractor._lock:
        graph = pool.submit(_graph_signals, services, user, "where do tokens live, Redis?")
        assert graph.result(timeout=20)["r1"] == 1.0


def test_who_speaks_is_known_also_for_entities_written_before_the_sender_flag(services, user,
                                                                           cypher):
    """search/senders lists the people who speak in a user's memories, not those merely named;
    entities of a store written before `sender` existed get it when the schema is applied."""
    from graphmem.models import RecordIn
    from graphmem.store.schema import apply_schema

    services.writer.append(user, RecordIn(type="conversation", sender="Mel", source_ref="w1",
                                          content="Caroline told me about the adoption agency."))

    def speakers() -> list[str]:
        return services.store.read_values("search/senders", user_id=user)[0]["names"]

    assert speakers() == ["Mel"]
    cypher("MATCH (e:Entity {user_id: $u}) REMOVE e.sender", u=user)
    assert speakers() == []
    cypher("DROP INDEX entity_user_sender")  # an older store has neither
    apply_schema(services.store)
    assert speakers() == ["Mel"]


def test_a_quantized_vector_index_of_an_older_store_is_built_again_without(services, user,
                                                                          cypher):
    """An index made with Neo4j's default (int8 quantization) is dropped and populated again
    when the schema is applied; its memories are found by meaning afterwards."""
    from graphmem.models import RecordIn, SearchIn
    from graphmem.store.schema import apply_schema

    services.writer.append(user, RecordIn(type="observation", source_ref="q1",
                                          content="The billing service runs on PostgreSQL 16."))

    def quantized() -> bool:
        rows = cypher("SHOW INDEXES YIELD name, options WHERE name = 'memory_embedding' "
                      "RETURN options.indexConfig AS config")
        return rows[0]["config"]["vector.quantization.enabled"]

    assert quantized() is False
    cypher("DROP INDEX memory_embedding")
    cypher("CREATE VECTOR INDEX memory_embedding FOR (m:Memory) ON m.embedding OPTIONS "
           "{indexConfig: {`vector.dimensions`: 384, `vector.similarity_function`: 'cosine'}}")
    assert quantized() is True  # Neo4j's default, as older graphmem made it
    apply_schema(services.store)
    assert quantized() is False
    hits = services.searcher.search(user, SearchIn(query="which database does billing use?"))
    assert hits.results and "PostgreSQL" in hits.results[0].text


def test_an_older_stores_vector_index_of_every_memory_is_made_again_on_the_joined_label(
        services, user, cypher):
    """Older graphmem indexed every :Memory. Its memories are labelled `Vectored` and their
    users joined and ready (so their searches ask the index as before), then the index is
    made again on the label."""
    from graphmem.models import RecordIn
    from graphmem.store.schema import apply_schema

    services.writer.append(user, RecordIn(type="observation", source_ref="q1",
                                          content="The billing service runs on PostgreSQL 16."))
    cypher("MATCH (m:Memory {user_id: $u}) REMOVE m:Vectored", u=user)  # as an older store
    cypher("DROP INDEX memory_embedding")
    cypher("CREATE VECTOR INDEX memory_embedding FOR (m:Memory) ON m.embedding OPTIONS "
           "{indexConfig: {`vector.dimensions`: 384, `vector.similarity_function`: 'cosine', "
           "`vector.quantization.enabled`: false}}")
    apply_schema(services.store)
    assert cypher("SHOW INDEXES YIELD name, labelsOrTypes WHERE name = 'memory_embedding' "
                  "RETURN labelsOrTypes")[0]["labelsOrTypes"] == ["Vectored"]
    assert cypher("MATCH (m:Memory {user_id: $u}) WHERE m.embedding IS NOT NULL "
                  "RETURN collect(m:Vectored) AS v", u=user)[0]["v"] == [True]
    head = cypher("MATCH (h:UserHead {user_id: $u}) RETURN h.vectored_ready AS ready", u=user)
    assert head[0]["ready"] is not None


@pytest.mark.parametrize("query, filters", [
    ("what did we move to PostgreSQL?", {}),  # names an entity: read after the vector request
    ("which database did the billing service move to?", {}),  # asks for a kind of entity
    ("alerts and deploys", {"kinds": ["turn"], "since": "2024-02-01T00:00:00Z"}),
])
def test_the_vector_request_that_reads_its_hits_ranks_as_the_exact_scan(
        services, user, cypher, monkeypatch, join_shared_index, query, filters):
    """In a large store the vector index's hits come back with their rows (search/
    vector_hydrate) while the other candidates are read beside it; a small user's exact scan
    reads all candidates after it. Both give the same results with the same signals: the
    filters, the cosines, and the entities, which the first request reads only when the
    question asks for a kind of entity (whether it names specific ones is known later)."""
    from graphmem.models import RecordIn, SearchIn
    from graphmem.retrieve import search as search_module

    texts = [text for _, text, _, _ in NOTES] + [
        "Priya owns the checkout-service rollout", "The deploy of checkout went out on Friday",
        "Lunch at the Lisbon office was great"]
    services.writer.append_many(user, [
        RecordIn(type="conversation", content=text, source_ref=f"v{i}", sender="Dana",
                 thread_id=f"t{i % 3}", occurred_at=f"2024-0{i % 9 + 1}-10T09:00:00Z")
        for i, text in enumerate(texts)])
    assert services.episodes.flush(60)  # the threads' episodes are memories too: written first
    join_shared_index(user)
    searcher = search_module.Searcher(services.store, services.embedder, services.extractor,
                                      services.settings)
    monkeypatch.setattr(searcher, "user_vectors", None)
    # The whole index asked for (the test store holds ~100k memories): with k past their
    # number the index returns every one, so the ANN request holds every memory of the user.
    whole = cypher("MATCH (m:Memory) WHERE m.embedding IS NOT NULL RETURN count(*) AS n")[0]["n"]
    monkeypatch.setattr(search_module, "MAX_VECTOR_K", whole + 1000)
    results = {}
    for plan in [("search/vector_exact", 200), ("search/vector_hydrate", whole + 1000)]:
        monkeypatch.setattr(searcher, "_vector_plans",
                            lambda user_id, req, recipe, params, plan=plan: [plan])
        out = searcher.search(user, SearchIn(query=query, top_k=6, **filters),
                              record_access=False)
        results[plan[0]] = [(r.source_refs, r.score, r.signals) for r in out.results]
    searcher.close()
    exact, ann = results["search/vector_exact"], results["search/vector_hydrate"]
    assert [refs for refs, _, _ in ann] == [refs for refs, _, _ in exact]
    for (_, a_score, a_signals), (_, e_score, e_signals) in zip(ann, exact, strict=True):
        assert a_score == pytest.approx(e_score, abs=1e-5)
        assert a_signals == pytest.approx(e_signals, abs=1e-5)
    if "PostgreSQL" in query:
        assert max(signals["entity"] for _, _, signals in ann) > 0
    if filters:
        assert exact and all(refs[0] in {"v1", "v2", "v4", "v5", "v6", "v7"}
                             for refs, _, _ in exact)


def _filtered_user(services, user):
    from graphmem.models import RecordIn

    texts = [text for _, text, _, _ in NOTES] + [
        "Priya owns the checkout-service rollout", "The deploy of checkout went out on Friday",
        "Lunch at the Lisbon office was great", "Redis keeps the session tokens of checkout",
        "Alerts from the payments API woke Bob twice this week"]
    services.writer.append_many(user, [
        RecordIn(type="conversation", content=text, source_ref=f"v{i}",
                 sender="Eli" if i % 4 == 1 else "Dana",
                 thread_id=f"t{i % 3}", topic_id="ops" if i % 2 else "life",
                 occurred_at=f"2024-0{i % 9 + 1}-10T09:00:00Z")
        for i, text in enumerate(texts)])
    assert services.episodes.flush(60)  # the threads' episodes are memories too


@pytest.mark.parametrize("filters, inside", [
    ({"thread_id": "t1"}, "m.thread_id = 't1'"),
    ({"topic_id": "ops"}, "m.topic_id = 'ops'"),
    ({"since": "2024-03-01T00:00:00Z", "until": "2024-06-30T00:00:00Z"},
     "m.occurred_at >= '2024-03-01' AND m.occurred_at <= '2024-06-30'"),
    ({"until": "2024-02-28T00:00:00Z"}, "m.occurred_at <= '2024-02-28'"),
    ({"kinds": ["turn"]}, "m.kind = 'turn'"),
    # no index serves these: the user's memories read until enough pass (search/scope_filtered)
    ({"speakers": ["eli"]}, "toLower(m.sender) = 'eli'"),
    ({"types": ["conversation"], "speakers": ["ELI"]},
     "m.record_type = 'conversation' AND m.sender = 'Eli'"),
])
def test_a_filter_that_keeps_few_is_searched_inside_it(
        services, user, cypher, monkeypatch, filters, inside):
    """A big user's search with a thread, topic, time window, kinds, speakers or record types
    scans the memories inside the filter (search/scope_*) instead of widening the ANN request
    until enough survive: a thread of 51 among 100k memories took 0.3-1 s that way, 13 ms so.
    The results are the exact scan's, signals and all."""
    from graphmem.models import SearchIn
    from graphmem.retrieve import search as search_module
    from graphmem.retrieve import shared_index

    _filtered_user(services, user)
    searcher = search_module.Searcher(services.store, services.embedder, services.extractor,
                                      services.settings)
    monkeypatch.setattr(searcher, "user_vectors", None)
    query = "checkout deploys and alerts"
    exact = searcher.search(user, SearchIn(query=query, top_k=5, **filters), record_access=False)
    # as if the user were too big for a scan of all their memories: the ANN plans
    monkeypatch.setattr(shared_index, "EXACT_SCAN_MAX", 0)
    scoped = searcher.search(user, SearchIn(query=query, top_k=5, **filters),
                             record_access=False)
    searcher.close()
    count = cypher(f"MATCH (m:Memory) WHERE m.user_id = $u AND {inside} RETURN count(*) AS n",
                   u=user)[0]["n"]
    assert 0 < count < 15
    assert scoped.retrieval_metadata.vector_candidates == count  # the scope, all of it
    assert exact.results
    assert [r.memory_id for r in scoped.results] == [r.memory_id for r in exact.results]
    for s, e in zip(scoped.results, exact.results, strict=True):
        assert s.score == pytest.approx(e.score, abs=1e-5)
        assert s.signals == pytest.approx(e.signals, abs=1e-5)


def _statements_read(services, monkeypatch) -> list[str]:
    """The names of the statements the store reads from now on, in order."""
    asked = []
    read = services.store.read_values
    monkeypatch.setattr(services.store, "read_values",
                        lambda name, **params: asked.append(name) or read(name, **params))
    return asked


def _speakers_and_documents_user(services, user) -> str:
    """Turns of "Eli Stone", "Will" and "Dana", then a document: returns a time between the
    turns' writes and the document's."""
    from graphmem.models import RecordIn

    senders = ["Eli Stone", "Will", "Dana", "Dana"]
    services.writer.append_many(user, [
        RecordIn(type="conversation", content=text, source_ref=f"s{i}", thread_id="t1",
                 sender=senders[i % 4], occurred_at=f"2024-05-{i + 1:02d}T09:00:00Z")
        for i, text in enumerate(t for _, t, _, _ in NOTES)])
    time.sleep(0.05)
    between = datetime.now(UTC)
    time.sleep(0.05)
    services.writer.append_many(user, [RecordIn(
        type="document", source_path="docs/deploys.md", source_ref="doc",
        content="# Deploys\n\nCheckout deploys go out on Fridays after the alerts review.")])
    assert services.episodes.flush(60)
    return between.isoformat()


@pytest.mark.parametrize("filters, answered, senders", [
    ({"speakers": ["ELI stone"]}, "search/scope_speakers", {"Eli Stone"}),
    # the phrase "eli" finds Eli Stone's words in the index; the sender must be "eli" whole
    ({"speakers": ["eli"]}, "search/scope_speakers", set()),
    ({"speakers": ["nobody"]}, "search/scope_speakers", set()),
    # a name of stop words only leaves Lucene no term: the memories are read instead
    ({"speakers": ["will"]}, "search/scope_filtered", {"Will"}),
    # and so are more names than a Lucene query takes clauses
    ({"speakers": ["dana", *(f"guest {i}" for i in range(2000))]}, "search/scope_filtered",
     {"Dana"}),
    ({"types": ["document"]}, "search/scope_types", {None}),
    ({"types": ["state_object"]}, "search/scope_types", set()),
    ({"known_at": "between"}, "search/scope_known", {"Eli Stone", "Will", "Dana"}),
    ({"known_at": "2000-01-01T00:00:00Z"}, "search/scope_known", set()),
    ({"as_of": "2024-05-03T12:00:00Z"}, "search/scope_asof", {"Eli Stone", "Will", "Dana"}),
    ({"as_of": "2000-01-01T00:00:00Z"}, "search/scope_asof", set()),
])
def test_a_filter_an_index_serves_is_answered_through_it(
        services, user, monkeypatch, filters, answered, senders):
    """Speakers (through the full-text index's sender field), record types, known_at and as_of
    (through their range indexes) are searched inside the memories that pass, sought, not
    read out of all the user's memories: a filter no memory passes answered in ~10 ms at 100k
    memories instead of 50-72. The results are those of the exact scan, senders whole."""
    from graphmem.models import SearchIn
    from graphmem.retrieve import search as search_module
    from graphmem.retrieve import shared_index

    between = _speakers_and_documents_user(services, user)
    filters = {k: between if v == "between" else v for k, v in filters.items()}
    searcher = search_module.Searcher(services.store, services.embedder, services.extractor,
                                      services.settings)
    monkeypatch.setattr(searcher, "user_vectors", None)
    req = SearchIn(query="checkout deploys and alerts", top_k=10, **filters)
    exact = searcher.search(user, req, record_access=False)
    monkeypatch.setattr(shared_index, "EXACT_SCAN_MAX", 0)
    asked = _statements_read(services, monkeypatch)
    scoped = searcher.search(user, req, record_access=False)
    searcher.close()
    assert answered in asked and "search/vector_hydrate" not in asked
    # (a thread's episode may be written before `between` or after it)
    assert {r.sender for r in scoped.results if r.kind != "episode"} == senders
    assert [r.memory_id for r in scoped.results] == [r.memory_id for r in exact.results]
    for s, e in zip(scoped.results, exact.results, strict=True):
        assert s.score == pytest.approx(e.score, abs=1e-5)


def test_a_user_the_process_keeps_the_vectors_of_is_scanned_exactly_past_exact_scan_max(
        services, user, monkeypatch, join_shared_index):
    """With the process's copy of a user's vectors, a user past EXACT_SCAN_MAX (up to
    COPIED_SCAN_MAX) is still ranked exactly from the copy, not through an ANN request large
    enough to reach their share of the store."""
    from graphmem.models import SearchIn
    from graphmem.retrieve import search as search_module
    from graphmem.retrieve import shared_index

    _filtered_user(services, user)
    join_shared_index(user)
    searcher = search_module.Searcher(services.store, services.embedder, services.extractor,
                                      services.settings)
    asked = _statements_read(services, monkeypatch)
    monkeypatch.setattr(shared_index, "EXACT_SCAN_MAX", 0)
    req = SearchIn(query="checkout deploys and alerts", top_k=5)
    copied = searcher.search(user, req, record_access=False)
    assert "search/embedding_stamps" in asked and "search/vector_hydrate" not in asked
    monkeypatch.setattr(shared_index, "COPIED_SCAN_MAX", 0)
    asked.clear()
    ann = searcher.search(user, req, record_access=False)
    searcher.close()
    assert "search/vector_hydrate" in asked
    assert copied.results and [r.memory_id for r in copied.results] == [
        r.memory_id for r in ann.results]


def test_a_filter_that_keeps_too_many_is_left_to_the_vector_index(
        services, user, cypher, monkeypatch, join_shared_index):
    """Past SCOPE_SCAN_MAX memories inside the filter, the scan would cost more than asking
    the index: the ANN request answers, with the same results."""
    from graphmem.models import SearchIn
    from graphmem.retrieve import search as search_module
    from graphmem.retrieve import shared_index

    _filtered_user(services, user)
    join_shared_index(user)
    searcher = search_module.Searcher(services.store, services.embedder, services.extractor,
                                      services.settings)
    monkeypatch.setattr(searcher, "user_vectors", None)
    req = SearchIn(query="checkout deploys and alerts", top_k=5, topic_id="ops")
    exact = searcher.search(user, req, record_access=False)
    whole = cypher("MATCH (m:Memory) WHERE m.embedding IS NOT NULL RETURN count(*) AS n")[0]["n"]
    monkeypatch.setattr(search_module, "MAX_VECTOR_K", whole + 1000)
    monkeypatch.setattr(shared_index, "EXACT_SCAN_MAX", 0)
    monkeypatch.setattr(search_module, "SCOPE_SCAN_MAX", 2)
    asked = _statements_read(services, monkeypatch)
    ann = searcher.search(user, req, record_access=False)
    assert asked.index("search/scope_topic") < asked.index("search/vector_hydrate")
    assert ann.retrieval_metadata.vector_candidates > 2
    assert [r.memory_id for r in ann.results] == [r.memory_id for r in exact.results]
    # found crowded, the topic is not counted again for a while: the ANN request goes first
    asked.clear()
    again = searcher.search(user, req, record_access=False)
    searcher.close()
    assert "search/scope_topic" not in asked and "search/vector_hydrate" in asked
    assert [r.memory_id for r in again.results] == [r.memory_id for r in exact.results]


def test_a_state_value_is_found_by_what_it_is_the_value_of(client):
    """A value alone ("Carol") says nothing of its key: the key's words find it."""
    for kind, key, value in [("service_owner", "billing", "Carol"),
                             ("service_owner", "search", "Dana"),
                             ("backup_schedule", "billing", "nightly")]:
        r = client.post("/records", json={"type": "state_object", "kind": kind, "key": key,
                                          "content": value, "source_ref": f"{kind}/{key}"})
        assert r.status_code == 201, r.text
    for query, expected in [("who is the service owner of billing?", "Carol"),
                            ("who owns the search service?", "Dana"),
                            ("how often is billing backed up?", "nightly")]:
        hits = client.post("/search", json={"query": query, "kinds": ["state"]}).json()
        assert hits["results"][0]["text"] == expected, (query, hits["results"])
