"""The local Neo4j that graphmem starts has what the product relies on."""

import uuid

from graphdatascience import GraphDataScience


def test_gds_and_apoc_answer(cypher):
    assert cypher("RETURN gds.version() AS v")[0]["v"].startswith("2.13")
    assert cypher("RETURN apoc.version() AS v")[0]["v"].startswith("5.26")


def test_vector_and_fulltext_indexes_answer(cypher):
    label = f"Probe{uuid.uuid4().hex[:8]}"
    options = "{indexConfig: {`vector.dimensions`: 3, `vector.similarity_function`: 'cosine'}}"
    cypher(f"CREATE VECTOR INDEX {label}_vec IF NOT EXISTS FOR (n:{label}) ON n.v "
           f"OPTIONS {options}")
    cypher(f"CREATE FULLTEXT INDEX {label}_txt IF NOT EXISTS FOR (n:{label}) ON EACH [n.t]")
    rows = [{"v": [1.0, 0.0, 0.0], "t": "red apple"}, {"v": [0.0, 1.0, 0.0], "t": "blue sky"}]
    cypher(f"UNWIND $rows AS row CREATE (:{label} {{v: row.v, t: row.t}})", rows=rows)
    cypher("CALL db.awaitIndexes(60)")
    try:
        near = cypher(f"CALL db.index.vector.queryNodes('{label}_vec', 1, [0.9, 0.1, 0.0]) "
                      "YIELD node RETURN node.t AS t")
        assert near[0]["t"] == "red apple"
        text = cypher(f"CALL db.index.fulltext.queryNodes('{label}_txt', 'sky') "
                      "YIELD node RETURN node.t AS t")
        assert [r["t"] for r in text] == ["blue sky"]
    finally:
        cypher(f"DROP INDEX {label}_vec IF EXISTS")
        cypher(f"DROP INDEX {label}_txt IF EXISTS")
        cypher(f"MATCH (n:{label}) DETACH DELETE n")


def test_graphdatascience_client_runs_an_algorithm(neo4j_server, cypher):
    label = f"Gds{uuid.uuid4().hex[:8]}"
    cypher(f"CREATE (a:{label} {{n:'a'}})-[:L]->(b:{label} {{n:'b'}})-[:L]->(c:{label} {{n:'c'}}),"
           "(a)-[:L]->(c)")
    gds = GraphDataScience(neo4j_server, auth=None, show_progress=False)
    try:
        graph, _ = gds.graph.project.native(label, label, "L", overwrite=True)
        ranks = gds.page_rank.stream(graph)
        assert len(ranks) == 3
        assert ranks["score"].max() > ranks["score"].min()
        graph.drop()
    finally:
        gds.close()
        cypher(f"MATCH (n:{label}) DETACH DELETE n")


def test_statement_parameters_reach_neo4j_whole_and_are_logged_in_full_when_asked(services,
                                                                                 caplog):
    """Lists and maps go to the driver in types that keep its debug formatting cheap
    (`store/driver.py unlogged`): Neo4j must still get every value, nested ones too, and a
    user who turns the driver's debug log on must still read the parameters there."""
    import logging

    from graphmem.store.driver import run_named, unlogged

    params = {"vector": [0.25, -1.5, 3.0], "ids": ["a", "b"], "known": {"a": 0.5},
              "rows": [{"id": "x", "embedding": [1.0, 2.0], "tags": {"k": [1, 2]}}],
              "text": "plain", "n": 3}
    assert repr(unlogged(params)["rows"]) == "<list of 1>"
    back = services.store.read_tx(run_named, "admin/echo", params)[0]
    assert back == {"vector": params["vector"], "ids": params["ids"],
                    "known": params["known"], "rows": params["rows"], "text": "plain", "n": 3}
    with caplog.at_level(logging.DEBUG, logger="neo4j"):
        assert unlogged(params) is params
        services.store.read_values("admin/echo", **params)
    assert any("'embedding': [1.0, 2.0]" in r.getMessage() for r in caplog.records)
