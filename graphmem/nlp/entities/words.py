"""Word lists read from the spaCy model's own lemma tables (verb lemmas, English
nouns and adjectives)."""

from __future__ import annotations

import functools

from spacy.language import Language


class VerbLemmas:
    """Verb lemmas from the model's own lemma tables, computed only for the few tokens that need
    one (the lemmatizer component stays off: it costs ~15% of the throughput)."""

    def __init__(self, nlp: Language):
        lookups = nlp.get_pipe("lemmatizer").lookups
        self.index = set(lookups.get_table("lemma_index")["verb"])
        self.exc = dict(lookups.get_table("lemma_exc")["verb"])
        self.rules = list(lookups.get_table("lemma_rules")["verb"])
        self.words = _english_words(nlp)[1]

    @functools.lru_cache(maxsize=8192)  # noqa: B019 - one instance per process
    def lemma(self, word: str) -> str | None:
        word = word.lower()
        if word in self.exc:
            return self.exc[word][0]
        for old, new in self.rules:
            if word.endswith(old) and word[: len(word) - len(old)] + new in self.index:
                return word[: len(word) - len(old)] + new
        return word if word in self.index else None

    @functools.lru_cache(maxsize=8192)  # noqa: B019 - one instance per process
    def guess(self, word: str) -> str | None:
        """A verb the tables do not know as one ("benchmarked"): its base form when the rules
        give an English word ("benchmark"), the word itself when it is not inflected; None
        when neither (no type is better than "benchmarkeds")."""
        word = word.lower()
        for old, new in self.rules:
            if word.endswith(old) and word[: len(word) - len(old)] + new in self.words:
                return word[: len(word) - len(old)] + new
        return None if word.endswith(("s", "ed", "ing")) else word


@functools.lru_cache(maxsize=4)  # the rules and the resolve step both read it at load
def _english_words(nlp: Language) -> tuple[frozenset[str], frozenset[str]]:
    """Base forms of English (nouns, all words), from the model's WordNet lemma tables (they
    hold some proper nouns too, "mombasa", "hamilton")."""
    index = nlp.get_pipe("lemmatizer").lookups.get_table("lemma_index")
    nouns = frozenset(index["noun"])
    return nouns, nouns.union(index["verb"], index["adj"], index["adv"])


def _adjectives(nlp: Language) -> frozenset[str]:
    """English adjectives and their irregular forms ("better", "best"), from the model's
    WordNet tables."""
    lookups = nlp.get_pipe("lemmatizer").lookups
    exceptions = lookups.get_table("lemma_exc")["adj"] if "lemma_exc" in lookups.tables else {}
    return frozenset(lookups.get_table("lemma_index")["adj"]).union(exceptions)
