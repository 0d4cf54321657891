"""Named search recipes: how a search gathers candidates and weighs signals.

A request picks a recipe by `mode`; per-request `weights` override single weights. Nothing else
about search behaviour is threaded through function arguments.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Literal

from graphmem.retrieve.answer_types import asks_for_many, is_question

DEFAULT_WEIGHTS = {
    "semantic": 0.35, "keyword": 0.2, "graph": 0.1, "recency": 0.15,
    "importance": 0.1, "topic": 0.05, "entity": 0.05, "task": 0.0,
    # context signals, tuned on the LoCoMo dev split (graphmem eval locomo)
    "neighbour": 0.25, "session": 0.4, "speaker": 0.2, "reply": 0.25,
    # question signals: a turn naming the kind of thing asked for ("which cities" -> a place),
    # a memory from the date the question names ("... in January 2024?"); a memory that states
    # rather than asks (a question only echoes a later question's words; a query that names a
    # topic instead of asking leaves it out, recipe_for)
    "answer_type": 0.1, "time": 0.2, "statement": 0.2,
}


@dataclass(frozen=True)
class SearchRecipe:
    name: str
    weights: dict[str, float] = field(default_factory=lambda: dict(DEFAULT_WEIGHTS))
    vector_k: int = 200
    keyword_k: int = 100
    # keyword = (BM25 / the best BM25 among the candidates) ** keyword_power: above 1, a memory
    # that shares one common word with the question scores little next to one that shares its
    # rare words (BM25 is near-linear in the words matched)
    keyword_power: float = 2.0
    graph: bool = True
    graph_per_entity: int = 50
    graph_max_share: float = 0.02  # entities in more than this share of memories are not evidence
    thread_neighbours: bool = True
    # whose thread neighbours join the pool: 15 and 30 find the same on LoCoMo dev (R@10 0.818 /
    # 0.817), and 15 reads half the rows (search p50 -0.7 and -3.0 ms, p95 -3 and -5 at 100k)
    expand_top: int = 15
    diversify: bool = True
    near_duplicate_cosine: float = 0.95
    near_duplicate_jaccard: float = 0.8
    # A turn with sentence facets: semantic = share * max(turn, best facet) + (1 - share) * turn.
    # The whole turn still counts: a facet alone loses who and what the turn is about.
    facet_share: float = 0.7
    facet_top: int = 30  # candidates of the first ranking whose facets are read, then re-ranked
    # What the recency signal's decay clock counts from: "access" (the last access, else the
    # memory's own time: a read makes it fresh again) or "occurred" (its own time only).
    recency_clock: Literal["access", "occurred"] = "occurred"
    # Whether memories auto-archived for decay (never read, long unread) are candidates. A
    # question reaches everything the user was told; what is going on (manager mode) leaves
    # them out, which is what the archive is for.
    decayed: bool = True

    def with_weights(self, overrides: dict[str, float]) -> SearchRecipe:
        if not overrides:
            return self
        return replace(self, weights={**self.weights, **overrides})


# A question asks what is true, and a memory does not become truer for having been returned
# before: in `answer` mode recency is the age of what the memory says. With every hit's access
# restarting its clock, earlier answers crowd out later ones: LoCoMo dev with access recording
# on, 150 questions a conversation, R@10 0.846 -> 0.798, multi-hop 0.619 -> 0.589 (only the
# top 5 hits counted: 0.741); counted from `occurred_at`, 0.846 whether accesses are recorded
# or not. Accesses still restart the decay clock for manager mode, curation (auto-archive,
# working memory) and the map.
ANSWER = SearchRecipe("answer")

# A question that asks for a list ("What activities does Melanie partake in?") finds its items
# in many sessions; the signals that reward a cluster of matches in one session (session,
# neighbour) lift one session's chatter over the other sessions' items. Chosen by the question's
# wording in `answer` mode. LoCoMo dev: multi-hop R@10 0.574 -> 0.596, all R@10 0.815 -> 0.818.
# Its items are often the turn after a strong match (the reply signal), so it keeps expanding the
# neighbours of 30 candidates (15: multi-hop 0.596 -> 0.590).
ANSWER_LIST = replace(ANSWER, name="answer-list", expand_top=30,
                      weights={**ANSWER.weights, "session": 0.0, "neighbour": 0.0})

# Manager mode: "what is going on" — recency, topic, entities and open tasks up; semantics down.
MANAGER = SearchRecipe(
    "manager",
    weights={"semantic": 0.2, "keyword": 0.1, "graph": 0.1, "recency": 0.25,
             "importance": 0.1, "topic": 0.1, "entity": 0.1, "task": 0.15,
             "neighbour": 0.05, "session": 0.1, "speaker": 0.04},
    keyword_power=1.0,  # the squared keyword signal was tuned on questions (answer mode) only
    recency_clock="access",  # what was read lately is part of what is going on
    decayed=False,
)

RECIPES = {r.name: r for r in (ANSWER, MANAGER)}


def recipe_for(mode: str, overrides: dict[str, float] | None = None, vector_k: int | None = None,
               keyword_k: int | None = None, query: str = "") -> SearchRecipe:
    recipe = RECIPES[mode]
    if recipe is ANSWER and asks_for_many(query):
        recipe = ANSWER_LIST
    if not is_question(query):  # a topic ("alert on consumer lag"): a question about it counts
        recipe = recipe.with_weights({"statement": 0.0})
    if vector_k:
        recipe = replace(recipe, vector_k=vector_k)
    if keyword_k:
        recipe = replace(recipe, keyword_k=keyword_k)
    return recipe.with_weights(overrides or {})
