"""Fuzzy, type-aware entity linking at ingest: a later typo or variant of a name lands on the
entity the user already has (one node, an alias, MENTIONS from every memory); a person never links
to a place, Java never to JavaScript, and one user's entities never to another's."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from graphmem.models import RecordIn

START = datetime(2024, 5, 1, tzinfo=UTC)


def note(ref: str, content: str, day: int = 0, sender: str | None = None) -> RecordIn:
    return RecordIn(type="conversation", content=content, source_ref=ref, sender=sender,
                    occurred_at=START + timedelta(days=day))


def entities(cypher, user: str) -> dict[str, dict]:
    rows = cypher("MATCH (e:Entity {user_id: $u}) "
                  "RETURN e {.key, .name, .type, .aliases, .mentions, .id} AS e", u=user)
    return {r["e"]["key"]: r["e"] for r in rows}


def mentioned_by(cypher, user: str, key: str) -> list[str]:
    rows = cypher("MATCH (m:Memory {user_id: $u})-[:MENTIONS]->(e:Entity {user_id: $u, key: $k}) "
                  "RETURN m.text AS text ORDER BY text", u=user, k=key)
    return [r["text"] for r in rows]


def test_the_earliest_mention_names_the_entity_whatever_arrives_first(services, user, cypher):
    """A rebuild replays in arrival order, and a write landing during it (or older talk
    imported late) arrives before the history: the entity is still what the history called it
    ("Atlas", a project), the later form an alias."""
    services.writer.append(user, note("b", "Zara joined the Atlas team to work on Kafka", 1))
    services.writer.append(user, note("a", "Atlas ships invoices to PostgreSQL", 0))
    atlas = entities(cypher, user)["atlas"]
    assert (atlas["name"], atlas["type"]) == ("Atlas", "project")
    assert atlas["aliases"] == ["Atlas team"]


def test_one_batch_sees_an_entity_from_its_first_mention_to_its_last(services, user, cypher):
    """first_seen and last_seen span every mention of a batch, in whatever order they come."""
    services.writer.append_many(user, [
        note("z2", "Zephyr was rewritten in Rust", 19),
        note("z1", "Erin maintains the Zephyr service", 0),
        note("z3", "Zephyr handles the payment retries", 9)])
    rows = cypher("MATCH (e:Entity {user_id: $u, key: 'zephyr'}) "
                  "RETURN e.first_seen AS first, e.last_seen AS last", u=user)
    assert [(r["first"][:10], r["last"][:10]) for r in rows] == [("2024-05-01", "2024-05-20")]
    services.writer.append(user, note("z4", "Zephyr got a new maintainer", 5))
    rows = cypher("MATCH (e:Entity {user_id: $u, key: 'zephyr'}) "
                  "RETURN e.first_seen AS first, e.last_seen AS last", u=user)
    assert [(r["first"][:10], r["last"][:10]) for r in rows] == [("2024-05-01", "2024-05-20")]


def test_a_later_typo_lands_on_the_existing_entity(client, services, user, cypher):
    services.writer.append(user, note("a", "VaultKeeper stores tokens in Redis."))
    services.writer.append(user, note("b", "The VaultKeepr rollout is blocked on Redis.", 1))
    found = entities(cypher, user)
    assert "vaultkeepr" not in found
    vault = found["vaultkeeper"]
    assert vault["name"] == "VaultKeeper" and vault["mentions"] == 2
    assert "VaultKeepr" in vault["aliases"]
    assert mentioned_by(cypher, user, "vaultkeeper") == [
        "The VaultKeepr rollout is blocked on Redis.", "VaultKeeper stores tokens in Redis."]
    # The typo's relation lands on the entity too, and the alias finds it.
    related = cypher("MATCH (a:Entity {user_id: $u, key: 'vaultkeeper'})-[r:RELATED]-"
                     "(b:Entity {user_id: $u, key: 'redis'}) RETURN sum(r.weight) AS w", u=user)
    assert related[0]["w"] >= 2
    hits = client.get("/entities", params={"q": "VaultKeepr"}).json()
    assert [e["id"] for e in hits if e["name"] == "VaultKeeper"] == [vault["id"]]


def test_a_variant_typed_differently_by_the_model_still_links(services, user, cypher):
    # The model calls the unknown "Kubernetess" an organisation; it is a close spelling of the
    # technology the user already talks about, and both are named things (not people or places).
    services.writer.append(user, note("a", "We run the staging cluster on Kubernetes."))
    services.writer.append(user, note("b", "The Kubernetess upgrade broke staging.", 1))
    found = entities(cypher, user)
    assert "kubernetess" not in found
    assert "Kubernetess" in found["kubernetes"]["aliases"]
    assert found["kubernetes"]["type"] == "technology"
    assert len(mentioned_by(cypher, user, "kubernetes")) == 2


def test_two_new_lookalikes_of_one_batch_are_one_entity(services, user, cypher):
    services.writer.append_many(user, [
        note("a", "The PaymentGateway timed out twice today."),
        note("b", "PaymentGateway retries are capped at three.", 1),
        note("c", "Someone restarted the PaymentGatway by hand.", 2),
    ])
    found = entities(cypher, user)
    gateways = [k for k in found if k.startswith("paymentgat")]
    assert gateways == ["paymentgateway"]  # the spelling the batch uses most wins
    assert "PaymentGatway" in found["paymentgateway"]["aliases"]
    assert len(mentioned_by(cypher, user, "paymentgateway")) == 3


def test_a_person_and_a_place_with_close_names_stay_apart(services, user, cypher):
    services.writer.append(user, note("a", "The budget review is done.", sender="Charlotta"))
    services.writer.append(user, note("b", "We opened an office in Charlotte last year.", 1))
    found = entities(cypher, user)
    assert found["charlotta"]["type"] == "person"
    assert found["charlotte"]["type"] == "place"
    assert found["charlotta"]["aliases"] in ([], ["Charlotta"])
    assert mentioned_by(cypher, user, "charlotte") == [
        "We opened an office in Charlotte last year."]


def test_people_with_close_names_stay_apart_and_a_possessive_is_the_same_person(
        services, user, cypher):
    services.writer.append(user, note("a", "Alice Chen reviewed the Kafka pull request."))
    services.writer.append(user, note("b", "Alice Cheng baked bread for the bake sale.", 1))
    services.writer.append(user, note("c", "Alice Chen's review came back green.", 2))
    found = entities(cypher, user)
    assert found["alice chen"]["type"] == found["alice cheng"]["type"] == "person"
    assert len(mentioned_by(cypher, user, "alice chen")) == 2
    assert mentioned_by(cypher, user, "alice cheng") == [
        "Alice Cheng baked bread for the bake sale."]


def test_java_and_javascript_stay_apart(services, user, cypher):
    services.writer.append(user, note("a", "We write the backend in Java."))
    services.writer.append(user, note("b", "The frontend uses JavaScript.", 1))
    services.writer.append_many(user, [note("c", "Java services call the JavaScript UI.", 2)])
    found = entities(cypher, user)
    assert found["java"]["type"] == found["javascript"]["type"] == "technology"
    assert found["java"]["aliases"] == [] and found["javascript"]["aliases"] == []
    assert len(mentioned_by(cypher, user, "java")) == 2
    assert len(mentioned_by(cypher, user, "javascript")) == 2


def test_never_links_to_another_users_entity(services, user, cypher):
    other = f"{user}-other"
    services.writer.append(other, note("a", "VaultKeeper stores tokens in Redis."))
    services.writer.append(user, note("b", "The VaultKeepr rollout is blocked on Redis.", 1))
    mine, theirs = entities(cypher, user), entities(cypher, other)
    assert "vaultkeepr" in mine and "vaultkeeper" not in mine
    assert theirs["vaultkeeper"]["aliases"] == [] and theirs["vaultkeeper"]["mentions"] == 1
    assert mentioned_by(cypher, other, "vaultkeeper") == ["VaultKeeper stores tokens in Redis."]


def test_rebuild_links_the_same_way(services, user, cypher):
    from curation_support import FakeClock

    from graphmem.curate import rebuild

    services.writer.append(user, note("a", "VaultKeeper stores tokens in Redis."))
    services.writer.append_many(user, [
        note("b", "The VaultKeepr rollout is blocked on Redis.", 1),
        note("c", "The PaymentGatway and the PaymentGateway both failed.", 2),
    ])
    services.writer.append(user, note("d", "We run the staging cluster on Kubernetes.", 3))
    services.writer.append(user, note("e", "The Kubernetess upgrade broke staging.", 4))

    def snapshot():
        found = entities(cypher, user)
        edges = cypher("MATCH (m:Memory {user_id: $u})-[r:MENTIONS]->(e:Entity {user_id: $u}) "
                       "RETURN m.id AS m, e.key AS e, r.surface AS surface ORDER BY m, e",
                       u=user)
        return found, edges

    before = snapshot()
    assert {"vaultkeeper", "kubernetes"} <= set(before[0])
    assert not {"vaultkeepr", "kubernetess"} & set(before[0])
    rebuild.rebuild(services, user, FakeClock())
    assert snapshot() == before
